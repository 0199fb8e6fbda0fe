import { CALLBACK_PATH } from './return-path';

/** oidc-client-ts keeps a signed-in user under `oidc.user:{authority}:{client id}` (per tab). */
const STORED_USER_PREFIX = 'oidc.user:';

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
