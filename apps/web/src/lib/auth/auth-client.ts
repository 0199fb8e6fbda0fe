import type { User } from 'oidc-client-ts';
import { TOKEN_CHECK_INTERVAL_MS } from '@syna/contracts/constants';
import type { ClientConfig } from '@syna/contracts/client-config';
import type { SignInRefusal } from '@syna/contracts/sign-in';
import { eventBus } from '@/lib/event-bus';
import type { AuthActions } from './auth-context';
import { CALLBACK_PATH, safeReturnPath } from './return-path';
import { signOutRequest } from './sign-in-requests';
import { eraseDeviceData } from './sign-out-erasers';
import { signInStorage, signInStorages } from './sign-in-storage';
import { readStoredSignIn } from './stored-sign-in';
import { writeTokenCookie } from './token-cookie';
import type { SignInKeeper } from './sign-in-redirect';
import { forgetSignIn } from './session-end';
import { nowInSeconds, shouldRefreshBeforeCall, shouldRenewOnCheck } from './token-timing';
import { isOffline } from '@/lib/pwa/network';

export interface AuthClient extends AuthActions {
  /** Renews the token every 180 s when under 70 s remain; returns the stop function. */
  startTokenCheck(): () => void;
  /** Renews the token whatever its time says (the server refused it); null when that is impossible. */
  renewAccessToken(): Promise<string | null>;
  /** Signs in again when the sign-in could not be renewed, coming back to the same page. */
  signInAgain(): Promise<void>;
  /** Loads the sign-in library in the background, so that renewal and sign-out need not wait for it. */
  prepare(): void;
  /** Who is signed in (the ID token's `sub`), null if unknown. */
  subject(): string | null;
}

export type SignInResult =
  | {
      kind: 'signed-in';
      auth: AuthClient;
      /** The ID token of a sign-in that has just completed (not of a kept one). */
      completedIdToken?: string;
    }
  | { kind: 'redirecting' }
  /** The issuer sent the sign-in back with an error: shown to the person, who may try again. */
  | { kind: 'refused'; refusal: SignInRefusal; returnTo: string };

/**
 * The kept sign-in's keeper (sign-in-redirect.ts, with the sign-in library), made once: a kept
 * sign-in shows the first page without it, and it loads when a token must be renewed or the user
 * signs out.
 */
function keeperLoader(config: ClientConfig): () => Promise<SignInKeeper> {
  let loading: Promise<SignInKeeper> | null = null;
  return () =>
    (loading ??= import('./sign-in-redirect').then(({ createSignInKeeper }) => createSignInKeeper(config)));
}

function createAuthClient(
  config: ClientConfig,
  loadKeeper: () => Promise<SignInKeeper>,
  onLogoutFailure: (error: unknown) => void,
): AuthClient {
  let refreshing: Promise<User | null> | null = null;
  // Reading the sign-in where the library keeps it needs no library.
  const storedSignIn = () => readStoredSignIn(config, signInStorage());

  // One renewal at a time, whoever asks: refresh tokens rotate, so a second use would fail. A
  // sign-in without a refresh token, or one forgotten by signing out, is not renewed here: the
  // next call's 401 ends the session.
  const refresh = (): Promise<User | null> => {
    if (!storedSignIn()?.renewable) return Promise.resolve(null);
    refreshing ??= Promise.all([loadKeeper(), import('./sign-in-redirect')])
      .then(([keeper, { renewSignIn }]) => renewSignIn(keeper, config))
      .catch((error: unknown) => {
        // Revoked, expired or unreachable: only logged; the call the server refuses ends the session.
        console.warn('The sign-in could not be renewed', error);
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
    async renewAccessToken() {
      return (await refresh())?.access_token ?? null;
    },
    startTokenCheck() {
      const check = () => {
        const stored = storedSignIn();
        if (stored && shouldRenewOnCheck(stored.expires_at, nowInSeconds())) void refresh();
      };
      const timer = window.setInterval(check, TOKEN_CHECK_INTERVAL_MS);
      // A sign-in that expired without a network is renewed as soon as the network is back.
      window.addEventListener('online', check);
      return () => {
        window.clearInterval(timer);
        window.removeEventListener('online', check);
      };
    },
    async logout() {
      eventBus.emit('signOut', undefined);
      await eraseDeviceData();
      const keeper = await loadKeeper();
      try {
        // Revoked here, so the sign-out holds even where the issuer's session end is not reached.
        await keeper.revokeRefreshToken();
      } catch (error) {
        // Some issuers (Microsoft Entra) revoke nothing on request: ending their session must do.
        console.warn('The refresh token could not be revoked', error);
      }
      // After the revocation, which stores the user again and with it the cookie; in both storages,
      // so that neither a tab nor the installed app keeps a sign-in the person has left.
      const idToken = (await keeper.getUser())?.id_token;
      forgetSignIn(signInStorages());
      try {
        // With the ID token as hint, so the embedded issuer ends its session without asking.
        await keeper.signoutRedirect(signOutRequest(idToken));
      } catch (error) {
        onLogoutFailure(error);
        window.location.assign('/');
      }
    },
    async signInAgain() {
      const { redirectToSignIn } = await import('./sign-in-redirect');
      // The sign-in comes back to the page the user is on.
      forgetSignIn();
      await redirectToSignIn(config);
    },
    prepare() {
      // A failure shows when the library is needed (renewal logs it, sign-out reports it).
      loadKeeper().catch(() => undefined);
    },
    subject() {
      return storedSignIn()?.subject ?? null;
    },
  };
}

/**
 * The start-up login check. Keeps a stored sign-in with time left, without loading the sign-in
 * library; finishes a sign-in coming back on /main/callback, or answers the issuer's refusal of it;
 * renews a stored sign-in that has expired or is about to (once online: offline it is kept); otherwise (or when it cannot be
 * renewed) sends the browser to the issuer, which brings it back to the same page. The app loads
 * once either way: it never reloads to find out.
 */
export async function ensureSignedIn(
  config: ClientConfig,
  onLogoutFailure: (error: unknown) => void,
): Promise<SignInResult> {
  const onCallback = window.location.pathname === CALLBACK_PATH;
  const stored = onCallback ? null : readStoredSignIn(config, signInStorage());
  // Without a network an expired sign-in is kept too: renewal waits for the network (the token
  // check renews it once online), and the app opens on what the device keeps.
  if (stored && (!shouldRefreshBeforeCall(stored.expires_at, nowInSeconds()) || isOffline())) {
    writeTokenCookie(stored.access_token);
    return { kind: 'signed-in', auth: createAuthClient(config, keeperLoader(config), onLogoutFailure) };
  }

  const { finishSignIn, redirectToSignIn, signInRefusalOf } = await import('./sign-in-redirect');
  const auth = createAuthClient(config, keeperLoader(config), onLogoutFailure);
  if (onCallback) {
    try {
      const user = await finishSignIn(config);
      const returnTo = (user.state as { returnTo?: unknown } | undefined)?.returnTo;
      window.history.replaceState(null, '', safeReturnPath(returnTo));
      return { kind: 'signed-in', auth, completedIdToken: user.id_token };
    } catch (error) {
      const refused = signInRefusalOf(error);
      if (refused) return { kind: 'refused', ...refused };
      // A reloaded or revisited callback has no pending state; a valid sign-in simply carries on.
      const existing = readStoredSignIn(config, signInStorage());
      if (!existing || (existing.expires_at ?? Infinity) <= nowInSeconds()) throw error;
      writeTokenCookie(existing.access_token);
      window.history.replaceState(null, '', safeReturnPath(undefined));
      return { kind: 'signed-in', auth };
    }
  }

  // Renewed when it can be (refresh() asks for a refresh token), otherwise signed in afresh.
  if (await auth.renewAccessToken()) return { kind: 'signed-in', auth };
  forgetSignIn();
  await redirectToSignIn(config);
  return { kind: 'redirecting' };
}
