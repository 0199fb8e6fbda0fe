/** At most this many sign-in reloads within the window; more means a loop, shown as an error. */
export const MAX_RELOADS = 3;
export const RELOAD_WINDOW_MS = 2 * 60_000;

/**
 * Decides whether the page may reload to sign in again. A server that keeps rejecting fresh
 * tokens would otherwise reload the page forever.
 */
export function decideReload(
  previous: readonly number[],
  now: number,
): { allow: boolean; history: number[] } {
  const recent = previous.filter((time) => now - time < RELOAD_WINDOW_MS && time <= now);
  if (recent.length >= MAX_RELOADS) return { allow: false, history: recent };
  return { allow: true, history: [...recent, now] };
}
