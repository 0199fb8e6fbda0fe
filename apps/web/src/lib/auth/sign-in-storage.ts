/**
 * Where the sign-in is kept. The installed app keeps it in localStorage: the phone may close the
 * app at any time, and one reopened without a network (in a cellar) must still find its sign-in to
 * show the assignments kept offline, since signing in needs the issuer. A browser tab keeps it in
 * sessionStorage, for that tab only, as a shared computer's browser should.
 */
export interface SignInEnvironment {
  matchMedia?: (query: string) => { matches: boolean };
  /** iOS Safari's carries `standalone`. */
  navigator: object;
  localStorage: Storage;
  sessionStorage: Storage;
}

/**
 * The display modes an installed app runs in: the manifest's `standalone`, or `minimal-ui` where a
 * browser falls back from it. Not `fullscreen`, which a browser tab is in too after F11.
 */
const INSTALLED_DISPLAY_MODES = '(display-mode: standalone), (display-mode: minimal-ui)';

/** Whether the staff app runs installed (opened from the home screen), not in a browser tab. */
export function runsInstalled(environment: SignInEnvironment = window): boolean {
  // iOS Safari's own sign of a home-screen app, which older versions give instead of the media query.
  return (
    (environment.navigator as { standalone?: unknown }).standalone === true ||
    !!environment.matchMedia?.(INSTALLED_DISPLAY_MODES).matches
  );
}

/** The storage that keeps the sign-in of this window (see above). */
export function signInStorage(environment: SignInEnvironment = window): Storage {
  return runsInstalled(environment) ? environment.localStorage : environment.sessionStorage;
}

/** Both storages a sign-in may be kept in: signing out or ending a sign-in clears it in both. */
export function signInStorages(environment: SignInEnvironment = window): Storage[] {
  return [environment.localStorage, environment.sessionStorage];
}
