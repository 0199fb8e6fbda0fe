import type { SeedFirm } from '../../../test/support/isolation-fixture.ts';

/** Firm A's activity for the tenant-isolation walk, with the secret in its texts. */
export const seedFirm: SeedFirm = async (app, firm, owner, secret) => {
  const response = await app.inject({
    method: 'POST',
    url: `/${firm.id}/v1/activity`,
    headers: owner.auth,
    payload: {
      startTime: '2026-11-23T09:00:00+01:00',
      stopTime: '2026-11-23T10:00:00+01:00',
      title: `Aktivitet ${secret}`,
      notes: secret,
      location: secret,
      tags: [secret],
      repeat: 'weekly',
    },
  });
  if (response.statusCode !== 201) throw new Error(`activity: ${response.statusCode} ${response.body}`);
};
