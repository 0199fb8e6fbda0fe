import type { AccountingProvider, AccountingProviderName, ProviderTokens } from '../provider.ts';
import { answerError, field, firstText, providerError, send, type ProviderAnswer } from './provider-http.ts';

/**
 * The OAuth2 authorization code flow as Fortnox and Visma Connect both run it (RFC 6749 §4.1):
 * the browser goes to the consent page with our client id, redirect URI, scope and state; the
 * code it brings back is exchanged at the token endpoint, where the client authenticates with
 * HTTP Basic (client id and secret, form-encoded each, RFC 6749 §2.3.1); a refresh token gives a
 * new access token and a new refresh token (both providers rotate it: the old one is refused
 * once used, so the caller must store the new one before anything else); revocation takes the
 * refresh token (RFC 7009).
 */
/** What each client is made with; the accounting module reads it from configuration. */
export interface AccountingClientSettings {
  clientId: string;
  clientSecret: string;
  /** The authorization server's base (Fortnox: …/oauth-v1, Visma Connect: …/connect). */
  authUrl: string;
  /** The API's base, the version included (Fortnox: …/3, Visma: …/v2). */
  apiUrl: string;
  /** The most one call may take, its answer included. */
  timeoutMs: number;
}

export interface OAuthClientSettings {
  provider: AccountingProviderName;
  clientId: string;
  clientSecret: string;
  authorizeUrl: string;
  tokenUrl: string;
  revokeUrl: string;
  timeoutMs: number;
}

/** The consent page's address with the flow's parameters and the provider's own. */
export function authorizationUrl(
  settings: OAuthClientSettings,
  input: { state: string; redirectUri: string; scope: string; extra?: Record<string, string> },
): string {
  const url = new URL(settings.authorizeUrl);
  url.searchParams.set('client_id', settings.clientId);
  url.searchParams.set('redirect_uri', input.redirectUri);
  url.searchParams.set('scope', input.scope);
  url.searchParams.set('state', input.state);
  url.searchParams.set('response_type', 'code');
  for (const [name, value] of Object.entries(input.extra ?? {})) url.searchParams.set(name, value);
  return url.toString();
}

/** An OAuth2 error body's message: its description, or else its code (`invalid_grant`). */
export const oauthErrorMessage = (body: unknown): string | null =>
  firstText(body, 'error_description', 'error', 'message');

function basicCredentials(settings: OAuthClientSettings): string {
  const encode = (value: string) => encodeURIComponent(value);
  return `Basic ${Buffer.from(`${encode(settings.clientId)}:${encode(settings.clientSecret)}`).toString('base64')}`;
}

/** A form POST to one of the authorization server's endpoints, the client authenticated. */
async function postForm(
  settings: OAuthClientSettings,
  url: string,
  form: Record<string, string>,
): Promise<ProviderAnswer> {
  const answer = await send(settings.provider, settings.timeoutMs, {
    method: 'POST',
    url,
    headers: {
      authorization: basicCredentials(settings),
      'content-type': 'application/x-www-form-urlencoded',
      accept: 'application/json',
    },
    body: new URLSearchParams(form).toString(),
  });
  if (answer.status < 200 || answer.status >= 300)
    throw answerError(settings.provider, answer, oauthErrorMessage);
  return answer;
}

export type TokenGrant =
  | { grant_type: 'authorization_code'; code: string; redirect_uri: string }
  | { grant_type: 'refresh_token'; refresh_token: string };

/**
 * The token endpoint's answer as our tokens. A refresh answer without a new refresh token keeps
 * the one used (RFC 6749 §6 allows it), though both providers always send a new one.
 */
export async function requestTokens(
  settings: OAuthClientSettings,
  grant: TokenGrant,
): Promise<ProviderTokens> {
  const answer = await postForm(settings, settings.tokenUrl, grant);
  const accessToken = firstText(answer.body, 'access_token');
  const refreshToken =
    firstText(answer.body, 'refresh_token') ??
    (grant.grant_type === 'refresh_token' ? grant.refresh_token : null);
  const expiresIn = Number(field(answer.body, 'expires_in'));
  if (!accessToken || !refreshToken || !Number.isFinite(expiresIn))
    throw providerError(settings.provider, 502, 'the token answer holds no tokens');
  return {
    accessToken,
    refreshToken,
    expiresAt: new Date(Date.now() + expiresIn * 1000),
    scope: firstText(answer.body, 'scope'),
  };
}

/** Revokes the grant by its refresh token, so that no new access token can be made from it. */
export async function revokeRefreshToken(settings: OAuthClientSettings, refreshToken: string): Promise<void> {
  await postForm(settings, settings.revokeUrl, { token: refreshToken, token_type_hint: 'refresh_token' });
}

/**
 * The flow's four methods of `AccountingProvider`, the same at both providers but for the scope
 * and the consent page's own parameters.
 */
export function oauthFlow(
  settings: OAuthClientSettings,
  consent: { scope: string; extra?: Record<string, string> },
): Pick<AccountingProvider, 'authorizeUrl' | 'exchangeCode' | 'refresh' | 'revoke'> {
  return {
    authorizeUrl: ({ state, redirectUri }) => authorizationUrl(settings, { state, redirectUri, ...consent }),
    exchangeCode: ({ code, redirectUri }) =>
      requestTokens(settings, { grant_type: 'authorization_code', code, redirect_uri: redirectUri }),
    refresh: (refreshToken) =>
      requestTokens(settings, { grant_type: 'refresh_token', refresh_token: refreshToken }),
    revoke: (tokens) => revokeRefreshToken(settings, tokens.refreshToken),
  };
}
