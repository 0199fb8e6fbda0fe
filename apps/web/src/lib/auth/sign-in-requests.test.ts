import { afterEach, describe, expect, it, vi } from 'vitest';
import { OidcClient, WebStorageStateStore } from 'oidc-client-ts';
import type { ClientConfig } from '@syna/contracts/client-config';
import { oidcClientSettings } from './oidc-settings';
import { refreshRequest, signInRequest, signOutRequest } from './sign-in-requests';
import { memoryStorage } from './test-storage';

const ISSUER = 'https://sso.example.se/api/oidc';
const ORIGIN = 'https://syna.example.se';

const configWith = (extraAuthParams: Record<string, string>): ClientConfig => ({
  oidc: { authority: ISSUER, clientId: 'syna-web', scope: 'openid profile email', extraAuthParams },
  version: 'test',
});

/** The sign-in library's client as the app configures it, against a known issuer. */
function clientFor(config: ClientConfig): OidcClient {
  return new OidcClient({
    ...oidcClientSettings(config, ORIGIN),
    // Where the pending request (its nonce, its PKCE verifier) waits for the callback.
    stateStore: new WebStorageStateStore({ store: memoryStorage() }),
    metadata: {
      issuer: ISSUER,
      authorization_endpoint: `${ISSUER}/auth`,
      token_endpoint: `${ISSUER}/token`,
      end_session_endpoint: `${ISSUER}/end_session`,
    },
  });
}

const unsignedJwt = (claims: Record<string, unknown>) =>
  [{ alg: 'none' }, claims].map((part) => btoa(JSON.stringify(part)).replace(/=+$/, '')).join('.') + '.';

/** The issuer's token endpoint, answering with an ID token carrying `nonce`. */
function tokenEndpointAnswering(nonce: string | undefined) {
  const now = Math.floor(Date.now() / 1000);
  const idToken = unsignedJwt({ iss: ISSUER, sub: 'kim', aud: 'syna-web', iat: now, exp: now + 60, nonce });
  vi.stubGlobal(
    'fetch',
    vi.fn(async () =>
      Response.json({ access_token: 'at', token_type: 'Bearer', expires_in: 60, id_token: idToken }),
    ),
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the authorization request', () => {
  it('carries a fresh nonce and a state each time, with PKCE', async () => {
    const client = clientFor(configWith({}));
    const urls = await Promise.all(
      [1, 2].map(
        async () => new URL((await client.createSigninRequest(signInRequest(configWith({}), '/'))).url),
      ),
    );
    for (const url of urls) {
      expect(url.searchParams.get('nonce')).toMatch(/^[0-9a-f]{64}$/);
      expect(url.searchParams.get('state')).toBeTruthy();
      expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    }
    expect(urls[0]!.searchParams.get('nonce')).not.toBe(urls[1]!.searchParams.get('nonce'));
  });

  it('adds the configured extra parameters', async () => {
    const config = configWith({ resource: 'https://syna.example', audience: 'syna-api' });
    const request = await clientFor(config).createSigninRequest(signInRequest(config, '/'));
    const url = new URL(request.url);
    expect(url.searchParams.get('resource')).toBe('https://syna.example');
    expect(url.searchParams.get('audience')).toBe('syna-api');
  });

  it('accepts the ID token that carries its nonce back, and refuses one that does not', async () => {
    const config = configWith({});
    const client = clientFor(config);
    const signIn = async () => {
      const url = new URL((await client.createSigninRequest(signInRequest(config, '/main/x'))).url);
      return {
        nonce: url.searchParams.get('nonce')!,
        callback: `${ORIGIN}/main/callback?code=c&state=${url.searchParams.get('state')}`,
      };
    };

    const matching = await signIn();
    tokenEndpointAnswering(matching.nonce);
    const response = await client.processSigninResponse(matching.callback);
    expect(response.userState).toEqual({ returnTo: '/main/x' });

    for (const nonce of ['another-requests-nonce', undefined]) {
      const other = await signIn();
      tokenEndpointAnswering(nonce);
      await expect(client.processSigninResponse(other.callback)).rejects.toThrow(/nonce/);
    }
  });
});

describe('the renewal', () => {
  it('asks for the configured resource again, and for nothing else', () => {
    expect(refreshRequest(configWith({ resource: 'https://syna.example', audience: 'a' }))).toEqual({
      resource: 'https://syna.example',
    });
    expect(refreshRequest(configWith({ audience: 'a' }))).toEqual({});
  });
});

describe('the end-session request', () => {
  it('carries the ID token as hint and a state, returns to the app, and no sign-in parameters', async () => {
    const config = configWith({ resource: 'https://syna.example' });
    const request = await clientFor(config).createSignoutRequest({
      ...signOutRequest('the-id-token'),
    });
    const url = new URL(request.url);
    expect(url.searchParams.get('id_token_hint')).toBe('the-id-token');
    expect(url.searchParams.get('state')).toBeTruthy();
    expect(url.searchParams.get('post_logout_redirect_uri')).toBe(`${ORIGIN}/`);
    expect(url.searchParams.has('resource')).toBe(false);
  });
});
