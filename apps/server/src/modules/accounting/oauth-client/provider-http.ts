import { createHash } from 'node:crypto';
import { ProviderError, type AccountingProviderName } from '../provider.ts';
import { SlidingWindowQueue, type RateLimit } from './rate-limit.ts';

/**
 * The HTTP both accounting clients speak: one request within the configured time, its answer
 * parsed, and every failure turned into a `ProviderError` by one rule: no answer (unreachable,
 * refused, timed out), 408, 429 and 5xx are `retryable`; every other 4xx is not, and carries the
 * provider's own message. A 401 keeps its status, so the caller can tell an expired access token
 * (refresh, then retry once) from a refused request.
 *
 * A timed-out POST may still have been carried out by the provider: the invoice job therefore
 * looks for its invoice by external key before it creates one again.
 */

/** A provider's answer: its status, the parsed JSON body (null if none or not JSON), its wait. */
export interface ProviderAnswer {
  status: number;
  body: unknown;
  /** Retry-After, in milliseconds, where the answer named one. */
  retryAfterMs: number | null;
}

export interface ProviderRequest {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: string | URL;
  headers: Record<string, string>;
  body?: string;
}

/** Reads the provider's message out of its error body; null when the body has none. */
export type ErrorMessageReader = (body: unknown) => string | null;

/** Whether a failure with this status (null: no answer) may succeed when tried again later. */
export const isRetryableStatus = (status: number | null): boolean =>
  status === null || status === 408 || status === 429 || status >= 500;

/** The one mapping from a failed call to the error the accounting module handles. */
export function providerError(
  provider: AccountingProviderName,
  status: number | null,
  message: string,
  retryAfterMs: number | null = null,
): ProviderError {
  return new ProviderError(provider, status, message, isRetryableStatus(status), retryAfterMs);
}

/** Retry-After as seconds or as an HTTP date, in milliseconds from now. */
export function parseRetryAfter(value: string | null, now = Date.now()): number | null {
  if (!value) return null;
  if (/^\d+$/.test(value.trim())) return Number(value.trim()) * 1000;
  const at = Date.parse(value);
  return Number.isNaN(at) ? null : Math.max(0, at - now);
}

/** A property of a JSON object whatever its case (Fortnox writes `message` and `Message`). */
export function field(body: unknown, name: string): unknown {
  if (typeof body !== 'object' || body === null) return undefined;
  const wanted = name.toLowerCase();
  for (const [key, value] of Object.entries(body)) if (key.toLowerCase() === wanted) return value;
  return undefined;
}

/** The first of these properties that holds a non-empty string. */
export function firstText(body: unknown, ...names: string[]): string | null {
  for (const name of names) {
    const value = field(body, name);
    if (typeof value === 'string' && value.trim() !== '') return value;
  }
  return null;
}

/** Sends one request within `timeoutMs`; no answer at all becomes a retryable ProviderError. */
export async function send(
  provider: AccountingProviderName,
  timeoutMs: number,
  request: ProviderRequest,
): Promise<ProviderAnswer> {
  try {
    const response = await fetch(request.url, {
      method: request.method,
      headers: request.headers,
      body: request.body,
      redirect: 'manual',
      signal: AbortSignal.timeout(timeoutMs),
    });
    const text = await response.text();
    let body: unknown = null;
    if (text !== '') {
      try {
        body = JSON.parse(text);
      } catch {
        // Not JSON (a proxy's HTML error page): the status says enough.
      }
    }
    return {
      status: response.status,
      body,
      retryAfterMs: parseRetryAfter(response.headers.get('retry-after')),
    };
  } catch (error) {
    const timedOut = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
    throw providerError(provider, null, timedOut ? `no answer within ${timeoutMs} ms` : 'unreachable');
  }
}

/** A failed answer as a ProviderError, with the provider's message or else the HTTP status. */
export function answerError(
  provider: AccountingProviderName,
  answer: ProviderAnswer,
  readMessage: ErrorMessageReader,
): ProviderError {
  const message = readMessage(answer.body) ?? `HTTP ${answer.status}`;
  return providerError(provider, answer.status, message, answer.retryAfterMs);
}

export interface ApiSettings {
  provider: AccountingProviderName;
  /** The API's base address, without a trailing slash (Fortnox: …/3, Visma: …/v2). */
  apiUrl: string;
  timeoutMs: number;
  rateLimit: RateLimit;
  /** How often a 429 is retried (after its Retry-After, or else one window) before it fails. */
  rateLimitRetries: number;
  readMessage: ErrorMessageReader;
  /** What the provider counts its limit by, beside the token (Visma: each endpoint apart). */
  rateLimitScope?: (path: string) => string;
  /** A 429's wait named in its body rather than in Retry-After (Visma). */
  readRetryAfter?: (body: unknown) => number | null;
}

export interface ApiCall {
  method: 'GET' | 'POST' | 'PUT';
  /** The path below the API's base address, with its leading slash. */
  path: string;
  query?: Record<string, string | number | undefined>;
  body?: unknown;
}

/** A firm's access token as the rate-limit key: counted by it, without keeping the token itself. */
const tokenKey = (accessToken: string) => createHash('sha256').update(accessToken).digest('base64url');

/**
 * The API client's one way out: a bearer-token JSON call, queued within the provider's rate limit
 * per token, 429 retried after its wait, and answered with the parsed body of a 2xx.
 */
export function createApi(settings: ApiSettings) {
  const queue = new SlidingWindowQueue(settings.rateLimit);

  async function call(accessToken: string, apiCall: ApiCall): Promise<ProviderAnswer> {
    const url = new URL(`${settings.apiUrl.replace(/\/$/, '')}${apiCall.path}`);
    for (const [name, value] of Object.entries(apiCall.query ?? {}))
      if (value !== undefined) url.searchParams.set(name, String(value));
    const headers: Record<string, string> = {
      authorization: `Bearer ${accessToken}`,
      accept: 'application/json',
    };
    if (apiCall.body !== undefined) headers['content-type'] = 'application/json';
    const key = `${tokenKey(accessToken)} ${settings.rateLimitScope?.(apiCall.path) ?? ''}`;
    for (let attempt = 0; ; attempt += 1) {
      const release = await queue.acquire(key);
      let answer: ProviderAnswer;
      try {
        answer = await send(settings.provider, settings.timeoutMs, {
          method: apiCall.method,
          url,
          headers,
          body: apiCall.body === undefined ? undefined : JSON.stringify(apiCall.body),
        });
      } finally {
        release();
      }
      if (answer.status === 429) {
        answer.retryAfterMs ??= settings.readRetryAfter?.(answer.body) ?? null;
        if (attempt < settings.rateLimitRetries) {
          queue.block(key, answer.retryAfterMs ?? settings.rateLimit.windowMs);
          continue;
        }
      }
      if (answer.status >= 200 && answer.status < 300) return answer;
      throw answerError(settings.provider, answer, settings.readMessage);
    }
  }

  return {
    call,
    /** The call's body; a 404 (the thing asked for is not there) as null. */
    async find(accessToken: string, apiCall: ApiCall): Promise<unknown> {
      try {
        return (await call(accessToken, apiCall)).body;
      } catch (error) {
        if (error instanceof ProviderError && error.status === 404) return null;
        throw error;
      }
    },
    queue,
  };
}
