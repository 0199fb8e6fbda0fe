import type { Permission, TenantFeature } from '../permissions.ts';

/**
 * What an endpoint needs from its caller. Every endpoint declares one; the server refuses to
 * start otherwise.
 * - `public`: anyone, no token, no tenant (the client configuration).
 * - `publicInTenant`: anyone, no token, inside the `:tenant`'s transaction with no user, so
 *   row-level security applies (the order page); an unknown tenant answers 404.
 * - `authenticated`: a valid token, no tenant (the caller's own organisations).
 * - `member`: a member of the `:tenant` in the path, optionally with a role, a permission and
 *   a feature.
 */
export type Access =
  | { kind: 'public' }
  | { kind: 'publicInTenant' }
  | { kind: 'authenticated' }
  | { kind: 'member'; role?: 'owner' | 'admin'; permission?: Permission; feature?: TenantFeature };

export const PUBLIC = { kind: 'public' } as const satisfies Access;
export const PUBLIC_IN_TENANT = { kind: 'publicInTenant' } as const satisfies Access;
export const AUTHENTICATED = { kind: 'authenticated' } as const satisfies Access;
export const MEMBER = { kind: 'member' } as const satisfies Access;
export const ADMIN = { kind: 'member', role: 'admin' } as const satisfies Access;

/** A member holding `permission` (a pattern of one of their roles matches it). */
export const permitted = (permission: Permission) =>
  ({ kind: 'member', permission }) as const satisfies Access;
