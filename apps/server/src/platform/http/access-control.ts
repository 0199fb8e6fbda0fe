import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import { hasPermission, isAdmin, isOwner } from '@syna/contracts/roles';
import { TOKEN_COOKIE_NAME } from '@syna/contracts/constants';
import type { Database, Tx } from '../db/database.ts';
import { holdTransaction, type HeldTransaction } from '../db/held-transaction.ts';
import { extractToken, type TokenVerifier, type VerifiedClaims } from '../auth/token-verifier.ts';
import type { Access, RouteRecord } from './access.ts';
import { badRequest, forbidden, unauthorized } from './problem.ts';

/** The caller's tenant context, as the tenancy module resolves it. */
export interface ResolvedContext {
  tenant: { id: string };
  user: { id: string };
  roles: string[];
  permissions: string[];
  features: string[];
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
    /** Set on socket routes, whose handler runs after the membership transaction has ended. */
    liveSocket?: boolean;
  }
  interface FastifyRequest {
    claims?: VerifiedClaims;
    resolvedContext?: ResolvedContext;
    /** The tenant of a public tenant route (`PUBLIC_IN_TENANT`), as the tenancy module resolves it. */
    publicTenant?: { id: string };
    userId?: string;
    transaction?: Tx;
    heldTransaction?: HeldTransaction;
  }
}

interface AccessControlOptions<Context extends ResolvedContext> {
  database: Database;
  verifier: TokenVerifier;
  /**
   * Resolves the caller inside the request's tenant transaction (scoped to the tenant and the
   * token's subject): throws 404/403, or answers null when the caller has no user row yet.
   */
  resolveTenantContext(tx: Tx, claims: VerifiedClaims): Promise<Context | null>;
  /** Resolves the tenant of a public tenant route inside its transaction (no user): throws 404. */
  resolvePublicTenant(tx: Tx): Promise<{ id: string }>;
  /** Creates (or finds) the caller's user row; the one step that runs outside any tenant. */
  provisionUser(database: Database, claims: VerifiedClaims): Promise<{ id: string }>;
  routeTable: RouteRecord[];
}

function checkMemberAccess(access: Extract<Access, { kind: 'member' }>, context: ResolvedContext): void {
  if (access.role === 'owner' && !isOwner(context.roles)) throw forbidden();
  if (access.role === 'admin' && !isAdmin(context.roles)) throw forbidden();
  if (access.permission && !hasPermission(context.permissions, access.permission)) throw forbidden();
  if (access.feature && !context.features.includes(access.feature)) {
    throw forbidden('Funktionen är inte aktiverad för organisationen');
  }
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
 * Wraps a handler so that it runs inside the request's one transaction: for member and public
 * tenant routes the one opened before validation, committed once the handler has produced its
 * answer.
 */
function inTransaction(database: Database, access: Access, handler: Handler): Handler {
  if (access.kind === 'public' && !access.tenant) return handler;
  if (access.kind === 'authenticated') {
    return async function transactional(this: FastifyInstance, request: FastifyRequest, reply: FastifyReply) {
      return database.withUser(request.userId!, async (tx) => {
        request.transaction = tx;
        return handler.call(this, request, reply);
      });
    };
  }
  return async function transactional(this: FastifyInstance, request: FastifyRequest, reply: FastifyReply) {
    const held = request.heldTransaction!;
    try {
      const result: unknown = await handler.call(this, request, reply);
      await held.finish('commit');
      return result;
    } catch (error) {
      await held.finish('rollback');
      throw error;
    }
  };
}

async function openTenantTransaction<Context extends ResolvedContext>(
  options: AccessControlOptions<Context>,
  tenantId: string,
  claims: VerifiedClaims,
): Promise<{ held: HeldTransaction; context: Context | null }> {
  const held = await holdTransaction((work) =>
    options.database.withTenant({ tenantId, subject: claims.sub }, work),
  );
  try {
    return { held, context: await options.resolveTenantContext(held.tx, claims) };
  } catch (error) {
    await held.finish('rollback');
    throw error;
  }
}

/** Opens a public tenant route's transaction (the tenant's scope, no user) and resolves its tenant. */
async function openPublicTenantTransaction<Context extends ResolvedContext>(
  options: AccessControlOptions<Context>,
  request: FastifyRequest,
): Promise<void> {
  const tenantId = (request.params as { tenant?: string }).tenant;
  if (!tenantId) throw badRequest('Anropet saknar organisation');
  const held = await holdTransaction((work) => options.database.withTenant({ tenantId }, work));
  try {
    request.publicTenant = await options.resolvePublicTenant(held.tx);
  } catch (error) {
    await held.finish('rollback');
    throw error;
  }
  request.heldTransaction = held;
  request.transaction = held.tx;
}

/**
 * Installs the access wall for every route registered after it: the declaration check at start,
 * token verification (401), tenant membership and rights (404/403) before body validation (400),
 * and one transaction per request, from membership check to handler.
 */
export function registerAccessControl<Context extends ResolvedContext>(
  app: FastifyInstance,
  options: AccessControlOptions<Context>,
): void {
  app.addHook('onRoute', (route) => {
    const access = route.config?.access;
    if (!access) {
      throw new Error(`Route ${String(route.method)} ${route.url} declares no access`);
    }
    recordRoute(options.routeTable, route, access);
    // A socket handler only registers the connection; its membership check commits at once.
    if (route.websocket) route.config = { ...route.config, liveSocket: true } as typeof route.config;
    else route.handler = inTransaction(options.database, access, route.handler);
  });

  app.addHook('onRequest', async (request) => {
    const access = request.routeOptions.config?.access;
    if (!access || access.kind === 'public') return;
    const token = extractToken(request.headers.authorization, request.cookies?.[TOKEN_COOKIE_NAME]);
    if (!token) throw unauthorized();
    request.claims = await options.verifier.verify(token);
  });

  app.addHook('preValidation', async (request) => {
    const access = request.routeOptions.config?.access;
    if (!access) return;
    if (access.kind === 'public') {
      if (access.tenant) await openPublicTenantTransaction(options, request);
      return;
    }
    const claims = request.claims!;
    if (access.kind === 'authenticated') {
      request.userId = (await options.provisionUser(options.database, claims)).id;
      return;
    }
    const tenantId = (request.params as { tenant?: string }).tenant;
    if (!tenantId) throw badRequest('Anropet saknar organisation');
    let { held, context } = await openTenantTransaction(options, tenantId, claims);
    if (!context) {
      // First request of a new user: create the user outside the tenant, then resolve again.
      await held.finish('rollback');
      await options.provisionUser(options.database, claims);
      ({ held, context } = await openTenantTransaction(options, tenantId, claims));
    }
    request.heldTransaction = held;
    request.transaction = held.tx;
    if (!context) throw forbidden('Du är inte medlem i organisationen');
    checkMemberAccess(access, context);
    request.resolvedContext = context;
    if (request.routeOptions.config.liveSocket) await held.finish('commit');
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

/** The request's transaction; handlers of signed-in and public tenant routes have one. */
export function requestTransaction(request: FastifyRequest): Tx {
  if (!request.transaction) throw new Error('No transaction: the route is public');
  return request.transaction;
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
