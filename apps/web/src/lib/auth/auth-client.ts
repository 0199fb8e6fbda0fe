import { UserManager, type User } from 'oidc-client-ts';
import { TOKEN_CHECK_INTERVAL_MS } from '@syna/contracts/constants';
import type { ClientConfig } from '@syna/contracts/client-config';
import { eventBus } from '@/lib/event-bus';
import { readStoredJson, STORAGE_KEYS, writeStoredJson } from '@/lib/storage';
import type { AuthActions } from './auth-context';
import { decideReload } from './reload-guard';
import { userManagerSettings } from './oidc-settings';
import { CALLBACK_PATH, safeReturnPath } from './return-path';
import { redirectToSignIn } from './sign-in-redirect';
import { clearTokenCookie, writeTokenCookie } from './token-cookie';
import { nowInSeconds, shouldRefreshBeforeCall, shouldRenewOnCheck } from './token-timing';

/** Delay before a sign-in reload, so the "not logged in" snackbar can be read. */
const RELOAD_DELAY_MS = 1_500;

export interface AuthClient extends AuthActions {
  /** Renews the token every 180 s when under 70 s remain; returns the stop function. */
  startTokenCheck(): () => void;
  /** Forgets the sign-in and reloads to sign in again; false when reloads are looping. */
  resetAndReload(): Promise<boolean>;
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

function createAuthClient(manager: UserManager, onLogoutFailure: (error: unknown) => void): AuthClient {
  let refreshing: Promise<User | null> | null = null;
  let resetting: Promise<boolean> | null = null;

  const refresh = (): Promise<User | null> => {
    refreshing ??= manager
      .signinSilent()
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

  manager.events.addUserLoaded((user) => writeTokenCookie(user.access_token));

  return {
    async getAccessToken() {
      let user = await manager.getUser();
      if (user && shouldRefreshBeforeCall(user.expires_at, nowInSeconds())) user = (await refresh()) ?? user;
      return user?.access_token ?? null;
    },
    startTokenCheck() {
      const timer = window.setInterval(() => {
        void manager.getUser().then((user) => {
          if (user && shouldRenewOnCheck(user.expires_at, nowInSeconds())) return refresh();
          return null;
        });
      }, TOKEN_CHECK_INTERVAL_MS);
      return () => window.clearInterval(timer);
    },
    async logout() {
      eventBus.emit('signOut', undefined);
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
        await manager.removeUser().catch(() => undefined);
        return reloadSoon();
      })();
      return resetting;
    },
  };
}

/**
 * The start-up login check. Finishes a sign-in coming back on /main/callback; keeps a
 * stored sign-in, refreshing it if it is about to expire (if that fails the cookie is cleared and
 * the page reloads); otherwise sends the browser to the issuer.
 */
export async function ensureSignedIn(
  config: ClientConfig,
  onLogoutFailure: (error: unknown) => void,
): Promise<SignInResult> {
  const manager = new UserManager(userManagerSettings(config, window.location.origin, window.sessionStorage));
  const auth = createAuthClient(manager, onLogoutFailure);
  if (window.location.pathname === CALLBACK_PATH) {
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
  if (user && !shouldRefreshBeforeCall(user.expires_at, nowInSeconds())) {
    writeTokenCookie(user.access_token);
    return { kind: 'signed-in', auth };
  }
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
