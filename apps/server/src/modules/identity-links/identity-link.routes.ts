import type { identityLinkEndpoints } from '@syna/contracts/endpoints/identity-links';
import type { EndpointHandlers } from '../../platform/http/endpoint-routes.ts';
import { issueLinkCode, redeemLinkCode } from './identity-link.service.ts';

/** Link codes: issued by a firm's administrators, redeemed by the member at the new issuer. */
export function identityLinkRoutes(): EndpointHandlers<typeof identityLinkEndpoints> {
  return {
    issue: (context, { params }) => issueLinkCode(context, params.id),
    redeem: (context, { body }) => redeemLinkCode(context, body.code),
  };
}
