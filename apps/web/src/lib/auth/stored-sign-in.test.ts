import { describe, expect, it } from 'vitest';
import { mayBeSignedIn } from './stored-sign-in';

/** A sessionStorage holding the given keys. */
function storeWith(...keys: string[]): Storage {
  const values = new Map(keys.map((key) => [key, '{}']));
  return {
    get length() {
      return values.size;
    },
    key: (index: number) => [...values.keys()][index] ?? null,
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    removeItem: (key: string) => void values.delete(key),
    clear: () => values.clear(),
  };
}

describe('mayBeSignedIn', () => {
  it('loads the app for a tab with a stored sign-in of any issuer', () => {
    const store = storeWith('syna.reloads', 'oidc.user:http://localhost/oidc:syna-web');
    expect(mayBeSignedIn({ pathname: '/main/firm-1' }, store)).toBe(true);
  });

  it('loads the app to finish a sign-in coming back on the callback', () => {
    expect(mayBeSignedIn({ pathname: '/main/callback' }, storeWith())).toBe(true);
  });

  it('loads only the redirect for a tab without a sign-in, even with a pending sign-in state', () => {
    const store = storeWith('syna.reloads', 'oidc.5f0c2a', 'oidc.user-like');
    expect(mayBeSignedIn({ pathname: '/main/' }, store)).toBe(false);
  });
});
