import { ErrorResponse, UserManager, type User } from 'oidc-client-ts';
import type { ClientConfig } from '@syna/contracts/client-config';
import type { SignInRefusal } from '@syna/contracts/sign-in';
import { userManagerSettings } from './oidc-settings';
import { refreshRequest, signInRequest } from './sign-in-requests';
import { safeReturnPath } from './return-path';
import { signInStorage } from './sign-in-storage';
import { clearTokenCookie } from './token-cookie';

/** Sends the browser to the issuer's sign-in form; after signing in it comes back to this page. */
export async function redirectToSignIn(manager: UserManager, config: ClientConfig): Promise<void> {
  clearTokenCookie();
  const { pathname, search, hash } = window.location;
  await manager.signinRedirect(signInRequest(config, safeReturnPath(`${pathname}${search}${hash}`)));
}

/** The sign-in library's client for the configured issuer, keeping its sign-in where `signInStorage` says. */
export function createUserManager(config: ClientConfig): UserManager {
  return new UserManager(userManagerSettings(config, window.location.origin, signInStorage()));
}

/**
 * Renews the sign-in with its refresh token, one window at a time: the installed app's windows
 * share one kept sign-in, and a refresh token is spent by its use (the issuer ends the sign-in
 * when a spent one comes again). A window that waited finds the sign-in renewed and takes it.
 * Null when there is no refresh token to renew with.
 */
export async function renewSignIn(manager: UserManager, config: ClientConfig): Promise<User | null> {
  const spent = (await manager.getUser())?.refresh_token;
  const renew = async () => {
    const current = await manager.getUser();
    if (current && current.refresh_token !== spent && !current.expired) return current;
    // Without a refresh token (signed out meanwhile, or an issuer that gives none) the library
    // would try a hidden frame at the issuer, which the content security policy forbids.
    if (!current?.refresh_token) return null;
    return manager.signinSilent(refreshRequest(config));
  };
  return 'locks' in navigator ? navigator.locks.request('syna.sign-in-renewal', renew) : renew();
}

/**
 * The start of a tab that has no sign-in: the redirect, nothing of the staff app (the entry loads
 * this module alone, see src/main.tsx).
 */
export async function startSignIn(config: ClientConfig): Promise<void> {
  await redirectToSignIn(createUserManager(config), config);
}

/** The longest description kept of an issuer's refusal (the server takes no more). */
const REFUSAL_DESCRIPTION_MAX = 500;

/**
 * The issuer's refusal when a sign-in came back with an OAuth error (`error`, `error_description`)
 * for a request of this tab (the library has matched its state): what to show and report, and
 * the page the sign-in was for. Null for any other failure.
 */
export function signInRefusalOf(error: unknown): { refusal: SignInRefusal; returnTo: string } | null {
  if (!(error instanceof ErrorResponse)) return null;
  const description = error.error_description?.trim().slice(0, REFUSAL_DESCRIPTION_MAX);
  return {
    refusal: { error: error.error ?? 'unknown', ...(description ? { description } : {}) },
    returnTo: safeReturnPath((error.state as { returnTo?: unknown } | undefined)?.returnTo),
  };
}
