import { describe, expect, it } from 'vitest';
import { runsInstalled, signInStorage, signInStorages, type SignInEnvironment } from './sign-in-storage';
import { memoryStorage } from './test-storage';

/** A window whose display mode is `displayMode`, as the browser reports it to media queries. */
function windowIn(displayMode: string | null, navigator: object = {}): SignInEnvironment {
  return {
    ...(displayMode === null
      ? {}
      : {
          // A list of queries matches when any of them does, as the browser's matchMedia does.
          matchMedia: (query: string) => ({
            matches: query.split(',').some((part) => part.includes(`: ${displayMode})`)),
          }),
        }),
    navigator,
    localStorage: memoryStorage({ kind: 'local' }),
    sessionStorage: memoryStorage({ kind: 'session' }),
  };
}

const kindOf = (store: Storage) => store.getItem('kind');

describe('where the sign-in is kept', () => {
  it('keeps it across restarts (localStorage) when the app runs installed', () => {
    for (const mode of ['standalone', 'minimal-ui']) {
      const installed = windowIn(mode);
      expect(runsInstalled(installed)).toBe(true);
      expect(kindOf(signInStorage(installed))).toBe('local');
    }
    // iOS tells a home-screen app by `navigator.standalone`.
    expect(kindOf(signInStorage(windowIn('browser', { standalone: true })))).toBe('local');
  });

  it('keeps it for the tab only (sessionStorage) in a browser tab, fullscreen too', () => {
    for (const environment of [
      windowIn('browser'),
      // A tab after F11: the manifest never asks for fullscreen.
      windowIn('fullscreen'),
      windowIn('browser', { standalone: false }),
      // A browser without matchMedia.
      windowIn(null),
    ]) {
      expect(runsInstalled(environment)).toBe(false);
      expect(kindOf(signInStorage(environment))).toBe('session');
    }
  });

  it('names both storages for forgetting a sign-in, whichever the window uses', () => {
    expect(signInStorages(windowIn('browser')).map(kindOf)).toEqual(['local', 'session']);
    expect(signInStorages(windowIn('standalone')).map(kindOf)).toEqual(['local', 'session']);
  });
});
