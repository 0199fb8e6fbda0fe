import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { IncomingMessage } from 'node:http';
import type Provider from 'oidc-provider';
import { STAFF_APP_BASE_PATH } from '@syna/contracts/constants';
import type { AppConfig } from '../config.ts';
import type { Database } from '../platform/db/database.ts';
import type { SigningKeys } from '../platform/auth/signing-keys.ts';
import { PUBLIC, type RouteRecord } from '../platform/http/access.ts';
import { declareScopeAccess } from '../platform/http/access-control.ts';
import { startPeriodicSweep } from '../platform/jobs/periodic-sweep.ts';
import { forwardAsTrusted } from './forwarded-headers.ts';
import { createIssuerProvider, type OidcErrors } from './issuer-provider.ts';
import { deleteExpiredRecords, loadCookieKeys } from './issuer-records.ts';
import { registerLoginInteraction } from './login-interaction.ts';

export const EMBEDDED_ISSUER_PATH = '/oidc';

type EmbeddedOidc = Extract<AppConfig['oidc'], { kind: 'embedded' }>;

/** The embedded issuer's identifier at an address of the product. */
export const embeddedIssuerUrl = (publicUrl: string, oidc: Pick<EmbeddedOidc, 'path'> = {}) =>
  `${publicUrl}${oidc.path ?? EMBEDDED_ISSUER_PATH}`;

export interface EmbeddedIssuerOptions {
  config: AppConfig;
  database: Database;
  signingKeys: SigningKeys;
  routeTable: RouteRecord[];
}

/** How often expired sessions, codes and tokens are swept from the database. */
const SWEEP_INTERVAL_MS = 15 * 60 * 1000;

/**
 * Addresses a local start keeps an issuer for (localhost, 127.0.0.1, LAN addresses, …); the
 * oldest is dropped beyond that, so a client inventing host names cannot grow memory.
 */
const MAX_ISSUER_ADDRESSES = 16;

interface AddressIssuer {
  provider: Provider;
  errors: OidcErrors;
  handle: ReturnType<Provider['callback']>;
}

/**
 * Mounts the embedded OpenID Connect issuer (oidc-provider) at /oidc: discovery, keys,
 * authorization, token, sign-out, and our own sign-in page against the local accounts. An issuer's
 * identifier is fixed, so there is one per address the product is reached at (one in production).
 */
export async function registerEmbeddedIssuer(
  app: FastifyInstance,
  options: EmbeddedIssuerOptions,
): Promise<void> {
  const { config, database, signingKeys, routeTable } = options;
  const { oidc } = config;
  if (oidc.kind !== 'embedded') throw new Error('The embedded issuer needs an embedded OIDC config');
  const log = app.log.child({ module: 'idp' });

  const issuerPath = oidc.path ?? EMBEDDED_ISSUER_PATH;
  const appPublicUrlOf = (request: FastifyRequest) => oidc.appUrl ?? request.publicUrl;

  const cookieKeys = await loadCookieKeys(database);
  const create = async (publicUrl: string): Promise<AddressIssuer> => {
    const { provider, errors } = await createIssuerProvider({
      issuer: embeddedIssuerUrl(publicUrl, oidc),
      appPublicUrl: oidc.appUrl ?? publicUrl,
      oidc,
      database,
      signingKeys,
      cookieKeys,
      log,
    });
    return { provider, errors, handle: provider.callback() };
  };
  // The configured address's issuer is built at start, so that a broken configuration fails the start.
  const configured = await create(config.publicUrl);
  const issuers = new Map([[config.publicUrl, Promise.resolve(configured)]]);
  const issuerFor = (request: FastifyRequest): Promise<AddressIssuer> => {
    const key = request.publicUrl;
    let issuer = issuers.get(key);
    if (!issuer) {
      if (issuers.size >= MAX_ISSUER_ADDRESSES) issuers.delete(issuers.keys().next().value!);
      issuer = create(key);
      issuer.catch(() => issuers.delete(key));
      issuers.set(key, issuer);
    }
    return issuer;
  };

  await startPeriodicSweep(app, {
    what: 'expired sign-in records',
    intervalMs: SWEEP_INTERVAL_MS,
    sweep: () => deleteExpiredRecords(database),
    log,
  });

  await app.register(async (scope) => {
    declareScopeAccess(scope, PUBLIC, routeTable);
    // oidc-provider reads request bodies itself: leave every body stream untouched here.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, _payload, done) => done(null));

    await scope.register(async (forms) =>
      registerLoginInteraction(forms, {
        providerFor: async (request) => (await issuerFor(request)).provider,
        errors: configured.errors,
        database,
        issuerPath,
        clientId: oidc.clientId,
        audience: oidc.audience,
        appUrlOf: (request) => `${appPublicUrlOf(request)}${STAFF_APP_BASE_PATH}/`,
        loginRateLimit: config.loginRateLimit,
      }),
    );

    scope.route({
      method: ['GET', 'POST', 'OPTIONS'],
      url: `${issuerPath}/*`,
      handler: async (request, reply) => {
        const { handle } = await issuerFor(request);
        reply.hijack();
        forwardAsTrusted(request);
        const raw = request.raw as IncomingMessage & { originalUrl?: string };
        const url = raw.url ?? '/';
        // Mounted at a path: the provider routes on the rest, and finds its mount point from originalUrl.
        raw.originalUrl = url;
        raw.url = url.slice(issuerPath.length) || '/';
        await handle(raw, reply.raw);
      },
    });
  });
}
