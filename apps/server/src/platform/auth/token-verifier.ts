import { createLocalJWKSet, createRemoteJWKSet, jwtVerify, type JWK, type JWTVerifyGetKey } from 'jose';
import { unauthorized } from '../http/problem.ts';

/** The claims the product reads from a verified access token. */
export interface VerifiedClaims {
  sub: string;
  email?: string;
  name?: string;
  given_name?: string;
  family_name?: string;
  picture?: string;
  sid?: string;
  azp?: string;
  exp?: number;
}

export interface TokenVerifier {
  /** Resolves the token's claims, or throws a 401 problem. */
  verify(token: string): Promise<VerifiedClaims>;
}

interface VerifierOptions {
  issuer: string;
  /** Checked against `aud` when set; otherwise `azp` must be the client id (Keycloak's default tokens). */
  audience: string | null;
  clientId: string;
  keys: JWTVerifyGetKey;
}

/** One verification path for both issuers: signature (JWKS), issuer, audience, expiry. */
export function createTokenVerifier(options: VerifierOptions): TokenVerifier {
  return {
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, options.keys, {
          issuer: options.issuer,
          ...(options.audience ? { audience: options.audience } : {}),
          algorithms: ['RS256', 'PS256', 'ES256', 'EdDSA'],
          requiredClaims: ['sub', 'exp'],
        });
        if (!options.audience && payload.azp !== options.clientId) throw new Error('wrong authorized party');
        return payload as unknown as VerifiedClaims;
      } catch {
        throw unauthorized('Inloggningen är ogiltig eller har gått ut');
      }
    },
  };
}

export const localKeys = (publicJwks: JWK[]): JWTVerifyGetKey => createLocalJWKSet({ keys: publicJwks });

/** Keys of an external issuer, found through its discovery document on first use. */
export function discoveredKeys(issuer: string): JWTVerifyGetKey {
  let keys: Promise<JWTVerifyGetKey> | null = null;
  const discover = async (): Promise<JWTVerifyGetKey> => {
    const response = await fetch(`${issuer.replace(/\/$/, '')}/.well-known/openid-configuration`);
    if (!response.ok) throw new Error(`OIDC discovery failed with ${response.status}`);
    const document = (await response.json()) as { jwks_uri: string };
    return createRemoteJWKSet(new URL(document.jwks_uri));
  };
  return async (header, token) => {
    keys ??= discover().catch((error: unknown) => {
      keys = null;
      throw error;
    });
    return (await keys)(header, token);
  };
}

/** Reads the bearer token from the Authorization header, or from the `JWT` cookie (sockets, images). */
export function extractToken(
  authorization: string | undefined,
  cookieToken: string | undefined,
): string | null {
  const match = authorization?.match(/^Bearer\s+(\S+)$/i);
  return match?.[1] ?? cookieToken ?? null;
}
