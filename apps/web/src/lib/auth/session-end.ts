import { signInStorage } from './sign-in-storage';
import { STORED_USER_PREFIX } from './stored-sign-in';
import { clearTokenCookie } from './token-cookie';

/** How long "Du är inte inloggad" shows before the page reloads to sign in again. */
export const SESSION_END_RELOAD_DELAY_MS = 2_000;

/**
 * A failed login check reloads once; failing again within this time after that reload, it shows
 * the error screen instead (an issuer that cannot be reached would otherwise reload for ever).
 */
export const LOGIN_CHECK_RELOAD_WINDOW_MS = 60_000;
const LOGIN_CHECK_RELOADED_KEY = 'syna.loginCheckReloadedAt';

/**
 * Forgets the sign-in: the `JWT` cookie and the sign-in the sign-in library keeps, where this
 * window keeps it (src/lib/auth/sign-in-storage.ts) or in all `stores` (signing out names both).
 */
export function forgetSignIn(stores: readonly Storage[] = [signInStorage()]): void {
  clearTokenCookie();
  for (const store of stores) {
    const keys = Array.from({ length: store.length }, (_, index) => store.key(index));
    for (const key of keys) if (key?.startsWith(STORED_USER_PREFIX)) store.removeItem(key);
  }
}

export interface SessionEndEffects {
  /** Shows the "not logged in" message (the red snackbar). */
  showMessage(): void;
  reload(): void;
  delayMs?: number;
}

/**
 * What the app does when the server refuses a call and the sign-in cannot be renewed: says once
 * that the user is not logged in, however many calls were refused together, then forgets the
 * sign-in and reloads; the reload signs in again and comes back to the same page.
 */
export function sessionEnd({
  showMessage,
  reload,
  delayMs = SESSION_END_RELOAD_DELAY_MS,
}: SessionEndEffects): () => void {
  let ending = false;
  return () => {
    if (ending) return;
    ending = true;
    showMessage();
    setTimeout(() => {
      forgetSignIn();
      reload();
    }, delayMs);
  };
}

export interface LoginCheckFailure {
  /** The tab's own storage (sessionStorage), which remembers the reload. */
  store: Storage;
  reload(): void;
  now?: number;
}

/**
 * The start-up login check failed (the sign-in could not be finished or begun): the first time,
 * the token is cleared and the page reloads, which starts the sign-in afresh. Answers false,
 * reloading nothing, when it failed again right after such a reload: the caller shows the error.
 */
export function reloadAfterFailedLoginCheck({ store, reload, now = Date.now() }: LoginCheckFailure): boolean {
  const reloadedAt = Number(store.getItem(LOGIN_CHECK_RELOADED_KEY) ?? Number.NaN);
  if (now - reloadedAt < LOGIN_CHECK_RELOAD_WINDOW_MS) {
    // A reload by hand tries again.
    store.removeItem(LOGIN_CHECK_RELOADED_KEY);
    return false;
  }
  forgetSignIn();
  store.setItem(LOGIN_CHECK_RELOADED_KEY, String(now));
  reload();
  return true;
}

/** The login check succeeded: a later failure reloads again. */
export function loginCheckSucceeded(store: Storage): void {
  store.removeItem(LOGIN_CHECK_RELOADED_KEY);
}
