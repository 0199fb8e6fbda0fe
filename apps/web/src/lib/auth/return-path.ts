import { STAFF_APP_BASE_PATH } from '@syna/contracts/constants';

/** Where the issuer sends the browser back after signing in. */
export const CALLBACK_PATH = `${STAFF_APP_BASE_PATH}/callback`;

/**
 * Where to go after signing in: only a path inside the staff app, never another site (an
 * attacker-made `state` must not turn the sign-in into an open redirect).
 */
export function safeReturnPath(value: unknown): string {
  const fallback = `${STAFF_APP_BASE_PATH}/`;
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//') || value.includes('\\')) {
    return fallback;
  }
  const insideApp =
    value === STAFF_APP_BASE_PATH ||
    value.startsWith(`${STAFF_APP_BASE_PATH}/`) ||
    value.startsWith(`${STAFF_APP_BASE_PATH}?`);
  if (!insideApp || value.startsWith(CALLBACK_PATH)) return fallback;
  return value;
}
