import type { SeedFirm } from '../../../test/support/isolation-fixture.ts';
import { activityEndpoints } from '@syna/contracts/endpoints/activities';
import { callerFactory } from '../../../test/support/api-client.ts';

/** Firm A's activity for the tenant-isolation walk, with the secret in its texts. */
export const seedFirm: SeedFirm = async (app, firm, owner, secret) => {
  await callerFactory(app)(owner).ok(activityEndpoints.create, {
    params: { tenant: firm.id },
    body: {
      startTime: '2026-11-23T09:00:00+01:00',
      stopTime: '2026-11-23T10:00:00+01:00',
      title: `Aktivitet ${secret}`,
      notes: secret,
      location: secret,
      tags: [secret],
      repeat: 'weekly',
    },
  });
};
