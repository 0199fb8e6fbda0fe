// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  forgetSignIn,
  LOGIN_CHECK_RELOAD_WINDOW_MS,
  loginCheckSucceeded,
  reloadAfterFailedLoginCheck,
  SESSION_END_RELOAD_DELAY_MS,
  sessionEnd,
} from './session-end';
import { signInStorages } from './sign-in-storage';
import { writeTokenCookie } from './token-cookie';

const SIGN_IN_KEY = 'oidc.user:https://syna.example/oidc:syna-web';

/** A browser tab signed in (its sign-in in sessionStorage), beside an installed app's sign-in. */
function signedInStore(): Storage {
  window.sessionStorage.clear();
  window.localStorage.clear();
  window.sessionStorage.setItem(SIGN_IN_KEY, JSON.stringify({ access_token: 'token-1' }));
  window.sessionStorage.setItem('syna.other', 'kept');
  window.localStorage.setItem(SIGN_IN_KEY, JSON.stringify({ access_token: 'installed-token' }));
  writeTokenCookie('token-1');
  return window.sessionStorage;
}

const tokenCookie = () => document.cookie.match(/(?:^|; )JWT=([^;]*)/)?.[1] ?? null;

afterEach(() => vi.useRealTimers());

describe('a refused call whose sign-in cannot be renewed', () => {
  it('says once that the user is not logged in, then forgets the sign-in and reloads', () => {
    vi.useFakeTimers();
    const store = signedInStore();
    const showMessage = vi.fn();
    const reload = vi.fn();
    const end = sessionEnd({ showMessage, reload });

    end();
    end();
    expect(showMessage).toHaveBeenCalledOnce();
    vi.advanceTimersByTime(SESSION_END_RELOAD_DELAY_MS - 1);
    expect(reload).not.toHaveBeenCalled();
    expect(tokenCookie()).toBe('token-1');

    vi.advanceTimersByTime(1);
    expect(reload).toHaveBeenCalledOnce();
    expect(store.getItem(SIGN_IN_KEY)).toBeNull();
    expect(store.getItem('syna.other')).toBe('kept');
    expect(tokenCookie()).toBeNull();
    // The installed app's own sign-in on the same device is not this tab's to end.
    expect(window.localStorage.getItem(SIGN_IN_KEY)).not.toBeNull();
  });
});

describe('signing out', () => {
  it('forgets the sign-in in both storages, the installed app’s and the tab’s', () => {
    const store = signedInStore();
    forgetSignIn(signInStorages());
    expect(store.getItem(SIGN_IN_KEY)).toBeNull();
    expect(window.localStorage.getItem(SIGN_IN_KEY)).toBeNull();
    expect(store.getItem('syna.other')).toBe('kept');
    expect(tokenCookie()).toBeNull();
  });
});

describe('a failed login check', () => {
  it('clears the token and reloads', () => {
    const store = signedInStore();
    const reload = vi.fn();
    expect(reloadAfterFailedLoginCheck({ store, reload, now: 1_000_000 })).toBe(true);
    expect(reload).toHaveBeenCalledOnce();
    expect(store.getItem(SIGN_IN_KEY)).toBeNull();
    expect(tokenCookie()).toBeNull();
  });

  it('shows the error instead when it fails again right after that reload, and reloads again later', () => {
    const store = signedInStore();
    const reload = vi.fn();
    reloadAfterFailedLoginCheck({ store, reload, now: 1_000_000 });
    expect(reloadAfterFailedLoginCheck({ store, reload, now: 1_000_500 })).toBe(false);
    expect(reload).toHaveBeenCalledOnce();
    // A reload by hand tries again.
    expect(reloadAfterFailedLoginCheck({ store, reload, now: 1_001_000 })).toBe(true);
    expect(
      reloadAfterFailedLoginCheck({ store, reload, now: 1_001_000 + LOGIN_CHECK_RELOAD_WINDOW_MS }),
    ).toBe(true);
    expect(reload).toHaveBeenCalledTimes(3);
  });

  it('reloads again once a check has succeeded since', () => {
    const store = signedInStore();
    const reload = vi.fn();
    reloadAfterFailedLoginCheck({ store, reload, now: 1_000_000 });
    loginCheckSucceeded(store);
    expect(reloadAfterFailedLoginCheck({ store, reload, now: 1_000_500 })).toBe(true);
  });
});
