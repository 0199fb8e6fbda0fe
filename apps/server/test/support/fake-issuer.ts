import { createServer, type Server } from 'node:http';
import { randomUUID } from 'node:crypto';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWK, type JWTPayload } from 'jose';

interface SigningKey {
  kid: string;
  privateKey: CryptoKey;
  publicJwk: JWK;
}

async function newSigningKey(): Promise<SigningKey> {
  const { privateKey, publicKey } = await generateKeyPair('RS256', { extractable: true });
  const kid = randomUUID();
  return { kid, privateKey, publicJwk: { ...(await exportJWK(publicKey)), kid, alg: 'RS256', use: 'sig' } };
}

export interface FakeIssuer {
  /** The issuer identifier, as its discovery document states it. */
  issuer: string;
  /** How often the key set was fetched. */
  keySetFetches(): number;
  /** Signs a token with the current key; `typ` is the header's (RFC 9068: `at+jwt`). */
  sign(claims: JWTPayload, options?: { typ?: string; expiresInSeconds?: number }): Promise<string>;
  /** Replaces the signing key, as an issuer does when it rotates its keys. */
  rotateKeys(): Promise<void>;
  close(): Promise<void>;
}

/**
 * An issuer that serves only discovery and keys under a path (a Keycloak realm `/realms/{name}`,
 * an Entra tenant `/{tenant}/v2.0`), for tests of the API's token checks against such issuers.
 */
export async function startFakeIssuer(issuerPath: string): Promise<FakeIssuer> {
  let key = await newSigningKey();
  let fetches = 0;
  let issuer = '';
  const server: Server = createServer((request, response) => {
    const send = (body: unknown) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    if (request.url === `${issuerPath}/.well-known/openid-configuration`) {
      return send({
        issuer,
        jwks_uri: `${issuer}/keys`,
        authorization_endpoint: `${issuer}/auth`,
        token_endpoint: `${issuer}/token`,
        // On another origin, as an issuer's endpoints may be: the product's CSP must name it too.
        end_session_endpoint: `${issuer.replace('127.0.0.1', 'localhost')}/logout`,
      });
    }
    if (request.url === `${issuerPath}/keys`) {
      fetches += 1;
      return send({ keys: [key.publicJwk] });
    }
    response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  issuer = `http://127.0.0.1:${port}${issuerPath}`;
  return {
    issuer,
    keySetFetches: () => fetches,
    async sign(claims, options = {}) {
      const now = Math.floor(Date.now() / 1000);
      return (
        new SignJWT(claims)
          .setProtectedHeader({ alg: 'RS256', kid: key.kid, typ: options.typ ?? 'JWT' })
          .setIssuer(issuer)
          .setIssuedAt(now)
          // As long as a test user's embedded token (test-app.ts): only the expiry tests meet one expired.
          .setExpirationTime(now + (options.expiresInSeconds ?? 3600))
          .sign(key.privateKey)
      );
    },
    async rotateKeys() {
      key = await newSigningKey();
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
