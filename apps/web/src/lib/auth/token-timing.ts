import { TOKEN_CHECK_RENEW_SECONDS, TOKEN_REFRESH_BEFORE_CALL_SECONDS } from '@syna/contracts/constants';

/** Seconds left on a token that expires at `expiresAt` (epoch seconds); unknown counts as plenty. */
export function secondsLeft(expiresAt: number | undefined, nowSeconds: number): number {
  return expiresAt === undefined ? Number.POSITIVE_INFINITY : expiresAt - nowSeconds;
}

/** Before a call: refresh when under 30 s remain. */
export function shouldRefreshBeforeCall(expiresAt: number | undefined, nowSeconds: number): boolean {
  return secondsLeft(expiresAt, nowSeconds) < TOKEN_REFRESH_BEFORE_CALL_SECONDS;
}

/** On the periodic check (every 180 s): renew when under 70 s remain. */
export function shouldRenewOnCheck(expiresAt: number | undefined, nowSeconds: number): boolean {
  return secondsLeft(expiresAt, nowSeconds) < TOKEN_CHECK_RENEW_SECONDS;
}

export const nowInSeconds = (): number => Math.floor(Date.now() / 1000);
