import type { AccountingProviderName, ProviderCustomer } from '../provider.ts';
import { oauthFlow, type AccountingClientSettings } from './oauth2.ts';
import { createApi, field, type ApiSettings } from './provider-http.ts';

/** What sets one provider's client apart: its endpoints, consent, rate limit and error bodies. */
export interface ProviderSpec extends Pick<
  ApiSettings,
  'rateLimit' | 'rateLimitRetries' | 'readMessage' | 'rateLimitScope' | 'readRetryAfter'
> {
  provider: AccountingProviderName;
  /** The authorization server's endpoints below `authUrl`. */
  paths: { authorize: string; token: string; revoke: string };
  scope: string;
  /** The consent page's parameters beside the flow's own. */
  consent?: Record<string, string>;
}

/** A client's two halves made from its settings: the OAuth2 flow and the API caller. */
export function providerClient(settings: AccountingClientSettings, spec: ProviderSpec) {
  const authUrl = settings.authUrl.replace(/\/$/, '');
  const flow = oauthFlow(
    {
      provider: spec.provider,
      clientId: settings.clientId,
      clientSecret: settings.clientSecret,
      authorizeUrl: `${authUrl}${spec.paths.authorize}`,
      tokenUrl: `${authUrl}${spec.paths.token}`,
      revokeUrl: `${authUrl}${spec.paths.revoke}`,
      timeoutMs: settings.timeoutMs,
    },
    { scope: spec.scope, extra: spec.consent },
  );
  const api = createApi({ ...spec, apiUrl: settings.apiUrl, timeoutMs: settings.timeoutMs });
  return { flow, api };
}

/** A JSON value as text: a non-empty string, or a number written out; null otherwise. */
export const textOf = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value : typeof value === 'number' ? String(value) : null;

/** A list answer's items under `name` (none when it holds no array). */
export function itemsOf(body: unknown, name: string): unknown[] {
  const items = field(body, name);
  return Array.isArray(items) ? items : [];
}

/**
 * A provider's record read into ours by a map of our field to the provider's names for it (the
 * first that holds text wins): each client says only how its provider names things.
 */
export function readFields<Key extends string>(
  raw: unknown,
  names: Record<Key, readonly string[]>,
): Record<Key, string | null> {
  const read = {} as Record<Key, string | null>;
  for (const key of Object.keys(names) as Key[])
    read[key] = names[key].map((name) => textOf(field(raw, name))).find((value) => value !== null) ?? null;
  return read;
}

/** A customer record read by the provider's names for our fields. */
export function readCustomer(
  raw: unknown,
  names: Record<keyof ProviderCustomer, readonly string[]>,
): ProviderCustomer {
  const read = readFields(raw, names);
  return { ...read, id: read.id ?? '', name: read.name ?? '' };
}
