import { describe, expect, it } from 'vitest';
import type { ClientConfig } from '@syna/contracts/client-config';
import { mayBeSignedIn, readStoredSignIn } from './stored-sign-in';
import { memoryStorage } from './test-storage';

/** A sessionStorage holding the given keys. */
const storeWith = (...keys: string[]) => memoryStorage(Object.fromEntries(keys.map((key) => [key, '{}'])));

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

describe('readStoredSignIn', () => {
  const config = { oidc: { authority: 'http://localhost/oidc', clientId: 'syna-web' } } as ClientConfig;
  const key = 'oidc.user:http://localhost/oidc:syna-web';
  const storeHolding = (value: string) => {
    const store = storeWith();
    store.setItem(key, value);
    return store;
  };

  it('reads the token and its expiry that oidc-client-ts stored for this issuer and client', () => {
    const store = storeHolding(
      JSON.stringify({
        access_token: 'token-1',
        expires_at: 1_800_000_000,
        id_token: 'x',
        refresh_token: 'r',
        profile: { sub: 'user-7' },
      }),
    );
    expect(readStoredSignIn(config, store)).toEqual({
      access_token: 'token-1',
      expires_at: 1_800_000_000,
      renewable: true,
      subject: 'user-7',
    });
    // Without a refresh token the sign-in cannot be renewed (only a hidden frame could, which the CSP forbids).
    expect(readStoredSignIn(config, storeHolding(JSON.stringify({ access_token: 'token-2' })))).toEqual({
      access_token: 'token-2',
      renewable: false,
      subject: null,
    });
  });

  it('finds nothing for another client, without a token, or in a damaged entry', () => {
    const other = storeWith();
    other.setItem('oidc.user:http://localhost/oidc:other', JSON.stringify({ access_token: 'token-1' }));
    expect(readStoredSignIn(config, other)).toBeNull();
    expect(readStoredSignIn(config, storeHolding(JSON.stringify({ expires_at: 1 })))).toBeNull();
    expect(readStoredSignIn(config, storeHolding('{not json'))).toBeNull();
  });
});
