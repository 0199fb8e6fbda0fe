import type { SeedFirm } from '../../../test/support/isolation-fixture.ts';

/** Seeds firm A of the tenant-isolation walk with one lookup of each kind, the secret in its text. */
export const seedFirm: SeedFirm = async (app, firm, owner, secret) => {
  const service = `/${firm.id}/v1/inspections`;
  // Other modules' fixtures seed lookups of their own in the same firm: these names are this one's.
  const named = (what: string) => `${what} (uppslagsfixtur) ${secret}`;
  const post = async (url: string, payload: object) => {
    const response = await app.inject({ method: 'POST', url, headers: owner.auth, payload });
    if (response.statusCode !== 201) throw new Error(`${url}: ${response.statusCode} ${response.body}`);
    return response.json() as { id: string };
  };
  const type = await post(`${service}/types`, { name: named('Typ'), description: secret });
  await post(`${service}/inspections/${type.id}/branches`, { name: named('Inriktning') });
  await post(`${service}/statuses`, { name: named('Status'), color: '#123456' });
  await post(`${service}/contact-roles`, { name: named('Roll') });
  await post(`${service}/projects/types`, { name: named('Projekttyp'), description: secret });
};
