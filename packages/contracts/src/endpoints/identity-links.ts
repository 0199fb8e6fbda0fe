import { accountSchema } from '../tenant.ts';
import {
  IDENTITY_LINK_CODE_TTL_HOURS,
  identityLinkCodeSchema,
  identityLinkRedeemSchema,
} from '../identity-links.ts';
import { ADMIN, AUTHENTICATED } from './access.ts';
import { endpoint } from './endpoint.ts';
import { tenantAnd } from './params.ts';

const service = 'account';

/**
 * Linking a member's sign-in at a new issuer to their user (docs/IDENTITY-PROVIDER.md), for those
 * whose e-mail the new issuer does not report verified as the old one had it: an administrator
 * issues a one-time code for the member, who redeems it signed in with the new issuer.
 */
export const identityLinkEndpoints = {
  issue: endpoint({
    method: 'POST',
    path: '/v1/account/organizations/:tenant/users/:id/link-code',
    access: ADMIN,
    service,
    summary: `A one-time code (${IDENTITY_LINK_CODE_TTL_HOURS} hours) that moves this member to the sign-in that redeems it; only an owner issues one for an owner`,
    params: tenantAnd('id', 'organisation.userNotMember'),
    status: 201,
    response: identityLinkCodeSchema,
  }),
  redeem: endpoint({
    method: 'POST',
    path: '/v1/account/user/identity-link',
    access: AUTHENTICATED,
    service,
    summary:
      "Redeem a link code: the caller's sign-in becomes the member's, who keeps their firms, roles and work",
    body: identityLinkRedeemSchema,
    response: accountSchema,
  }),
};
