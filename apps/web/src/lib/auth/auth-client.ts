import type { User, UserManager } from 'oidc-client-ts';
import { TOKEN_CHECK_INTERVAL_MS } from '@syna/contracts/constants';
import type { ClientConfig } from '@syna/contracts/client-config';
import { eventBus } from '@/lib/event-bus';
import { readStoredJson, STORAGE_KEYS, writeStoredJson } from '@/lib/storage';
import type { AuthActions } from './auth-context';
import { decideReload } from './reload-guard';
import { CALLBACK_PATH, safeReturnPath } from './return-path';
import { readStoredSignIn } from './stored-sign-in';
import { clearTokenCookie, writeTokenCookie } from './token-cookie';
import { nowInSeconds, shouldRefreshBeforeCall, shouldRenewOnCheck } from './token-timing';

/** Delay before a sign-in reload, so the "not logged in" snackbar can be read. */
const RELOAD_DELAY_MS = 1_500;

export interface AuthClient extends AuthActions {
  /** Renews the token every 180 s when under 70 s remain; returns the stop function. */
  startTokenCheck(): () => void;
  /** Forgets the sign-in and reloads to sign in again; false when reloads are looping. */
  resetAndReload(): Promise<boolean>;
  /** Loads the sign-in library in the background, so that renewal and sign-out need not wait for it. */
  prepare(): void;
}

export type SignInResult =
  | {
      kind: 'signed-in';
      auth: AuthClient;
      /** The ID token of a sign-in that has just completed (not of a kept one). */
      completedIdToken?: string;
    }
  | { kind: 'redirecting' };

function reloadSoon(): boolean {
  const decision = decideReload(
    readStoredJson<number[]>(STORAGE_KEYS.reloads, 'sessionStorage') ?? [],
    Date.now(),
  );
  writeStoredJson(STORAGE_KEYS.reloads, decision.history, 'sessionStorage');
  if (decision.allow) window.setTimeout(() => window.location.reload(), RELOAD_DELAY_MS);
  return decision.allow;
}

/**
 * The sign-in library (oidc-client-ts, in the sign-in redirect's chunk), loaded once: a kept sign-in
 * shows the first page without it, and it loads when a token must be renewed or the user signs out.
 */
function userManagerLoader(config: ClientConfig, created?: UserManager): () => Promise<UserManager> {
  const withCookie = (manager: UserManager) => {
    manager.events.addUserLoaded((user) => writeTokenCookie(user.access_token));
    return manager;
  };
  let loading = created ? Promise.resolve(withCookie(created)) : null;
  return () =>
    (loading ??= import('./sign-in-redirect').then(({ createUserManager }) =>
      withCookie(createUserManager(config)),
    ));
}

function createAuthClient(
  config: ClientConfig,
  loadManager: () => Promise<UserManager>,
  onLogoutFailure: (error: unknown) => void,
): AuthClient {
  let refreshing: Promise<User | null> | null = null;
  let resetting: Promise<boolean> | null = null;
  // The library keeps the sign-in in this tab's storage; reading it there needs no library.
  const storedSignIn = () => readStoredSignIn(config, window.sessionStorage);

  const refresh = (): Promise<User | null> => {
    refreshing ??= loadManager()
      .then((manager) => manager.signinSilent())
      .catch((error: unknown) => {
        // A token refresh failure is only logged; the next 401 sends the user to sign in.
        console.error('Token refresh failed', error);
        return null;
      })
      .finally(() => {
        refreshing = null;
      });
    return refreshing;
  };

  return {
    async getAccessToken() {
      const stored = storedSignIn();
      if (stored && shouldRefreshBeforeCall(stored.expires_at, nowInSeconds())) {
        return (await refresh())?.access_token ?? stored.access_token;
      }
      return stored?.access_token ?? null;
    },
    startTokenCheck() {
      const timer = window.setInterval(() => {
        const stored = storedSignIn();
        if (stored && shouldRenewOnCheck(stored.expires_at, nowInSeconds())) void refresh();
      }, TOKEN_CHECK_INTERVAL_MS);
      return () => window.clearInterval(timer);
    },
    async logout() {
      eventBus.emit('signOut', undefined);
      const manager = await loadManager();
      try {
        // Revoked here, so the sign-out holds even where the issuer's session end is not reached.
        await manager.revokeTokens(['refresh_token']);
      } catch (error) {
        // Some issuers (Microsoft Entra) revoke nothing on request: ending their session must do.
        console.warn('The refresh token could not be revoked', error);
      }
      // After the revocation, which stores the user again and with it the cookie.
      clearTokenCookie();
      try {
        // With the ID token as hint, so the embedded issuer ends its session without asking.
        await manager.signoutRedirect();
      } catch (error) {
        onLogoutFailure(error);
        await manager.removeUser().catch(() => undefined);
        window.location.assign('/');
      }
    },
    resetAndReload() {
      resetting ??= (async () => {
        clearTokenCookie();
        await loadManager()
          .then((manager) => manager.removeUser())
          .catch(() => undefined);
        return reloadSoon();
      })();
      return resetting;
    },
    prepare() {
      // A failure shows when the library is needed (renewal logs it, sign-out reports it).
      loadManager().catch(() => undefined);
    },
  };
}

/**
 * The start-up login check. Keeps a stored sign-in with time left, without loading the sign-in
 * library; finishes a sign-in coming back on /main/callback; refreshes a stored sign-in about to
 * expire (if that fails the cookie is cleared and the page reloads); otherwise sends the browser
 * to the issuer.
 */
export async function ensureSignedIn(
  config: ClientConfig,
  onLogoutFailure: (error: unknown) => void,
): Promise<SignInResult> {
  const onCallback = window.location.pathname === CALLBACK_PATH;
  const stored = onCallback ? null : readStoredSignIn(config, window.sessionStorage);
  if (stored && !shouldRefreshBeforeCall(stored.expires_at, nowInSeconds())) {
    writeTokenCookie(stored.access_token);
    return { kind: 'signed-in', auth: createAuthClient(config, userManagerLoader(config), onLogoutFailure) };
  }

  const { createUserManager, redirectToSignIn } = await import('./sign-in-redirect');
  const manager = createUserManager(config);
  const auth = createAuthClient(config, userManagerLoader(config, manager), onLogoutFailure);
  if (onCallback) {
    try {
      const user = await manager.signinRedirectCallback();
      writeTokenCookie(user.access_token);
      const returnTo = (user.state as { returnTo?: unknown } | undefined)?.returnTo;
      window.history.replaceState(null, '', safeReturnPath(returnTo));
      return { kind: 'signed-in', auth, completedIdToken: user.id_token };
    } catch (error) {
      // A reloaded or revisited callback has no pending state; a valid sign-in simply carries on.
      const existing = await manager.getUser();
      if (!existing || existing.expired) throw error;
      writeTokenCookie(existing.access_token);
      window.history.replaceState(null, '', safeReturnPath(undefined));
      return { kind: 'signed-in', auth };
    }
  }

  const user = await manager.getUser();
  if (user?.refresh_token) {
    try {
      const renewed = await manager.signinSilent();
      if (renewed) return { kind: 'signed-in', auth };
    } catch (error) {
      console.error('Login check failed', error);
    }
    clearTokenCookie();
    await manager.removeUser();
    if (reloadSoon()) return { kind: 'redirecting' };
  }
  await redirectToSignIn(manager);
  return { kind: 'redirecting' };
}
