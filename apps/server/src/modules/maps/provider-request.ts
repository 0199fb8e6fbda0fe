import type { MapsConfig } from '../../config.ts';
import type { Database } from '../../platform/db/database.ts';
import { reserveTurn } from '../../platform/limits/rate-counter.ts';

/** A provider's answer: its status and, for a JSON body, the parsed body (null otherwise). */
export interface ProviderAnswer {
  status: number;
  body: unknown;
}

/** Thrown when the provider gave no answer: unreachable, refused, or not within the time limit. */
export class NoProviderAnswer extends Error {}

/**
 * Asks a provider with GET, naming the product in `User-Agent` as the public services' usage
 * policies require, within the configured time (body included). The base URL's own query
 * parameters (an API key) are kept beside `query`.
 */
export async function getFromProvider(
  settings: Pick<MapsConfig, 'userAgent' | 'timeoutMs'>,
  baseUrl: string,
  pathname: string,
  query: Record<string, string>,
): Promise<ProviderAnswer> {
  const url = new URL(baseUrl);
  url.pathname = `${url.pathname.replace(/\/$/, '')}${pathname}`;
  for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
  try {
    const response = await fetch(url, {
      headers: { 'user-agent': settings.userAgent, accept: 'application/json' },
      signal: AbortSignal.timeout(settings.timeoutMs),
    });
    const text = await response.text();
    let body: unknown = null;
    try {
      body = JSON.parse(text);
    } catch {
      // Not JSON (an HTML error page): the status says enough.
    }
    return { status: response.status, body };
  } catch (error) {
    throw new NoProviderAnswer('The provider gave no answer', { cause: error });
  }
}

/**
 * Spaces the install's requests to one provider at least `intervalMs` apart, in the order asked,
 * whichever server copy asks (`reserveTurn`): the public Nominatim allows one request a second
 * per application. An interval of 0 spaces nothing.
 */
export function requestSpacing(
  database: Database,
  provider: string,
  intervalMs: number,
): () => Promise<void> {
  if (intervalMs <= 0) return async () => undefined;
  return async () => {
    const wait = await reserveTurn(database, `spacing|${provider}`, intervalMs);
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
  };
}
