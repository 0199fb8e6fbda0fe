import type { FastifyBaseLogger } from 'fastify';
import { LRUCache } from 'lru-cache';
import {
  createLocalJWKSet,
  errors as joseErrors,
  jwtVerify,
  type JWK,
  type JWTHeaderParameters,
  type JWTPayload,
  type JWTVerifyGetKey,
} from 'jose';
import { badRequest, unauthorized } from '../http/problem.ts';

/** The claims the product reads from a verified access token. */
export interface VerifiedClaims {
  /**
   * The issuer that vouches for `sub`, as users are keyed: an external issuer's identifier, or
   * `EMBEDDED_ISSUER` for the embedded one (whose identifier follows the address it is reached at).
   */
  issuer: string;
  sub: string;
  email?: string;
  /** True (or `"true"`) when the issuer has verified `email`; anything else counts as unverified. */
  email_verified?: boolean | string;
  name?: string;
  given_name?: string;
  family_name?: string;
  picture?: string;
  sid?: string;
  azp?: string;
  exp?: number;
}

/** Where a token is presented: the address (which names the embedded issuer) and the request's log. */
export interface TokenRequest {
  publicUrl: string;
  log: FastifyBaseLogger;
}

export interface TokenVerifier {
  /** Resolves the claims of an access token presented at `publicUrl`, or throws a 401 problem. */
  verify(token: string, request: TokenRequest): Promise<VerifiedClaims>;
  /**
   * Resolves the claims of an ID token the staff app received for `subject` (issued to our client),
   * or throws a 400 problem.
   */
  verifyIdToken(token: string, request: TokenRequest, subject: string): Promise<VerifiedClaims>;
}

/**
 * Whom the API trusts: the issuer identifier expected at an address, and its keys (an external
 * issuer's `DiscoveredIssuer` is one).
 */
export interface TrustedIssuer {
  /** The `iss` values accepted at `publicUrl`. */
  issuer(publicUrl: string): string | string[] | Promise<string>;
  keys: JWTVerifyGetKey;
  /** The name users are keyed by when it is not the token's `iss` (the embedded issuer's). */
  name?: string;
}

/** The name of the embedded issuer in the users' keys, at whichever address it signed. */
export const EMBEDDED_ISSUER = 'embedded';

interface VerifierOptions {
  trusted: TrustedIssuer;
  /** Checked against `aud` when set; otherwise the token's client (`azp`/`client_id`) must be ours. */
  audience: string | null;
  clientId: string;
}

/** Why a token was refused: logged (never the token), so an operator can fix the configuration. */
export type RefusalReason =
  | 'malformed'
  | 'wrong issuer'
  | 'wrong audience'
  | 'wrong client'
  | 'expired'
  | 'not yet valid'
  | 'missing claim'
  | 'unknown key'
  | 'bad signature'
  | 'algorithm not allowed'
  | 'not an access token'
  | 'not an ID token'
  | 'another subject'
  | 'issuer unreachable';

class TokenRefused extends Error {
  constructor(readonly reason: RefusalReason) {
    super(reason);
  }
}

function refusalReason(error: unknown): RefusalReason {
  if (error instanceof TokenRefused) return error.reason;
  if (error instanceof joseErrors.JWTExpired) return 'expired';
  if (error instanceof joseErrors.JWTClaimValidationFailed) {
    if (error.claim === 'iss') return 'wrong issuer';
    if (error.claim === 'aud') return 'wrong audience';
    if (error.claim === 'nbf' || error.claim === 'iat') return 'not yet valid';
    return 'missing claim';
  }
  if (error instanceof joseErrors.JWKSNoMatchingKey) return 'unknown key';
  if (error instanceof joseErrors.JWSSignatureVerificationFailed) return 'bad signature';
  if (error instanceof joseErrors.JOSEAlgNotAllowed) return 'algorithm not allowed';
  const malformed = [joseErrors.JWSInvalid, joseErrors.JWTInvalid, joseErrors.JOSENotSupported];
  if (malformed.some((kind) => error instanceof kind)) return 'malformed';
  // Discovery or the key set could not be had (down, timed out, answering nonsense).
  return 'issuer unreachable';
}

const ACCESS_TOKEN_TYPES = new Set(['at+jwt', 'application/at+jwt']);

/**
 * Whether a verified token is an access token, so an ID token (signed by the same issuer, often
 * for the same client) is never taken as an API bearer: RFC 9068's `typ` header, Keycloak's
 * `typ: Bearer` claim, or Entra's delegated scopes (`scp`), which its ID tokens never carry.
 */
function isAccessToken(header: JWTHeaderParameters, payload: JWTPayload): boolean {
  if (typeof header.typ === 'string' && ACCESS_TOKEN_TYPES.has(header.typ.toLowerCase())) return true;
  if (payload.typ !== undefined) return payload.typ === 'Bearer';
  return typeof payload.scp === 'string';
}

/** The client a token was issued to: `azp` (OpenID Connect, Keycloak, Entra v2) or `client_id` (RFC 9068). */
const clientOf = (payload: JWTPayload) => payload.azp ?? payload.client_id ?? payload.appid;

/** The access tokens kept verified: a client sends the same one on every call until it renews it. */
const KEPT_TOKENS = 10_000;

/**
 * One verification path for both issuers: signature (JWKS), the exact issuer, audience (or, without
 * one, our client), expiry, and that the token is an access token. A refused token is logged with
 * its reason at `warn`.
 *
 * An access token once verified at an address is kept with its claims and taken again without its
 * signature checked until it expires (every use checks the expiry, as `jwtVerify` does): the
 * signature check costs a light request more than validating and serialising its page, and nothing
 * else about the token can change. A key the issuer withdraws therefore stops counting in this process only once the tokens
 * it signed expire, as it does anyway while the key set is cached.
 */
export function createTokenVerifier(options: VerifierOptions): TokenVerifier {
  const { trusted, audience, clientId } = options;
  const verifiedTokens = new LRUCache<string, VerifiedClaims>({ max: KEPT_TOKENS });

  /** Signature, issuer, audience and expiry, then `refusal`'s own checks; a refusal is logged as `kind`. */
  async function verified(
    token: string,
    request: TokenRequest,
    check: {
      kind: 'access token' | 'ID token';
      audience: string | null;
      refusal(header: JWTHeaderParameters, payload: JWTPayload): RefusalReason | null;
      problem(): Error;
    },
  ): Promise<VerifiedClaims> {
    let issuer: string | string[] | undefined;
    try {
      issuer = await trusted.issuer(request.publicUrl);
      const { payload, protectedHeader } = await jwtVerify(token, trusted.keys, {
        issuer,
        ...(check.audience ? { audience: check.audience } : {}),
        algorithms: ['RS256', 'PS256', 'ES256', 'EdDSA'],
        requiredClaims: ['sub', 'exp'],
      });
      const refusal = check.refusal(protectedHeader, payload);
      if (refusal) throw new TokenRefused(refusal);
      return { ...(payload as unknown as VerifiedClaims), issuer: trusted.name ?? String(payload.iss) };
    } catch (error) {
      const reason = refusalReason(error);
      request.log.warn(
        { reason, expectedIssuer: issuer, ...(reason === 'issuer unreachable' ? { err: error } : {}) },
        `${check.kind} refused`,
      );
      throw check.problem();
    }
  }

  return {
    async verify(token, request) {
      const key = `${request.publicUrl}\u0000${token}`;
      const kept = verifiedTokens.get(key);
      if (kept && kept.exp! * 1000 > Date.now()) return kept;
      const claims = await verified(token, request, {
        kind: 'access token',
        audience,
        refusal: (header, payload) => {
          if (!isAccessToken(header, payload)) return 'not an access token';
          return !audience && clientOf(payload) !== clientId ? 'wrong client' : null;
        },
        problem: () => unauthorized({ key: 'http.signInExpired' }),
      });
      verifiedTokens.set(key, Object.freeze(claims));
      return claims;
    },
    verifyIdToken: (token, request, subject) =>
      verified(token, request, {
        kind: 'ID token',
        audience: clientId,
        refusal: (header, payload) => {
          if (isAccessToken(header, payload)) return 'not an ID token';
          return payload.sub === subject ? null : 'another subject';
        },
        problem: () => badRequest({ key: 'http.idTokenInvalid' }),
      }),
  };
}

/** The embedded issuer: its identifier at the request's address, and the keys in the database. */
export const embeddedTrust = (
  issuerAt: (publicUrl: string) => string | string[],
  publicJwks: JWK[],
): TrustedIssuer => ({
  issuer: issuerAt,
  keys: createLocalJWKSet({ keys: publicJwks }),
  name: EMBEDDED_ISSUER,
});

/** Reads the bearer token from the Authorization header, or from the `JWT` cookie (sockets, images). */
export function extractToken(
  authorization: string | undefined,
  cookieToken: string | undefined,
): string | null {
  const match = authorization?.match(/^Bearer\s+(\S+)$/i);
  return match?.[1] ?? cookieToken ?? null;
}
