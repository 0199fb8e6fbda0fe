import { createRemoteJWKSet, type JWTVerifyGetKey } from 'jose';

/** The parts of an OpenID Connect discovery document the product uses. */
interface DiscoveryDocument {
  issuer: string;
  jwks_uri: string;
  authorization_endpoint?: string;
  token_endpoint?: string;
  userinfo_endpoint?: string;
  end_session_endpoint?: string;
  revocation_endpoint?: string;
}

/** The endpoints whose origins the staff app reaches, by fetch or by form. */
const BROWSER_ENDPOINTS = [
  'issuer',
  'authorization_endpoint',
  'token_endpoint',
  'userinfo_endpoint',
  'end_session_endpoint',
  'revocation_endpoint',
] as const;

/**
 * A token with a key id the cached key set lacks makes the set refetch (the issuer rotated its
 * keys) at most this often, so tokens with made-up key ids cannot make every request a fetch.
 */
const KEY_REFETCH_COOLDOWN_MS = 1_000;

export interface DiscoveredIssuer {
  /** The issuer identifier exactly as its discovery document states it (Keycloak, Entra: with a path). */
  issuer(): Promise<string>;
  /** The issuer's signing keys, refetched when a token names a key the cached set lacks. */
  keys: JWTVerifyGetKey;
  /** The origins of the issuer and its browser-facing endpoints, as far as discovered yet. */
  origins(): string[];
}

const withoutTrailingSlash = (url: string) => url.replace(/\/+$/, '');

/** The discovery document's address for an issuer identifier, with or without a path. */
export const discoveryUrl = (issuer: string) =>
  `${withoutTrailingSlash(issuer)}/.well-known/openid-configuration`;

/**
 * An external issuer, found through its discovery document on first use (and again after a
 * failed attempt). The document must name the configured issuer, up to a trailing slash.
 */
export function discoverIssuer(configuredIssuer: string): DiscoveredIssuer {
  let discovered: Promise<{ document: DiscoveryDocument; keys: JWTVerifyGetKey }> | null = null;
  let origins = [new URL(configuredIssuer).origin];

  const discover = async () => {
    const response = await fetch(discoveryUrl(configuredIssuer), { signal: AbortSignal.timeout(10_000) });
    if (!response.ok) throw new Error(`OIDC discovery failed with ${response.status}`);
    const document = (await response.json()) as DiscoveryDocument;
    if (withoutTrailingSlash(String(document.issuer)) !== withoutTrailingSlash(configuredIssuer)) {
      throw new Error(`OIDC discovery names the issuer ${document.issuer}, not ${configuredIssuer}`);
    }
    const endpoints = BROWSER_ENDPOINTS.map((name) => document[name]).filter(
      (url): url is string => typeof url === 'string',
    );
    origins = [...new Set(endpoints.map((url) => new URL(url).origin))];
    const keys = createRemoteJWKSet(new URL(document.jwks_uri), {
      cooldownDuration: KEY_REFETCH_COOLDOWN_MS,
    });
    return { document, keys };
  };
  const current = () => {
    discovered ??= discover().catch((error: unknown) => {
      discovered = null;
      throw error;
    });
    return discovered;
  };

  return {
    issuer: async () => (await current()).document.issuer,
    keys: async (header, token) => (await current()).keys(header, token),
    origins: () => origins,
  };
}
