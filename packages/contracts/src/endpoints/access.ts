import type { Permission, TenantFeature } from '../permissions.ts';

/**
 * What an endpoint needs from its caller. Every endpoint declares one; the server refuses to
 * start otherwise.
 * - `public`: anyone, no token, no tenant (the client configuration).
 * - `publicInTenant`: anyone, no token, inside the `:tenant`'s transaction with no user, so
 *   row-level security applies (the order page); an unknown tenant answers 404.
 * - `authenticated`: a valid token, no tenant (the caller's own organisations).
 * - `member`: a member of the `:tenant` in the path, optionally with a role, a permission and
 *   a feature (an endpoint whose feature is off answers 404, as if it did not exist).
 * - `partner`: someone the `:tenant`'s partner network knows (an accepted partner, or the
 *   invitee of a pending network invitation), member or not; the transaction runs as the partner
 *   role, which reads only what the firm shares with the caller.
 */
export type Access =
  | { kind: 'public' }
  | { kind: 'publicInTenant' }
  | { kind: 'authenticated' }
  | { kind: 'partner' }
  | { kind: 'member'; role?: 'owner' | 'admin'; permission?: Permission; feature?: TenantFeature };

export const PUBLIC = { kind: 'public' } as const satisfies Access;
export const PUBLIC_IN_TENANT = { kind: 'publicInTenant' } as const satisfies Access;
export const AUTHENTICATED = { kind: 'authenticated' } as const satisfies Access;
export const MEMBER = { kind: 'member' } as const satisfies Access;
export const PARTNER = { kind: 'partner' } as const satisfies Access;
export const ADMIN = { kind: 'member', role: 'admin' } as const satisfies Access;

/** The feature a permission belongs to: its first segment (`orders.write` → `orders`). */
type FeatureOf<P extends Permission> = P extends `${infer Feature}.${string}` ? Feature : never;
// Every permission's first segment is a feature: the typecheck fails here if one is not.
const featureOf = <P extends Permission>(permission: P) =>
  permission.slice(0, permission.indexOf('.')) as FeatureOf<P> & TenantFeature;

/**
 * A member holding `permission` (a pattern of their roles, groups or own matches it), in a firm
 * that has the permission's feature switched on: where it is off, the endpoint answers 404.
 */
export const permitted = <P extends Permission>(permission: P) =>
  ({ kind: 'member', permission, feature: featureOf(permission) }) as const satisfies Access;

/** An administrator, in a firm that has `feature` switched on (the order types: `orders`). */
export const adminOf = (feature: TenantFeature) => ({ ...ADMIN, feature }) as const satisfies Access;
