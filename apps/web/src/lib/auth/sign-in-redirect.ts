import { UserManager } from 'oidc-client-ts';
import type { ClientConfig } from '@syna/contracts/client-config';
import { userManagerSettings } from './oidc-settings';
import { signInRequest } from './sign-in-requests';
import { safeReturnPath } from './return-path';
import { clearTokenCookie } from './token-cookie';

/** Sends the browser to the issuer's sign-in form; after signing in it comes back to this page. */
export async function redirectToSignIn(manager: UserManager, config: ClientConfig): Promise<void> {
  clearTokenCookie();
  const { pathname, search, hash } = window.location;
  await manager.signinRedirect(signInRequest(config, safeReturnPath(`${pathname}${search}${hash}`)));
}

/** The sign-in library's client for the configured issuer, keeping its sign-in per tab. */
export function createUserManager(config: ClientConfig): UserManager {
  return new UserManager(userManagerSettings(config, window.location.origin, window.sessionStorage));
}

/**
 * The start of a tab that has no sign-in: the redirect, nothing of the staff app (the entry loads
 * this module alone, see src/main.tsx).
 */
export async function startSignIn(config: ClientConfig): Promise<void> {
  await redirectToSignIn(createUserManager(config), config);
}
