import type { RoleName } from '@syna/contracts/roles';

/**
 * What a route needs from its caller. Every route declares one; the server refuses to start
 * otherwise (see access-control.ts).
 * - public: anyone, no token. With `tenant`, the route lives under `/:tenant` (the order page):
 *   it runs in that tenant's transaction without a user, and an unknown tenant answers 404.
 * - authenticated: a valid token, no tenant (the caller's own organisations).
 * - member: a member of the `:tenant` in the path, optionally with a role, a permission and a feature.
 */
export type Access =
  | { kind: 'public'; tenant?: true }
  | { kind: 'authenticated' }
  | { kind: 'member'; role?: Extract<RoleName, 'owner' | 'admin'>; permission?: string; feature?: string };

export const PUBLIC: Access = { kind: 'public' };
/** Anyone, no token, inside the `:tenant`'s transaction (row-level security applies). */
export const PUBLIC_IN_TENANT: Access = { kind: 'public', tenant: true };
export const AUTHENTICATED: Access = { kind: 'authenticated' };
export const MEMBER: Access = { kind: 'member' };
export const ADMIN: Access = { kind: 'member', role: 'admin' };

export interface RouteRecord {
  method: string;
  url: string;
  access: Access;
  websocket: boolean;
  /** The route's body and params schemas (zod), kept so tests can build requests for every route. */
  bodySchema?: unknown;
  paramsSchema?: unknown;
}
