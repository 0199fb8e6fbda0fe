import { CLIENT_VERSION, CLIENT_VERSION_HEADER, HTTP_TIMEOUT_MS } from '@syna/contracts/constants';
import type { ClientConfig } from '@syna/contracts/client-config';

/**
 * The public sign-in configuration, read before anything else. A plain `fetch`, not the app's
 * HTTP client: the signed-out start loads only this and the redirect (the client brings i18n and
 * the snackbar); a failure here is shown by the caller's error screen.
 */
export async function fetchClientConfig(): Promise<ClientConfig> {
  const response = await fetch('/v1/client-config', {
    headers: { Accept: 'application/json', [CLIENT_VERSION_HEADER]: CLIENT_VERSION },
    cache: 'no-store',
    signal: AbortSignal.timeout(HTTP_TIMEOUT_MS),
  });
  if (!response.ok) throw new Error(`The sign-in configuration answered ${response.status}`);
  return (await response.json()) as ClientConfig;
}
