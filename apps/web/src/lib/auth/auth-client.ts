import { UserManager, type User } from 'oidc-client-ts';
import { TOKEN_CHECK_INTERVAL_MS } from '@syna/contracts/constants';
import type { ClientConfig } from '@syna/contracts/client-config';
import { eventBus } from '@/lib/event-bus';
import type { AuthActions } from './auth-context';
import { userManagerSettings } from './oidc-settings';
import { CALLBACK_PATH, safeReturnPath } from './return-path';
import { redirectToSignIn } from './sign-in-redirect';
import { clearTokenCookie, writeTokenCookie } from './token-cookie';
import { nowInSeconds, shouldRefreshBeforeCall, shouldRenewOnCheck } from './token-timing';

export interface AuthClient extends AuthActions {
  /** Renews the token every 180 s when under 70 s remain; returns the stop function. */
  startTokenCheck(): () => void;
  /** Renews the token whatever its time says (the server refused it); null when that is impossible. */
  renewAccessToken(): Promise<string | null>;
}

export type SignInResult =
  | {
      kind: 'signed-in';
      auth: AuthClient;
      /** The ID token of a sign-in that has just completed (not of a kept one). */
      completedIdToken?: string;
    }
  | { kind: 'redirecting' };

function createAuthClient(manager: UserManager, onLogoutFailure: (error: unknown) => void): AuthClient {
  let refreshing: Promise<User | null> | null = null;

  // One renewal at a time, whoever asks: refresh tokens rotate, so a second use would fail.
  const refresh = (): Promise<User | null> => {
    refreshing ??= manager
      .signinSilent()
      .catch((error: unknown) => {
        // Revoked, expired or unreachable: the caller's next call finds out and asks to sign in.
        console.warn('The sign-in could not be renewed', error);
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
    async renewAccessToken() {
      return (await refresh())?.access_token ?? null;
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
    async signInAgain() {
      // The sign-in comes back to the page the user is on.
      await manager.removeUser().catch(() => undefined);
      await redirectToSignIn(manager);
    },
  };
}

/**
 * The start-up login check. Finishes a sign-in coming back on /main/callback; keeps a
 * stored sign-in, renewing it first if it has expired or is about to; otherwise (or when it cannot
 * be renewed) sends the browser to the issuer, which brings it back to the same page. The app
 * loads once either way: it never reloads to find out.
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
  if (user?.refresh_token && (await auth.renewAccessToken())) return { kind: 'signed-in', auth };
  if (user) await manager.removeUser();
  await redirectToSignIn(manager);
  return { kind: 'redirecting' };
}
