import { anyPatternGrants } from './permission-patterns.ts';
import { TENANT_FEATURES, type Permission, type TenantFeature } from './permissions.ts';

/**
 * The built-in roles (an owner is also an admin) and the checks both the server and the staff app
 * make. `user` is the inspector ("Besiktningsman"), `office` the office staff ("Kontor").
 */
export const ROLE_NAMES = ['owner', 'admin', 'user', 'office', 'viewer', 'guest'] as const;
export type RoleName = (typeof ROLE_NAMES)[number];

export const isOwner = (roles: readonly string[]): boolean => roles.includes('owner');
export const isAdmin = (roles: readonly string[]): boolean => isOwner(roles) || roles.includes('admin');
export const hasRole = (roles: readonly string[], role: string): boolean => roles.includes(role);

/** A permission check passes if any of the caller's patterns grants the name (see permission-patterns.ts). */
export const hasPermission = (patterns: readonly string[], permission: Permission): boolean =>
  anyPatternGrants(patterns, permission);

/**
 * Permission patterns each built-in role starts with in a new organisation. The inspector does
 * the field work (assignments with their remarks, photos and forms, contacts) and sees the orders,
 * but neither handles orders nor deletes assignments: accepting orders (and hearing of each new
 * one) and `inspections.delete` are left to the office and the administrators.
 */
export const DEFAULT_ROLE_PERMISSIONS: Record<RoleName, string[]> = {
  owner: ['*'],
  admin: ['*'],
  user: [
    'inspections.read',
    'inspections.write',
    'projects.*',
    'contacts.*',
    'orders.read',
    'calendar.*',
    'email.*',
    'documents.read',
  ],
  office: [
    'inspections.*',
    'projects.*',
    'contacts.*',
    'orders.*',
    'calendar.*',
    'email.*',
    'documents.read',
    'fortnox.*',
    'visma.*',
  ],
  viewer: [
    'inspections.read',
    'projects.read',
    'contacts.read',
    'orders.read',
    'calendar.read',
    'email.read',
  ],
  guest: ['inspections.read'],
};

/**
 * Features every new organisation starts with: all but the accounting integrations, which a firm
 * switches on for the one program it keeps its books in.
 */
export const ACCOUNTING_FEATURES = ['fortnox', 'visma'] as const satisfies readonly TenantFeature[];
export const DEFAULT_TENANT_FEATURES: readonly TenantFeature[] = TENANT_FEATURES.filter(
  (feature) => !(ACCOUNTING_FEATURES as readonly TenantFeature[]).includes(feature),
);
