import {
  ErrorResponse,
  OidcClient,
  User,
  type SigninSilentArgs,
  type SignoutRedirectArgs,
} from 'oidc-client-ts';
import type { ClientConfig } from '@syna/contracts/client-config';
import type { SignInRefusal } from '@syna/contracts/sign-in';
import { oidcClientSettings } from './oidc-settings';
import { refreshRequest, signInRequest } from './sign-in-requests';
import { safeReturnPath } from './return-path';
import { signInStorage } from './sign-in-storage';
import { storedUserKey } from './stored-sign-in';
import { clearTokenCookie, writeTokenCookie } from './token-cookie';

/*
 * The sign-in, with the sign-in library's lower-level `OidcClient`: its `UserManager` would bring
 * pop-up and frame sign-ins and session monitoring, which the app does not use, into the chunk
 * that both ends of the first sign-in load (the redirect and the callback). What the app asks of
 * the kept sign-in, it asks here, by the names `UserManager` gives it.
 */

/** As long as `UserManager` lets a renewal take (its `silentRequestTimeoutInSeconds`). */
const RENEWAL_TIMEOUT_S = 10;

const signInClient = (config: ClientConfig) =>
  new OidcClient(oidcClientSettings(config, window.location.origin));

/** The sign-in kept where `signInStorage` says, as `UserManager` keeps it; null when none or unreadable. */
function keptUser(config: ClientConfig): User | null {
  try {
    const stored = signInStorage().getItem(storedUserKey(config));
    return stored ? User.fromStorageString(stored) : null;
  } catch {
    return null;
  }
}

/** Keeps `user` and sends its token with the app's requests (the `JWT` cookie). */
function keepUser(config: ClientConfig, user: User): void {
  signInStorage().setItem(storedUserKey(config), user.toStorageString());
  writeTokenCookie(user.access_token);
}

/** The kept sign-in, renewed and ended: the part of `UserManager` the app uses. */
export interface SignInKeeper {
  getUser(): Promise<User | null>;
  /** Renews with the refresh token (the only renewal the app makes). */
  signinSilent(args: SigninSilentArgs): Promise<User>;
  /** Revokes the refresh token at the issuer and keeps the sign-in without it. */
  revokeRefreshToken(): Promise<void>;
  /** Sends the browser to the issuer's end of the session. */
  signoutRedirect(args: SignoutRedirectArgs): Promise<void>;
}

export function createSignInKeeper(config: ClientConfig): SignInKeeper {
  const client = signInClient(config);
  return {
    getUser: async () => keptUser(config),
    async signinSilent({ resource }) {
      const user = keptUser(config);
      if (!user?.refresh_token) throw new Error('No refresh token to renew the sign-in with');
      const state = {
        refresh_token: user.refresh_token,
        id_token: user.id_token,
        session_state: user.session_state,
        scope: user.scope,
        profile: user.profile,
        data: user.state,
      };
      const response = await client.useRefreshToken({ state, resource, timeoutInSeconds: RENEWAL_TIMEOUT_S });
      // As `UserManager` makes it: the response over what the renewal started from.
      const renewed = new User({ ...state, ...response });
      keepUser(config, renewed);
      return renewed;
    },
    async revokeRefreshToken() {
      const user = keptUser(config);
      if (!user?.refresh_token) return;
      await client.revokeToken(user.refresh_token, 'refresh_token');
      user.refresh_token = undefined;
      keepUser(config, user);
    },
    async signoutRedirect({ redirectMethod: _redirectMethod, ...args }) {
      const request = await client.createSignoutRequest({ request_type: 'so:r', ...args });
      window.location.assign(request.url);
    },
  };
}

/** Sends the browser to the issuer's sign-in form; after signing in it comes back to this page. */
export async function redirectToSignIn(config: ClientConfig): Promise<void> {
  clearTokenCookie();
  const { pathname, search, hash } = window.location;
  const request = await signInClient(config).createSigninRequest({
    // As `UserManager.signinRedirect` marks its requests (kept with the request's state).
    request_type: 'si:r',
    ...signInRequest(config, safeReturnPath(`${pathname}${search}${hash}`)),
  });
  window.location.assign(request.url);
}

/**
 * Finishes a sign-in coming back on the callback, as `UserManager.signinRedirectCallback` does:
 * the code is exchanged for tokens, which are kept.
 */
export async function finishSignIn(config: ClientConfig): Promise<User> {
  const user = new User(await signInClient(config).processSigninResponse(window.location.href));
  keepUser(config, user);
  return user;
}

/**
 * Renews the sign-in with its refresh token, one window at a time: the installed app's windows
 * share one kept sign-in, and a refresh token is spent by its use (the issuer ends the sign-in
 * when a spent one comes again). A window that waited finds the sign-in renewed and takes it.
 * Null when there is no refresh token to renew with.
 */
export async function renewSignIn(
  keeper: Pick<SignInKeeper, 'getUser' | 'signinSilent'>,
  config: ClientConfig,
): Promise<User | null> {
  const spent = (await keeper.getUser())?.refresh_token;
  const renew = async () => {
    const current = await keeper.getUser();
    if (current && current.refresh_token !== spent && !current.expired) return current;
    // Without a refresh token (signed out meanwhile, or an issuer that gives none) there is
    // nothing to renew with: a hidden frame at the issuer is what the content security policy forbids.
    if (!current?.refresh_token) return null;
    return keeper.signinSilent(refreshRequest(config));
  };
  return 'locks' in navigator ? navigator.locks.request('syna.sign-in-renewal', renew) : renew();
}

/**
 * The start of a tab that has no sign-in: the redirect, nothing of the staff app (the entry loads
 * this module alone, see src/main.tsx).
 */
export async function startSignIn(config: ClientConfig): Promise<void> {
  await redirectToSignIn(config);
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
