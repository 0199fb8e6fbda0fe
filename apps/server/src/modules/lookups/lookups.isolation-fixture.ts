import type { SeedFirm } from '../../../test/support/isolation-fixture.ts';
import * as lookups from '@syna/contracts/endpoints/lookups';
import { callerFactory } from '../../../test/support/api-client.ts';

/** Seeds firm A of the tenant-isolation walk with one lookup of each kind, the secret in its text. */
export const seedFirm: SeedFirm = async (app, firm, owner, secret) => {
  const asOwner = callerFactory(app)(owner);
  const params = { tenant: firm.id };
  // Other modules' fixtures seed lookups of their own in the same firm: these names are this one's.
  const named = (what: string) => `${what} (uppslagsfixtur) ${secret}`;
  const type = await asOwner.ok(lookups.inspectionTypeEndpoints.create, {
    params,
    body: { name: named('Typ'), description: secret },
  });
  await asOwner.ok(lookups.inspectionBranchEndpoints.create, {
    params: { ...params, typeId: type.id },
    body: { name: named('Inriktning') },
  });
  await asOwner.ok(lookups.inspectionStatusEndpoints.create, {
    params,
    body: { name: named('Status'), color: '#123456' },
  });
  await asOwner.ok(lookups.contactRoleEndpoints.create, { params, body: { name: named('Roll') } });
  await asOwner.ok(lookups.projectTypeEndpoints.create, {
    params,
    body: { name: named('Projekttyp'), description: secret },
  });
};
