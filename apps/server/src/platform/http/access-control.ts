import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import { hasPermission, isAdmin, isOwner } from '@syna/contracts/roles';
import { TOKEN_COOKIE_NAME } from '@syna/contracts/constants';
import type { Database, Tx } from '../db/database.ts';
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
  }
  interface FastifyRequest {
    claims?: VerifiedClaims;
    resolvedContext?: ResolvedContext;
    userId?: string;
    transaction?: Tx;
  }
}

interface AccessControlOptions<Context extends ResolvedContext> {
  database: Database;
  verifier: TokenVerifier;
  resolveTenantContext(database: Database, tenantId: string, claims: VerifiedClaims): Promise<Context>;
  resolveUserId(database: Database, claims: VerifiedClaims): Promise<string>;
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
    });
  }
}

/** Wraps a handler so that it runs inside the request's one transaction, in the caller's scope. */
function inTransaction(database: Database, access: Access, handler: Handler): Handler {
  if (access.kind === 'public') return handler;
  return async function transactional(this: FastifyInstance, request: FastifyRequest, reply: FastifyReply) {
    const run = async (tx: Tx): Promise<unknown> => {
      request.transaction = tx;
      return handler.call(this, request, reply);
    };
    if (access.kind === 'authenticated') return database.withUser(request.userId!, run);
    const context = request.resolvedContext!;
    return database.withTenant({ tenantId: context.tenant.id, userId: context.user.id }, run);
  };
}

/**
 * Installs the access wall for every route registered after it: the declaration check at start,
 * token verification (401), tenant membership and rights (404/403) before body validation (400),
 * and one transaction per request around the handler.
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
    // A socket handler only registers the connection; it needs no transaction.
    if (!route.websocket) route.handler = inTransaction(options.database, access, route.handler);
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
    if (!access || access.kind === 'public') return;
    const claims = request.claims!;
    if (access.kind === 'authenticated') {
      request.userId = await options.resolveUserId(options.database, claims);
      return;
    }
    const tenantId = (request.params as { tenant?: string }).tenant;
    if (!tenantId) throw badRequest('Anropet saknar organisation');
    const context = await options.resolveTenantContext(options.database, tenantId, claims);
    checkMemberAccess(access, context);
    request.resolvedContext = context;
  });
}

/** The request's transaction; only handlers of signed-in routes have one. */
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
