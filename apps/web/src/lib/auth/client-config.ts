import { CLIENT_VERSION, CLIENT_VERSION_HEADER, HTTP_TIMEOUT_MS } from '@syna/contracts/constants';
import type { ClientConfig } from '@syna/contracts/client-config';
import { isOffline } from '@/lib/pwa/network';

/** The last configuration read, kept for opening the app without a network. */
const KEPT_CONFIG_KEY = 'syna.clientConfig';

/**
 * The public sign-in configuration, read before anything else. A plain `fetch`, not the app's
 * HTTP client: the signed-out start loads only this and the redirect (the client brings i18n and
 * the snackbar); a failure here is shown by the caller's error screen. Without a network the copy
 * kept from the last answer is used, so that an installed app opens offline.
 */
export async function fetchClientConfig(): Promise<ClientConfig> {
  try {
    const response = await fetch('/v1/client-config', {
      headers: { Accept: 'application/json', [CLIENT_VERSION_HEADER]: CLIENT_VERSION },
      cache: 'no-store',
      signal: AbortSignal.timeout(HTTP_TIMEOUT_MS),
    });
    if (!response.ok) throw new Error(`The sign-in configuration answered ${response.status}`);
    const config = (await response.json()) as ClientConfig;
    keep(() => localStorage.setItem(KEPT_CONFIG_KEY, JSON.stringify(config)));
    return config;
  } catch (error) {
    const kept = isOffline() ? keep(() => localStorage.getItem(KEPT_CONFIG_KEY)) : null;
    if (kept) return JSON.parse(kept) as ClientConfig;
    throw error;
  }
}

/** Storage is a convenience here: disabled or full storage only costs the offline start. */
function keep<Value>(access: () => Value): Value | null {
  try {
    return access();
  } catch {
    return null;
  }
}
