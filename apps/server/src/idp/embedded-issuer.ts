import type { FastifyInstance } from 'fastify';
import type { IncomingMessage } from 'node:http';
import { STAFF_APP_BASE_PATH } from '@syna/contracts/constants';
import type { AppConfig } from '../config.ts';
import type { Database } from '../platform/db/database.ts';
import type { SigningKeys } from '../platform/auth/signing-keys.ts';
import { PUBLIC, type RouteRecord } from '../platform/http/access.ts';
import { declareScopeAccess } from '../platform/http/access-control.ts';
import { forwardAsTrusted } from './forwarded-headers.ts';
import { createIssuerProvider } from './issuer-provider.ts';
import { deleteExpiredRecords, loadCookieKeys } from './issuer-records.ts';
import { registerLoginInteraction } from './login-interaction.ts';

export const EMBEDDED_ISSUER_PATH = '/oidc';

export const embeddedIssuerUrl = (config: AppConfig) => `${config.publicUrl}${EMBEDDED_ISSUER_PATH}`;

export interface EmbeddedIssuerOptions {
  config: AppConfig;
  database: Database;
  signingKeys: SigningKeys;
  routeTable: RouteRecord[];
}

/** How often expired sessions, codes and tokens are swept from the database. */
const SWEEP_INTERVAL_MS = 15 * 60 * 1000;

/**
 * Mounts the embedded OpenID Connect issuer (oidc-provider) at /oidc: discovery, keys,
 * authorization, token, sign-out, and our own sign-in page against the local accounts.
 */
export async function registerEmbeddedIssuer(
  app: FastifyInstance,
  options: EmbeddedIssuerOptions,
): Promise<void> {
  const { config, database, signingKeys, routeTable } = options;
  const { oidc } = config;
  if (oidc.kind !== 'embedded') throw new Error('The embedded issuer needs an embedded OIDC config');
  const log = app.log.child({ module: 'idp' });

  const cookieKeys = await loadCookieKeys(database);
  const { provider, errors } = await createIssuerProvider({
    config: { ...config, oidc },
    database,
    signingKeys,
    cookieKeys,
    log,
  });

  const sweep = async () => {
    try {
      const removed = await deleteExpiredRecords(database);
      if (removed) log.debug({ removed }, 'expired sign-in records deleted');
    } catch (error) {
      log.warn({ err: error }, 'could not delete expired sign-in records');
    }
  };
  await sweep();
  const sweeper = setInterval(() => void sweep(), SWEEP_INTERVAL_MS);
  sweeper.unref();
  app.addHook('onClose', async () => clearInterval(sweeper));

  await app.register(async (scope) => {
    declareScopeAccess(scope, PUBLIC, routeTable);
    // oidc-provider reads request bodies itself: leave every body stream untouched here.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, _payload, done) => done(null));

    await scope.register(async (forms) =>
      registerLoginInteraction(forms, {
        provider,
        errors,
        database,
        issuerPath: EMBEDDED_ISSUER_PATH,
        clientId: oidc.clientId,
        audience: oidc.audience,
        appUrl: `${config.publicUrl}${STAFF_APP_BASE_PATH}/`,
        loginRateLimit: config.loginRateLimit,
      }),
    );

    const handle = provider.callback();
    scope.route({
      method: ['GET', 'POST', 'OPTIONS'],
      url: `${EMBEDDED_ISSUER_PATH}/*`,
      handler: async (request, reply) => {
        reply.hijack();
        forwardAsTrusted(request);
        const raw = request.raw as IncomingMessage & { originalUrl?: string };
        const url = raw.url ?? '/';
        // Mounted at a path: the provider routes on the rest, and finds its mount point from originalUrl.
        raw.originalUrl = url;
        raw.url = url.slice(EMBEDDED_ISSUER_PATH.length) || '/';
        await handle(raw, reply.raw);
      },
    });
  });
}
