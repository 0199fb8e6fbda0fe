import type { ClientConfig } from '@syna/contracts/client-config';
import { CALLBACK_PATH } from './return-path';

/** oidc-client-ts keeps a signed-in user under `oidc.user:{authority}:{client id}` (per tab). */
export const STORED_USER_PREFIX = 'oidc.user:';

/** Where oidc-client-ts keeps the sign-in for the configured issuer and client. */
export const storedUserKey = (config: ClientConfig) =>
  `${STORED_USER_PREFIX}${config.oidc.authority}:${config.oidc.clientId}`;

/**
 * Whether this tab may already be signed in, or is coming back from signing in: then the staff app
 * loads (it keeps, renews or finishes the sign-in); otherwise only the sign-in redirect loads.
 */
export function mayBeSignedIn(location: Pick<Location, 'pathname'>, store: Storage): boolean {
  if (location.pathname === CALLBACK_PATH) return true;
  for (let index = 0; index < store.length; index += 1) {
    if (store.key(index)?.startsWith(STORED_USER_PREFIX)) return true;
  }
  return false;
}

/** What the app reads of a stored sign-in before the sign-in library has loaded. */
export interface StoredSignIn {
  access_token: string;
  /** Epoch seconds. */
  expires_at?: number;
  /**
   * Whether it holds a refresh token, the only way the app renews a sign-in: without one the
   * library would try a hidden frame at the issuer, which the app's own CSP forbids.
   */
  renewable: boolean;
  /** Who is signed in (the ID token's `sub`): what the device keeps offline is kept per subject. */
  subject: string | null;
}

/**
 * The sign-in oidc-client-ts keeps for this issuer and client, read without the library (which
 * loads after the first page: src/lib/auth/auth-client.ts); null when there is none or it is unreadable.
 */
export function readStoredSignIn(config: ClientConfig, store: Storage): StoredSignIn | null {
  try {
    const stored: unknown = JSON.parse(store.getItem(storedUserKey(config)) ?? 'null');
    if (typeof stored !== 'object' || stored === null) return null;
    const {
      access_token: accessToken,
      expires_at: expiresAt,
      refresh_token: refreshToken,
      profile,
    } = stored as Record<string, unknown>;
    const subject = (profile as { sub?: unknown } | undefined)?.sub;
    if (typeof accessToken !== 'string' || accessToken === '') return null;
    return {
      access_token: accessToken,
      ...(typeof expiresAt === 'number' ? { expires_at: expiresAt } : {}),
      renewable: typeof refreshToken === 'string' && refreshToken !== '',
      subject: typeof subject === 'string' && subject !== '' ? subject : null,
    };
  } catch {
    return null;
  }
}
