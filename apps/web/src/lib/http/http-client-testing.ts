import { afterEach, beforeAll, vi } from 'vitest';
import { initI18n } from '@/lib/i18n/i18n';
import { configureHttpClient, type HttpClientHooks } from './http-client';

/** The client's hooks for a sign-in that holds `token` and cannot renew it (null: signed out). */
export const signedInWith = (token: string | null): HttpClientHooks => ({
  getAccessToken: async () => token,
  renewAccessToken: async () => null,
  onSessionExpired: () => undefined,
});

/**
 * The set-up the HTTP client's tests share: the texts loaded (errors are worded), and after each
 * test real globals and timers again and no sign-in, so that no test leaks into the next.
 */
export function resetHttpClientAfterEach(): void {
  beforeAll(() => {
    initI18n();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
    configureHttpClient(signedInWith(null));
  });
}
