import type { SeedFirm } from '../../../test/support/isolation-fixture.ts';
import {
  groupEndpoints,
  permissionEndpoints,
  roleEndpoints,
} from '@syna/contracts/endpoints/roles-and-groups';
import { callerFactory } from '../../../test/support/api-client.ts';

/** Seeds firm A of the tenant-isolation walk with a role and a group (with its owner in it), the secret in their names. */
export const seedFirm: SeedFirm = async (app, firm, owner, secret) => {
  const asOwner = callerFactory(app)(owner);
  const params = { tenant: firm.id };
  await asOwner.ok(roleEndpoints.create, {
    params,
    body: { name: `Roll ${secret}`, permissions: ['orders.read'] },
  });
  const group = await asOwner.ok(groupEndpoints.create, { params, body: { name: `Grupp ${secret}` } });
  await asOwner.ok(groupEndpoints.changeMembers, {
    params: { ...params, id: group.id },
    body: { add: [owner.id] },
  });
  await asOwner.ok(permissionEndpoints.set, {
    params,
    body: { target: group.id, patterns: ['contacts.read'] },
  });
};
