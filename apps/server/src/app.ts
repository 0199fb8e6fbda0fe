import Fastify, { type FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import websocket from '@fastify/websocket';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { randomUUID } from 'node:crypto';
import { HTTP_TIMEOUT_MS, JSON_BODY_MAX_BYTES } from '@syna/contracts/constants';
import type { AppConfig } from './config.ts';
import { loggerOptions } from './platform/logging/logger-options.ts';
import { DebugRequestLog } from './platform/logging/request-log.ts';
import { Database } from './platform/db/database.ts';
import { migrate } from './platform/db/migrate.ts';
import { loadSigningKeys, type SigningKeys } from './platform/auth/signing-keys.ts';
import { createTokenVerifier, embeddedTrust, type TokenVerifier } from './platform/auth/token-verifier.ts';
import { discoverIssuer, type DiscoveredIssuer } from './platform/auth/issuer-discovery.ts';
import { registerPublicUrl } from './platform/http/public-url.ts';
import { registerAccessControl } from './platform/http/access-control.ts';
import type { RouteRecord } from './platform/http/access.ts';
import { registerProblemHandling } from './platform/http/problem.ts';
import { registerNulByteCheck } from './platform/http/nul-bytes.ts';
import { registerAnswerCompression } from './platform/http/answer-compression.ts';
import { checkEveryEndpointRegistered } from './platform/http/endpoint-routes.ts';
import { ALL_ENDPOINT_TABLES } from '@syna/contracts/endpoints/all-endpoints';
import type { EndpointDefinition } from '@syna/contracts/endpoints/endpoint';
import { limitResponseSize } from './platform/http/response-limit.ts';
import { registerApiDocs } from './platform/http/api-docs.ts';
import { registerNotFound } from './platform/http/not-found.ts';
import { Drain, registerDrain } from './platform/http/drain.ts';
import { registerHealth } from './platform/http/health.ts';
import { cachedCallers, resolveJobActor, resolveScopedTenant, resolveUser } from './modules/tenancy/index.ts';
import { recordWrite } from './modules/events/index.ts';
import { resolvePartner } from './modules/network/index.ts';
import { AssignmentSetups } from './modules/inspections/index.ts';
import { registerModules } from './modules/index.ts';
import { registerEmbeddedIssuer, embeddedIssuerUrl } from './idp/embedded-issuer.ts';
import { registerStaffApp } from './web/staff-app.ts';
import { registerPublicPages } from './web/public-pages.ts';
import { seedDemoIfEmpty } from './modules/seed/index.ts';
import { NotificationHub } from './modules/notifications/index.ts';
import { fileStorageFor, partialFilesFor } from './platform/storage/storage-driver.ts';
import { PgBossJobQueue } from './platform/jobs/job-queue.ts';
import { startIdempotencyKeySweep } from './platform/http/idempotency-sweep.ts';
import { startRateCounterSweep } from './platform/limits/rate-counter.ts';
import { registerMailDelivery } from './platform/mail/mail-delivery.ts';
import { createSmtpTransport } from './platform/mail/mail-transport.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    database: Database;
    routeTable: RouteRecord[];
    signingKeys: SigningKeys;
    /** Checks the issuer's tokens: access tokens on every call, ID tokens when a sign-in completes. */
    tokenVerifier: TokenVerifier;
    /** Started by the signal that stops the server: not ready, connections closed after each answer. */
    drain: Drain;
  }
}

function tokenVerifierFor(
  config: AppConfig,
  keys: SigningKeys,
  external: DiscoveredIssuer | null,
): TokenVerifier {
  const { oidc } = config;
  if (oidc.kind === 'external') {
    return createTokenVerifier({ trusted: external!, audience: oidc.audience, clientId: oidc.clientId });
  }
  return createTokenVerifier({
    // At the request's address, and at the configured one (the address the start-up banner and
    // e-mail links name): only this server holds the key, so its tokens are its own either way.
    trusted: embeddedTrust(
      (publicUrl) => [...new Set([publicUrl, config.publicUrl])].map((url) => embeddedIssuerUrl(url, oidc)),
      keys.publicJwks,
    ),
    audience: oidc.audience,
    clientId: oidc.clientId,
  });
}

/**
 * The content security policy's sources for sign-in: the issuer's origin and those of its
 * discovered endpoints (never the issuer URL itself: a source with a path matches only that path,
 * which would block a Keycloak realm's or Entra tenant's discovery). The embedded issuer is 'self'.
 */
function issuerSources(external: DiscoveredIssuer | null): (() => string)[] {
  return external ? [() => external.origins().join(' ')] : [];
}

/**
 * Where the embedded issuer's sign-in form may end up: the staff app it redirects to, when another
 * server serves that app (the form's redirects count as its action).
 */
function staffAppSources(config: AppConfig): string[] {
  return config.oidc.kind === 'embedded' && config.oidc.appUrl ? [new URL(config.oidc.appUrl).origin] : [];
}

/**
 * The map tiles' host, which the browser loads images from: any https host is allowed already, a
 * tile server on plain http (a firm's own on its network) must be named. `{s}` is a subdomain.
 */
function tileSources(config: AppConfig): string[] {
  const host = config.maps.tiles?.url.match(/^https?:\/\/[^/?#]+/)?.[0];
  return host ? [host.replace('{s}', '*')] : [];
}

/** The longest path parameter, percent-encoded: a 100-character name in UTF-8 of up to 4 bytes. */
const PATH_PARAMETER_MAX_ENCODED = 100 * 4 * 3;

/** Builds the whole server: database (migrated, seeded when empty), sign-in, API, live socket, web app. */
export async function buildApp(config: AppConfig): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(config),
    logController: new DebugRequestLog(),
    genReqId: (request) => {
      const given = request.headers['x-request-id'];
      return typeof given === 'string' && /^[\w-]{1,64}$/.test(given) ? given : randomUUID();
    },
    // Uploads are read by their own parser within the upload limit; JSON bodies are small.
    bodyLimit: JSON_BODY_MAX_BYTES,
    // A path parameter is measured percent-encoded: a 100-letter attribute name of å, ä and ö is
    // 600 characters (each letter two bytes, each byte `%XX`).
    routerOptions: { maxParamLength: PATH_PARAMETER_MAX_ENCODED },
    requestTimeout: HTTP_TIMEOUT_MS,
    trustProxy: config.trustProxy,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const database = await Database.open(config.database, {
    // At `trace`, every statement's text (never its values) is logged: what a request sends the
    // database. Only the opening statement has its values in its text: the ids of the firm and the user.
    ...(config.logLevel === 'trace'
      ? { queryLogger: { logQuery: (statement: string) => app.log.trace({ statement }, 'statement') } }
      : {}),
    events: {
      connectionLost: (error) => app.log.warn({ err: error }, 'database connection lost'),
      reconnected: (channel) => app.log.info({ channel }, 'listening to the database again'),
      replicaUnavailable: (error) =>
        app.log.warn({ err: error }, 'the read replica does not answer: its reads go to the primary'),
      replicaBack: () => app.log.info('the read replica answers again'),
    },
  });
  app.addHook('onClose', async () => database.close());
  await migrate(database);
  const storage = fileStorageFor(config);
  app.addHook('onClose', async () => storage.close?.());
  if (config.seedDemo) await seedDemoIfEmpty(database, config, storage, app.log);
  const signingKeys = await loadSigningKeys(database);

  const externalIssuer = config.oidc.kind === 'external' ? discoverIssuer(config.oidc.issuer) : null;
  // Discovered at start, so the content security policy names the issuer's endpoints from the first page.
  externalIssuer?.issuer().catch((error: unknown) => {
    app.log.warn(
      { err: error, issuer: config.oidc.kind === 'external' ? config.oidc.issuer : null },
      'OIDC discovery failed; retried on the next request',
    );
  });

  const routeTable: RouteRecord[] = [];
  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('routeTable', routeTable);
  app.decorate('registeredEndpoints', new Set<EndpointDefinition>());
  app.decorate('exportSources', new Map());
  app.decorate('assignmentSetups', new AssignmentSetups());
  app.decorate('signingKeys', signingKeys);
  app.decorate('tokenVerifier', tokenVerifierFor(config, signingKeys, externalIssuer));
  app.decorate('storage', storage);
  app.decorate('partialFiles', partialFilesFor(config, storage));
  const hub = await NotificationHub.start(database, app.log);
  app.decorate('notificationHub', hub);
  // Live sockets would keep the server from closing: they are told to reconnect before it waits.
  app.addHook('preClose', async () => hub.closeSockets());
  app.addHook('onClose', async () => hub.stop());
  const jobs = new PgBossJobQueue({ database, resolveActor: resolveJobActor, log: app.log }, config.jobs);
  app.decorate('jobs', jobs);
  const mailTransport = config.mail.smtpUrl ? createSmtpTransport(config.mail.smtpUrl) : null;
  registerMailDelivery(jobs, database, mailTransport, config.mail.from);
  app.addHook('onClose', async () => mailTransport?.close());

  registerProblemHandling(app);
  registerPublicUrl(app, config);
  registerNulByteCheck(app);
  await app.register(cookie);
  // The size of an answer is checked before it is compressed: a compressed one is a stream.
  limitResponseSize(app);
  await registerAnswerCompression(app);
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // The staff app's service worker (/main/sw.js) and web manifest, both from the app's origin.
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:', ...tileSources(config)],
        connectSrc: ["'self'", 'ws:', 'wss:', ...issuerSources(externalIssuer)],
        formAction: ["'self'", ...issuerSources(externalIssuer), ...staffAppSources(config)],
        // Upgrading requests only makes sense where the product is served over https.
        upgradeInsecureRequests: config.publicUrl.startsWith('https:') ? [] : null,
      },
    },
  });
  await app.register(websocket, { options: { maxPayload: 64 * 1024 } });
  // The documentation maps every route: a production server shows it only when asked to.
  if (config.apiDocs) await registerApiDocs(app, config);
  const drain = new Drain();
  app.decorate('drain', drain);
  registerDrain(app, drain);
  await registerHealth(app, database, drain);

  await app.register(async (api) => {
    registerAccessControl(api, {
      database,
      verifier: app.tokenVerifier,
      callers: cachedCallers(),
      resolvePublicTenant: resolveScopedTenant,
      resolvePartner,
      provisionUser: resolveUser,
      recordWrite,
      routeTable,
      publicUrl: config.publicUrl,
    });
    await registerModules(api);
  });
  checkEveryEndpointRegistered(app, ALL_ENDPOINT_TABLES);

  if (config.oidc.kind === 'embedded') {
    await registerEmbeddedIssuer(app, { config, database, signingKeys, routeTable });
  }
  await registerStaffApp(app, config, routeTable);
  await registerPublicPages(app, config, routeTable);
  registerNotFound(app);
  // Started once every module has registered its job handlers; stopped before the database closes.
  if (config.jobs.workers) {
    await startIdempotencyKeySweep(app, database);
    await startRateCounterSweep(app, database);
    await jobs.start();
    app.addHook('onClose', async () => jobs.stop());
  }
  return app;
}
