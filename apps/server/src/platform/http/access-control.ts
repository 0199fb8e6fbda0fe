import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
// The request's cookies and the routes' `websocket` flag are typed by these plugins.
import type {} from '@fastify/cookie';
import type {} from '@fastify/websocket';
// Types `request.publicUrl`, which `registerPublicUrl` sets before any route runs.
import type {} from './public-url.ts';
import { hasPermission, isAdmin, isOwner } from '@syna/contracts/roles';
import { TOKEN_COOKIE_NAME } from '@syna/contracts/constants';
import type { Tenant } from '@syna/contracts/tenant';
import type { User } from '@syna/contracts/user';
import { scopedTenant, type Database, type ScopeVersions, type Tx } from '../db/database.ts';
import { holdTransaction, type HeldTransaction } from '../db/held-transaction.ts';
import { extractToken, type TokenVerifier, type VerifiedClaims } from '../auth/token-verifier.ts';
import type { Access, RouteRecord } from './access.ts';
import { checkCookieOnlyRequest } from './cookie-origin.ts';
import {
  answerOf,
  claimKey,
  idempotencyKeyOf,
  keyedRequestOf,
  releaseKey,
  replay,
  storeAnswer,
  type KeyedRequest,
} from './idempotency.ts';
import { AnswerWithoutWrites } from './answer-without-writes.ts';
import { badRequest, forbidden, notFound, unauthorized } from './problem.ts';
import type { RequestContext } from './request-context.ts';
import { rememberWritePosition, standbyReader, writePositionOf } from './read-after-write.ts';
import { requestLanguage } from './request-language.ts';
import { writeRecordOf, type RecordWrite } from './write-journal.ts';

/** Who calls, in which organisation, with what rights: the part of the context the tenancy module resolves. */
export type Caller = Pick<
  RequestContext,
  | 'tenant'
  | 'user'
  | 'account'
  | 'roles'
  | 'permissions'
  | 'features'
  | 'initialDataVersion'
  | 'sessionId'
  | 'tokenExpiresAt'
>;

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
    /** Set on socket routes, whose handler runs after the membership transaction has ended. */
    liveSocket?: boolean;
    /**
     * Set on upload routes: the membership check's transaction ends before the body is read, and
     * the handler's own opens once it has arrived, so a slow client holds no transaction.
     */
    bodyOutsideTransaction?: boolean;
  }
  interface FastifyRequest {
    claims?: VerifiedClaims;
    heldTransaction?: HeldTransaction;
    afterCommitTasks?: (() => Promise<void>)[];
  }
}

/** How member routes learn their caller (the tenancy module's `cachedCallers`). */
export interface CallerResolver {
  /**
   * The user the sign-in was in the tenant when last resolved, if known: the request's scope
   * statement sets it and reads its version (see `ScopeVersions`).
   */
  knownUser(tenantId: string, claims: VerifiedClaims): string | null;
  /**
   * Resolves the caller inside the request's tenant transaction (scoped to the tenant and the
   * token's subject), given the versions its scope statement read: throws 404/403, or answers
   * null when the caller has no user row yet.
   */
  resolve(
    tx: Tx,
    claims: VerifiedClaims,
    scope: { tenantId: string; versions: ScopeVersions | null },
  ): Promise<Caller | null>;
}

interface AccessControlOptions {
  database: Database;
  verifier: TokenVerifier;
  callers: CallerResolver;
  /** Resolves the tenant of a public tenant route inside its transaction (no user): throws 404. */
  resolvePublicTenant(tx: Tx): Promise<Tenant>;
  /**
   * Resolves a partner's call inside the tenant's transaction and turns it into the partner's:
   * throws 404 for an unknown tenant, 403 for a caller the firm's network does not know, or
   * answers null when the caller has no user row yet.
   */
  resolvePartner(tx: Tx): Promise<Pick<RequestContext, 'tenant' | 'user'> | null>;
  /**
   * Creates (or finds, or links by a verified e-mail) the caller's user; the one step that runs
   * outside any tenant. `origin` is for the events log of a link.
   */
  provisionUser(
    database: Database,
    claims: VerifiedClaims,
    origin: { address: string; requestId: string },
  ): Promise<User>;
  /** Appends a change to the events log, in the transaction that makes it. */
  recordWrite: RecordWrite;
  routeTable: RouteRecord[];
  /** The server's public address: a cookie-authenticated request may come from its pages. */
  publicUrl: string;
}

/** What a member's rights are checked against: their roles, their permission patterns, the firm's features. */
export type MemberRights = Pick<Caller, 'roles' | 'permissions' | 'features'>;

/**
 * Checks a member's rights against a member endpoint's access: 404 for a feature that is off,
 * 403 for a missing role or permission. Also for work that checks again later (an export's job).
 */
export function checkMemberAccess(access: Extract<Access, { kind: 'member' }>, caller: MemberRights): void {
  // A feature the firm has not switched on is not there for it at all, for anyone: 404, as for a
  // path that does not exist, rather than 403 (which would say that it exists but is withheld).
  if (access.feature && !caller.features.includes(access.feature)) {
    throw notFound({ key: 'http.featureOff' });
  }
  if (access.role === 'owner' && !isOwner(caller.roles)) throw forbidden();
  if (access.role === 'admin' && !isAdmin(caller.roles)) throw forbidden();
  if (access.permission && !hasPermission(caller.permissions, access.permission)) throw forbidden();
}

type Handler = RouteOptions['handler'];

function recordRoute(routeTable: RouteRecord[], route: RouteOptions, access: Access): void {
  const methods = Array.isArray(route.method) ? route.method : [route.method];
  for (const method of methods) {
    if (method === 'HEAD') continue;
    routeTable.push({
      method,
      url: route.url,
      access,
      websocket: Boolean(route.websocket),
      bodySchema: route.schema?.body,
      paramsSchema: route.schema?.params,
    });
  }
}

/**
 * The parts of every request's context: language, id, address, logger, clock, work after commit.
 * The language is the one the signed-in caller chose in their settings, else the request's.
 */
function baseContext(request: FastifyRequest, caller?: Pick<User, 'language'> | null) {
  return {
    language: caller?.language ?? requestLanguage(request.headers['accept-language']),
    requestId: request.id,
    publicUrl: request.publicUrl,
    log: request.log,
    now: () => new Date(),
    afterCommit: (task: () => Promise<void>) => {
      (request.afterCommitTasks ??= []).push(task);
    },
  };
}

/** Where a request came from, as the events log records it. */
const originOf = (request: FastifyRequest) => ({ address: request.ip, requestId: request.id });

/** Runs what waited for the commit; a failure there is logged, since the request itself succeeded. */
async function runAfterCommit(request: FastifyRequest): Promise<void> {
  for (const task of request.afterCommitTasks ?? []) {
    try {
      await task();
    } catch (error) {
      request.log.warn({ err: error }, 'work after commit failed');
    }
  }
}

/**
 * Wraps a handler so that it runs inside the request's one transaction: for member and public
 * tenant routes the one opened before validation, committed once the handler has produced its
 * answer (rolled back for an `AnswerWithoutWrites`); then the work that waited for the commit
 * runs, before the reply leaves.
 */
function inTransaction(options: AccessControlOptions, access: Access, handler: Handler): Handler {
  const { database } = options;
  if (access.kind === 'public') return handler;
  if (access.kind === 'authenticated') {
    return async function transactional(this: FastifyInstance, request: FastifyRequest, reply: FastifyReply) {
      const user = request.requestContext!.user!;
      const result: unknown = await database.withUser(user.id, async (tx) => {
        request.requestContext = { ...request.requestContext, tx };
        const answer: unknown = await handler.call(this, request, reply);
        // A change outside any tenant is logged in the firm it entered (one it created, one whose
        // invitation it answered); the log leaves out a change that entered none.
        if (request.routeOptions.config.journaled && (await scopedTenant(tx))) {
          await options.recordWrite(tx, writeRecordOf(request, { id: user.id, name: user.name }, answer));
        }
        return answer;
      });
      if (request.routeOptions.config.journaled) await rememberWritePosition(database, request, reply);
      await runAfterCommit(request);
      return result;
    };
  }
  return async function transactional(this: FastifyInstance, request: FastifyRequest, reply: FastifyReply) {
    // The body has been read outside any transaction: the caller is resolved again in a new one.
    if (access.kind === 'member' && request.heldTransaction?.finished) {
      await openMemberTransaction(options, request, access);
    }
    const user = request.requestContext?.user;
    // A public tenant route has no user: its keys are the firm's.
    const keyed = keyedRequestOf(request, user?.id ?? null);
    let claimedIn: HeldTransaction | undefined;
    let result: unknown;
    const rollBack = async () => {
      await request.heldTransaction!.finish('rollback');
      // The key's claim committed when the work left its transaction: the failure frees it.
      if (keyed && claimedIn && claimedIn !== request.heldTransaction) {
        await releaseClaim(options, request, keyed);
      }
    };
    try {
      if (keyed) {
        const stored = await claimKey(request.heldTransaction!.tx, keyed);
        if (stored) {
          await request.heldTransaction!.finish('commit');
          return replay(reply, stored);
        }
        claimedIn = request.heldTransaction;
      }
      result = await handler.call(this, request, reply);
      if (result instanceof AnswerWithoutWrites) {
        await rollBack();
        return result.answer;
      }
      // The handler may have worked outside its transaction and continued in a new one.
      const held = request.heldTransaction!;
      if (request.routeOptions.config.journaled) {
        const actor = user ? { id: user.id, name: user.name } : null;
        await options.recordWrite(held.tx, writeRecordOf(request, actor, result));
      }
      if (keyed) await storeAnswer(held.tx, keyed, answerOf(reply, result));
      await held.finish('commit');
    } catch (error) {
      await rollBack();
      throw error;
    }
    if (request.routeOptions.config.journaled) await rememberWritePosition(database, request, reply);
    await runAfterCommit(request);
    return result;
  };
}

async function releaseClaim(options: AccessControlOptions, request: FastifyRequest, keyed: KeyedRequest) {
  try {
    const tenantId = request.requestContext!.tenant!.id;
    await options.database.withTenant({ tenantId, userId: keyed.userId }, (tx) => releaseKey(tx, keyed));
  } catch (error) {
    request.log.warn({ err: error }, 'releasing an idempotency key failed');
  }
}

/** Resolves a caller in a tenant transaction, given the versions its scope statement read. */
type Resolve<C> = (tx: Tx, versions: ScopeVersions | null) => Promise<C | null>;

async function openTenantTransaction<C>(
  options: AccessControlOptions,
  tenantId: string,
  claims: VerifiedClaims,
  resolve: Resolve<C>,
): Promise<{ held: HeldTransaction; caller: C | null }> {
  const identity = { issuer: claims.issuer, subject: claims.sub };
  const userId = options.callers.knownUser(tenantId, claims);
  let versions: ScopeVersions | null = null;
  const held = await holdTransaction((work) =>
    options.database.withTenant({ tenantId, userId, identity }, (tx, read) => {
      versions = read;
      return work(tx);
    }),
  );
  try {
    return { held, caller: await resolve(held.tx, versions) };
  } catch (error) {
    await held.finish('rollback');
    throw error;
  }
}

/**
 * Opens a tenant route's transaction and resolves its caller; on the first request of a new user
 * creates the user outside the tenant, then resolves again in a new transaction.
 */
async function openResolvedTransaction<C>(
  options: AccessControlOptions,
  request: FastifyRequest,
  resolve: Resolve<C>,
): Promise<C | null> {
  const claims = request.claims!;
  const tenantId = tenantOfPath(request);
  let { held, caller } = await openTenantTransaction(options, tenantId, claims, resolve);
  if (!caller) {
    await held.finish('rollback');
    await options.provisionUser(options.database, claims, originOf(request));
    ({ held, caller } = await openTenantTransaction(options, tenantId, claims, resolve));
  }
  request.heldTransaction = held;
  return caller;
}

function tenantOfPath(request: FastifyRequest): string {
  const tenantId = (request.params as { tenant?: string }).tenant;
  if (!tenantId) throw badRequest({ key: 'http.noTenant' });
  return tenantId;
}

/** Opens a public tenant route's transaction (the tenant's scope, no user) and resolves its tenant. */
async function openPublicTenantTransaction(
  options: AccessControlOptions,
  request: FastifyRequest,
): Promise<void> {
  const tenantId = tenantOfPath(request);
  const held = await holdTransaction((work) => options.database.withTenant({ tenantId }, work));
  try {
    const tenant = await options.resolvePublicTenant(held.tx);
    request.requestContext = { ...baseContext(request), tx: held.tx, tenant };
  } catch (error) {
    await held.finish('rollback');
    throw error;
  }
  request.heldTransaction = held;
}

/** Opens a member route's transaction, resolves the caller in it and checks the route's rights. */
async function openMemberTransaction(
  options: AccessControlOptions,
  request: FastifyRequest,
  access: Extract<Access, { kind: 'member' }>,
): Promise<void> {
  const claims = request.claims!;
  const tenantId = tenantOfPath(request);
  const caller = await openResolvedTransaction(options, request, (tx, versions) =>
    options.callers.resolve(tx, claims, { tenantId, versions }),
  );
  if (!caller) throw forbidden({ key: 'http.notMember' });
  checkMemberAccess(access, caller);
  request.requestContext = {
    ...baseContext(request, caller.user),
    ...caller,
    tx: request.heldTransaction!.tx,
    standbyRead: standbyReader(
      options.database,
      request,
      { tenantId, userId: caller.user.id, identity: { issuer: claims.issuer, subject: claims.sub } },
      () => request.heldTransaction!.tx,
    ),
    lastWritePosition: writePositionOf(request),
    outsideTransaction: async (work) => {
      // The handler holds this context: after the work it goes on in the new transaction.
      const context = request.requestContext!;
      await request.heldTransaction!.finish('commit');
      try {
        return await work();
      } finally {
        await openMemberTransaction(options, request, access);
        context.tx = request.requestContext!.tx;
        request.requestContext = context;
      }
    },
  };
}

/** Opens a partner route's transaction: the caller resolved, then the partner role's scope. */
async function openPartnerTransaction(options: AccessControlOptions, request: FastifyRequest): Promise<void> {
  const partner = await openResolvedTransaction(options, request, (tx) => options.resolvePartner(tx));
  if (!partner) throw forbidden({ key: 'network.notInNetwork' });
  request.requestContext = {
    ...baseContext(request, partner.user),
    ...partner,
    tx: request.heldTransaction!.tx,
  };
}

/**
 * Installs the access wall for every route registered after it: the declaration check at start,
 * token verification (401), tenant membership and rights (404/403) before body validation (400),
 * and one transaction per request, from membership check to handler.
 */
export function registerAccessControl(app: FastifyInstance, options: AccessControlOptions): void {
  app.addHook('onRoute', (route) => {
    const access = route.config?.access;
    if (!access) {
      throw new Error(`Route ${String(route.method)} ${route.url} declares no access`);
    }
    recordRoute(options.routeTable, route, access);
    // A socket handler only registers the connection; its membership check commits at once.
    if (route.websocket) route.config = { ...route.config, liveSocket: true } as typeof route.config;
    else route.handler = inTransaction(options, access, route.handler);
    if (route.config?.bodyOutsideTransaction && access.kind !== 'member') {
      throw new Error(
        `Route ${String(route.method)} ${route.url} reads its body outside a transaction: members only`,
      );
    }
  });

  app.addHook('onRequest', async (request) => {
    const access = request.routeOptions.config?.access;
    if (!access || access.kind === 'public' || access.kind === 'publicInTenant') return;
    const bearer = extractToken(request.headers.authorization, undefined);
    const token = bearer ?? request.cookies?.[TOKEN_COOKIE_NAME];
    if (!token) throw unauthorized();
    if (!bearer) checkCookieOnlyRequest(request, options.publicUrl);
    request.claims = await options.verifier.verify(token, request);
  });

  app.addHook('preValidation', async (request) => {
    const access = request.routeOptions.config?.access;
    if (!access) return;
    if (access.kind === 'public') {
      request.requestContext = baseContext(request);
      return;
    }
    if (access.kind === 'publicInTenant') {
      await openPublicTenantTransaction(options, request);
      request.idempotencyKey = idempotencyKeyOf(request);
      return;
    }
    if (access.kind === 'authenticated') {
      const user = await options.provisionUser(options.database, request.claims!, originOf(request));
      request.requestContext = { ...baseContext(request, user), user };
      return;
    }
    if (access.kind === 'partner') return openPartnerTransaction(options, request);
    await openMemberTransaction(options, request, access);
    request.idempotencyKey = idempotencyKeyOf(request);
    const { liveSocket, bodyOutsideTransaction } = request.routeOptions.config;
    if (liveSocket || bodyOutsideTransaction) await request.heldTransaction!.finish('commit');
  });

  // Whatever ends a request early (validation, an error, an aborted connection) rolls back.
  const rollbackUnfinished = async (request: FastifyRequest) => {
    if (request.heldTransaction && !request.heldTransaction.finished) {
      await request.heldTransaction.finish('rollback');
    }
  };
  app.addHook('onError', rollbackUnfinished);
  app.addHook('onResponse', rollbackUnfinished);
  app.addHook('onRequestAbort', rollbackUnfinished);
}

/**
 * Declares the access of a whole scope of infrastructure routes (static files, API docs, the
 * sign-in issuer) whose routes are registered by third-party plugins.
 */
export function declareScopeAccess(scope: FastifyInstance, access: Access, routeTable: RouteRecord[]): void {
  scope.addHook('onRoute', (route) => {
    route.config = { ...route.config, access } as typeof route.config;
    recordRoute(routeTable, route, access);
  });
}
