import type { SeedFirm } from '../../../test/support/isolation-fixture.ts';
import {
  inspectionShareEndpoints,
  networkOrgAdminEndpoints,
  networkUserAdminEndpoints,
} from '@syna/contracts/endpoints/network';
import { callerFactory } from '../../../test/support/api-client.ts';
import { buildUser } from '../../../test/support/factories.ts';
import { buildInspectionType, postInspection } from '../../../test/support/inspection-factories.ts';
import { joinAsUser } from '../../../test/support/network-partners.ts';

/**
 * Seeds firm A of the tenant-isolation walk with its network: pending invitations of both kinds,
 * an external user named with the secret, and an assignment with the secret shared with them.
 */
export const seedFirm: SeedFirm = async (app, firm, owner, secret) => {
  const as = callerFactory(app);
  const params = { tenant: firm.id };
  await as(owner).ok(networkUserAdminEndpoints.invite, {
    params,
    body: { email: 'extern.person@example.se' },
  });
  await as(owner).ok(networkOrgAdminEndpoints.invite, { params, body: { email: 'extern.firma@example.se' } });
  const partner = await buildUser(app, { name: `Partner ${secret}`, emailVerified: true });
  const partnerId = await joinAsUser(app, firm, owner, partner);
  const type = await buildInspectionType(app, firm.id, { name: `Delad typ ${secret}` });
  const inspection = await postInspection(app, firm.id, owner.auth, { typeId: type.id, description: secret });
  await as(owner).ok(inspectionShareEndpoints.share, {
    params: { ...params, id: inspection.id },
    body: { partnerId },
  });
};
