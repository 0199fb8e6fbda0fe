// The live socket's close codes: plain values without zod, so that code needing only them (the staff app's
// first load) does not bring the schemas along.

/**
 * Why the live socket was closed: the app closed it (sign-out, leaving the page), the server is
 * restarting (connect again shortly), or the token that opened it has expired (connect again
 * with a fresh one).
 */
export const LIVE_SOCKET_CLOSE = {
  closedByApp: 1000,
  serverRestart: 1012,
  tokenExpired: 4401,
} as const;
