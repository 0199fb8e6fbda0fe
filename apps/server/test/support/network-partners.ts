import type { FastifyInstance } from 'fastify';
import {
  networkEndpoints,
  networkOrgAdminEndpoints,
  networkUserAdminEndpoints,
} from '@syna/contracts/endpoints/network';
import { callerFactory } from './api-client.ts';
import type { TestUser } from './factories.ts';

/**
 * Makes `partner` an external user of the firm's network: the firm's owner invites the partner's
 * (verified) address and the partner accepts. Answers the partner's id in the firm.
 */
export async function joinAsUser(
  app: FastifyInstance,
  firm: { id: string },
  owner: TestUser,
  partner: TestUser,
): Promise<string> {
  const as = callerFactory(app);
  const params = { tenant: firm.id };
  const invitation = await as(owner).ok(networkUserAdminEndpoints.invite, {
    params,
    body: { email: partner.email },
  });
  await as(partner).ok(networkEndpoints.acceptUser, { params: { ...params, id: invitation.id } });
  const partners = await as(owner).ok(networkUserAdminEndpoints.list, { params });
  return partners.items.find((listed) => listed.email === partner.email.toLowerCase())!.id;
}

/**
 * Makes `organization` an external organisation of the firm's network: the owner invites the
 * address of the organisation's administrator `admin`, who accepts for it. Answers the partner's id.
 */
export async function joinAsOrganization(
  app: FastifyInstance,
  firm: { id: string },
  owner: TestUser,
  organization: { id: string },
  admin: TestUser,
): Promise<string> {
  const as = callerFactory(app);
  const params = { tenant: firm.id };
  const invitation = await as(owner).ok(networkOrgAdminEndpoints.invite, {
    params,
    body: { email: admin.email },
  });
  await as(admin).ok(networkEndpoints.acceptOrg, {
    params: { ...params, id: invitation.id },
    body: { organization: organization.id },
  });
  const partners = await as(owner).ok(networkOrgAdminEndpoints.list, { params });
  return partners.items.find((listed) => listed.email === admin.email.toLowerCase())!.id;
}
