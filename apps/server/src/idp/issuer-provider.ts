import { format } from 'node:util';
import type { FastifyBaseLogger } from 'fastify';
import type { Account, Configuration, Grant, KoaContextWithOIDC } from 'oidc-provider';
import type Provider from 'oidc-provider';
import type * as OidcProvider from 'oidc-provider';
import { STAFF_APP_BASE_PATH } from '@syna/contracts/constants';
import type { OidcConfig } from '../config.ts';
import type { Database } from '../platform/db/database.ts';
import type { SigningKeys } from '../platform/auth/signing-keys.ts';
import { findLocalAccount, type LocalAccount } from './local-accounts.ts';
import { recordAdapter } from './issuer-records.ts';
import {
  allowingInlineScript,
  errorPage,
  logoutPage,
  preferredLocale,
  signedOutPage,
  signingOutPage,
  SIGN_OUT_SCRIPT,
  type ErrorKind,
} from './sign-in-pages.ts';

type OidcProviderModule = typeof OidcProvider;
export type OidcErrors = OidcProviderModule['errors'];

export const ACCESS_TOKEN_TTL_SECONDS = 10 * 60;
const DAY_SECONDS = 24 * 60 * 60;
export const SESSION_TTL_SECONDS = DAY_SECONDS;
export const REFRESH_TOKEN_TTL_SECONDS = DAY_SECONDS;
const INTERACTION_TTL_SECONDS = 30 * 60;

/** The scopes of the staff app; the API (the resource) accepts all of them. */
export const CLIENT_SCOPES = ['openid', 'profile', 'email', 'offline_access'] as const;
const CLIENT_SCOPE = CLIENT_SCOPES.join(' ');

let providerModule: Promise<OidcProviderModule> | null = null;

/**
 * oidc-provider reports through `console` (for example that it prefers Node 22 to the Node 20 this
 * project supports); while it loads and configures, those lines go to the server log instead.
 */
async function routingConsoleTo<T>(log: FastifyBaseLogger, work: () => Promise<T>): Promise<T> {
  const levels = ['warn', 'info', 'log'] as const;
  // Patched, not called: the no-console rule is about printing, which this prevents.
  const terminal = console as unknown as Record<(typeof levels)[number], (...args: unknown[]) => void>;
  const original = levels.map((level) => terminal[level]);
  for (const level of levels) {
    terminal[level] = (...args: unknown[]) => {
      const message = format(...args);
      if (level === 'warn' && !/Unsupported runtime/.test(message))
        log.warn({ source: 'oidc-provider' }, message);
      else log.debug({ source: 'oidc-provider' }, message);
    };
  }
  try {
    return await work();
  } finally {
    levels.forEach((level, index) => {
      terminal[level] = original[index]!;
    });
  }
}

function loadOidcProvider(log: FastifyBaseLogger): Promise<OidcProviderModule> {
  providerModule ??= routingConsoleTo(log, () => import('oidc-provider'));
  return providerModule;
}

export interface IssuerProviderOptions {
  /** The issuer identifier: the request's address and the mount path. */
  issuer: string;
  /** The address of the staff app that signs in here (scheme, host, port). */
  appPublicUrl: string;
  oidc: Extract<OidcConfig, { kind: 'embedded' }>;
  database: Database;
  signingKeys: SigningKeys;
  cookieKeys: string[];
  log: FastifyBaseLogger;
}

/** The account as oidc-provider sees it, carrying our row so token claims need no second lookup. */
interface IssuerAccount extends Account {
  local: LocalAccount;
}

function profileClaims(account: LocalAccount) {
  return {
    email: account.email,
    email_verified: account.emailVerified,
    name: account.name,
    ...(account.givenName ? { given_name: account.givenName } : {}),
    ...(account.familyName ? { family_name: account.familyName } : {}),
  };
}

/** What a first-party authorization asks for, as a grant needs it. */
export interface RequestedAccess {
  oidcScopes: Iterable<string>;
  claims?: Iterable<string>;
  resourceScopes: Record<string, Iterable<string>>;
}

/** Adds to the grant whatever of the request it does not cover yet; true when something was added. */
export function coverRequest(grant: Grant, request: RequestedAccess): boolean {
  let changed = false;
  const grantedOidc = new Set(grant.getOIDCScope().split(' '));
  const missingOidc = [...request.oidcScopes].filter((scope) => !grantedOidc.has(scope));
  if (missingOidc.length) {
    grant.addOIDCScope(missingOidc);
    changed = true;
  }
  const grantedClaims = new Set(grant.getOIDCClaims());
  const missingClaims = [...(request.claims ?? [])].filter((claim) => !grantedClaims.has(claim));
  if (missingClaims.length) {
    grant.addOIDCClaims(missingClaims);
    changed = true;
  }
  for (const [resource, scopes] of Object.entries(request.resourceScopes)) {
    const granted = new Set(grant.getResourceScope(resource).split(' '));
    const missing = [...scopes].filter((scope) => !granted.has(scope));
    if (missing.length) {
      grant.addResourceScope(resource, missing);
      changed = true;
    }
  }
  return changed;
}

/** The access the staff app asks for with a given `scope` parameter. */
export function requestedAccess(scopeParameter: unknown, audience: string): RequestedAccess {
  const allowed = new Set<string>(CLIENT_SCOPES);
  const scopes =
    typeof scopeParameter === 'string'
      ? scopeParameter.split(' ').filter((scope) => allowed.has(scope))
      : ['openid'];
  return { oidcScopes: scopes, resourceScopes: { [audience]: scopes } };
}

/**
 * Whether the sign-out comes from the signed-in user's own app: it carries a valid ID token
 * (oidc-provider has checked it) of the account signed in here. A bare link from elsewhere is
 * asked about, so that no other site can sign the user out.
 */
function hintedBySessionAccount(ctx: KoaContextWithOIDC): boolean {
  const hint = ctx.oidc.entities.IdTokenHint;
  return hint !== undefined && hint.payload.sub === ctx.oidc.session?.accountId;
}

function errorKind(errors: OidcErrors, out: { error: string }, error: Error): ErrorKind {
  if (error instanceof errors.SessionNotFound) return 'expired';
  return out.error === 'server_error' ? 'server' : 'request';
}

/** Builds the configured provider (not yet mounted). */
export async function createIssuerProvider(
  options: IssuerProviderOptions,
): Promise<{ provider: Provider; errors: OidcErrors }> {
  const { issuer, appPublicUrl, database, signingKeys, cookieKeys, log } = options;
  const { default: ProviderClass, errors } = await loadOidcProvider(log);
  const issuerPath = new URL(issuer).pathname.replace(/\/$/, '');
  const publicOrigin = new URL(appPublicUrl).origin;
  const appUrl = `${appPublicUrl}${STAFF_APP_BASE_PATH}/`;
  const { clientId, audience, accessTokenTtlSeconds = ACCESS_TOKEN_TTL_SECONDS } = options.oidc;
  const secureCookies = issuer.startsWith('https:');
  const localeOf = (ctx: KoaContextWithOIDC) =>
    preferredLocale(ctx.get('accept-language'), ctx.oidc?.params?.ui_locales);

  const findAccount = async (sub: string): Promise<IssuerAccount | undefined> => {
    const local = await database.asSystem((tx) => findLocalAccount(tx, sub));
    if (!local) return undefined;
    return { accountId: local.sub, local, claims: () => ({ sub: local.sub, ...profileClaims(local) }) };
  };

  const configuration: Configuration = {
    adapter: recordAdapter(database),
    jwks: { keys: signingKeys.privateJwks as NonNullable<Configuration['jwks']>['keys'] },
    clients: [
      {
        client_id: clientId,
        client_name: 'Syna',
        application_type: 'web',
        token_endpoint_auth_method: 'none',
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        redirect_uris: [
          `${appPublicUrl}${STAFF_APP_BASE_PATH}/callback`,
          `${appPublicUrl}${STAFF_APP_BASE_PATH}/silent-renew`,
        ],
        post_logout_redirect_uris: [`${appPublicUrl}/`, `${appPublicUrl}${STAFF_APP_BASE_PATH}/`],
        scope: CLIENT_SCOPE,
      },
    ],
    responseTypes: ['code'],
    pkce: { required: () => true },
    scopes: [...CLIENT_SCOPES],
    claims: {
      acr: null,
      sid: null,
      auth_time: null,
      iss: null,
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['name', 'given_name', 'family_name'],
    },
    // The staff app reads the name and e-mail from the ID token; it never calls userinfo.
    conformIdTokenClaims: false,
    cookies: {
      names: { session: 'syna_idp_session', interaction: 'syna_idp_interaction', resume: 'syna_idp_resume' },
      long: { httpOnly: true, sameSite: 'lax', secure: secureCookies },
      short: { httpOnly: true, sameSite: 'lax', secure: secureCookies },
      keys: cookieKeys,
    },
    features: {
      devInteractions: { enabled: false },
      revocation: {
        enabled: true,
        allowedPolicy: (_ctx, client, token) => token.clientId === client.clientId,
      },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: (ctx, form) => {
          ctx.type = 'html';
          if (!hintedBySessionAccount(ctx)) {
            ctx.body = logoutPage({ locale: localeOf(ctx), form, appUrl });
            return;
          }
          const policy = ctx.response.get('content-security-policy');
          if (policy) ctx.set('content-security-policy', allowingInlineScript(policy, SIGN_OUT_SCRIPT));
          ctx.body = signingOutPage({ locale: localeOf(ctx), form });
        },
        postLogoutSuccessSource: (ctx) => {
          ctx.type = 'html';
          ctx.body = signedOutPage({ locale: localeOf(ctx), appUrl });
        },
      },
      resourceIndicators: {
        enabled: true,
        // The staff app sends no `resource`: its tokens are for the API unless it names another.
        defaultResource: (_ctx, _client, oneOf) => (oneOf?.length ? oneOf : audience),
        useGrantedResource: () => true,
        getResourceServerInfo: (_ctx, resourceIndicator) => {
          if (resourceIndicator !== audience) throw new errors.InvalidTarget();
          return {
            scope: CLIENT_SCOPE,
            audience,
            accessTokenTTL: accessTokenTtlSeconds,
            accessTokenFormat: 'jwt',
            jwt: { sign: { alg: 'RS256' } },
          };
        },
      },
    },
    findAccount: (_ctx, sub) => findAccount(sub),
    // The API provisions users from these, so they ride in every access token.
    extraTokenClaims: async (ctx, token) => {
      if (!('accountId' in token) || !token.accountId) return undefined;
      const loaded = ctx?.oidc?.entities.Account as IssuerAccount | undefined;
      const account = loaded?.accountId === token.accountId ? loaded : await findAccount(token.accountId);
      if (!account) return undefined;
      const sid = token.sid ?? token.sessionUid;
      return { ...profileClaims(account.local), ...(sid ? { sid } : {}) };
    },
    issueRefreshToken: (_ctx, client) =>
      client.clientId === clientId && client.grantTypeAllowed('refresh_token'),
    rotateRefreshToken: true,
    // The staff app is first-party: it is granted what it asks for without a consent screen.
    loadExistingGrant: async (ctx) => {
      const { client, account, session } = ctx.oidc;
      const grantId =
        ctx.oidc.result?.consent?.grantId ?? (client ? session?.grantIdFor(client.clientId) : undefined);
      const existing = grantId ? await ctx.oidc.provider.Grant.find(grantId) : undefined;
      if (!client || client.clientId !== clientId || !account) return existing;
      const grant =
        existing?.accountId === account.accountId
          ? existing
          : new ctx.oidc.provider.Grant({ accountId: account.accountId, clientId: client.clientId });
      const resourceScopes: Record<string, string[]> = {};
      for (const [indicator, resourceServer] of Object.entries(ctx.oidc.resourceServers ?? {})) {
        resourceScopes[indicator] = [...ctx.oidc.requestParamScopes].filter((scope) =>
          resourceServer.scopes.has(scope),
        );
      }
      const changed = coverRequest(grant, {
        oidcScopes: ctx.oidc.requestParamOIDCScopes,
        claims: ctx.oidc.requestParamClaims,
        resourceScopes,
      });
      if (changed || grant !== existing) await grant.save();
      return grant;
    },
    interactions: {
      url: (_ctx, interaction) => `${issuerPath}/interaction/${interaction.uid}`,
    },
    clientBasedCORS: (_ctx, origin) => origin === publicOrigin,
    ttl: {
      AccessToken: (_ctx, token) => token.resourceServer?.accessTokenTTL ?? ACCESS_TOKEN_TTL_SECONDS,
      AuthorizationCode: 60,
      IdToken: 60 * 60,
      Interaction: INTERACTION_TTL_SECONDS,
      Session: SESSION_TTL_SECONDS,
      Grant: SESSION_TTL_SECONDS,
      // A rotated refresh token inherits what is left of its predecessor: one day from sign-in.
      RefreshToken: (ctx) => {
        const rotated = ctx?.oidc?.entities.RotatedRefreshToken;
        return rotated ? Math.max(1, rotated.remainingTTL) : REFRESH_TOKEN_TTL_SECONDS;
      },
    },
    renderError: (ctx, out, error) => {
      ctx.type = 'html';
      ctx.body = errorPage({
        locale: localeOf(ctx),
        kind: errorKind(errors, out, error),
        appUrl,
        code: out.error,
      });
    },
  };

  const provider = await routingConsoleTo(log, async () => new ProviderClass(issuer, configuration));
  // Behind the load balancer: read X-Forwarded-Proto/-Host/-For, which the route has set to
  // what Fastify concluded under TRUST_PROXY (forwardAsTrusted).
  provider.proxy = true;
  provider.on('server_error', (ctx: KoaContextWithOIDC, error: Error) => {
    log.error({ err: error, path: ctx.path }, 'sign-in issuer error');
  });
  // Koa's own error event (with a listener it no longer prints to stderr) and the refused requests.
  const events = provider as unknown as NodeJS.EventEmitter;
  events.on('error', (error: Error) => {
    log.error({ err: error }, 'sign-in issuer failure');
  });
  for (const event of [
    'authorization.error',
    'grant.error',
    'end_session.error',
    'revocation.error',
    'userinfo.error',
    'discovery.error',
    'jwks.error',
  ]) {
    events.on(event, (_ctx: KoaContextWithOIDC, error: Error) => {
      log.debug({ err: error, event }, 'sign-in request refused');
    });
  }
  return { provider, errors };
}
