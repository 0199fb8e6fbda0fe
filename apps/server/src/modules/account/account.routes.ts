import type { accountEndpoints } from '@syna/contracts/endpoints/account';
import type { TokenVerifier } from '../../platform/auth/token-verifier.ts';
import type { EndpointHandlers } from '../../platform/http/endpoint-routes.ts';
import { createOwnOrganization, listMyAccounts, recordSignIn } from './account.service.ts';

/** The caller's own organisations and sign-ins, each endpoint served by one service call. */
export function accountRoutes(verifier: TokenVerifier): EndpointHandlers<typeof accountEndpoints> {
  return {
    accounts: (context) => listMyAccounts(context),
    createOrganization: (context, { body }) => createOwnOrganization(context, body),
    signedIn: (context, { body }) => recordSignIn(context, verifier, body.idToken),
  };
}
