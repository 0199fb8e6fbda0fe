import type { accountEndpoints } from '@syna/contracts/endpoints/account';
import type { AppConfig } from '../../config.ts';
import type { TokenVerifier } from '../../platform/auth/token-verifier.ts';
import type { EndpointHandlers } from '../../platform/http/endpoint-routes.ts';
import { createOwnOrganization, listMyAccounts, recordSignIn } from './account.service.ts';
import { logSignInRefusal } from './sign-in-refusal.ts';

/** The caller's own organisations and sign-ins, each endpoint served by one service call. */
export function accountRoutes(
  verifier: TokenVerifier,
  config: AppConfig,
): EndpointHandlers<typeof accountEndpoints> {
  return {
    accounts: (context) => listMyAccounts(context),
    createOrganization: (context, { body }) => createOwnOrganization(context, body),
    signedIn: (context, { body }) => recordSignIn(context, verifier, body.idToken),
    refusedSignIn: (context, { body }) => logSignInRefusal(context, config, body),
  };
}
