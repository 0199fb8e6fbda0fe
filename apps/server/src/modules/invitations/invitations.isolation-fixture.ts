import type { SeedFirm } from '../../../test/support/isolation-fixture.ts';
import { invitationEndpoints } from '@syna/contracts/endpoints/invitations';
import { callerFactory } from '../../../test/support/api-client.ts';

/** Seeds firm A of the tenant-isolation walk with a pending invitation, by an owner named with the secret. */
export const seedFirm: SeedFirm = async (app, firm, owner) => {
  await callerFactory(app)(owner).ok(invitationEndpoints.create, {
    params: { tenant: firm.id },
    body: { email: 'inbjuden.kollega@example.se', roles: ['user'] },
  });
};
