import { ACCOUNTING_FEATURES, isAdmin } from '@syna/contracts/roles';
import type { Account } from '@syna/contracts/tenant';
import { APP_SEGMENTS, appPaths } from '@/lib/navigation/app-paths';
import { isMenuRouteVisible, type MenuAccess } from '@/app/shell/menu-access';
import { MENU_ROUTES } from '@/app/shell/menu-routes';

export const WELCOME_PATH = appPaths.welcome();
export const HOME_PATH = '/';

/** First path segments that are pages of the app, not tenants. */
const PAGE_SEGMENTS = new Set<string>([
  APP_SEGMENTS.welcome,
  APP_SEGMENTS.callback,
  APP_SEGMENTS.network,
  // The accounting programs' consent pages return to `/fortnox/activation`, `/visma/activation`.
  ...ACCOUNTING_FEATURES,
]);

export interface GuardInput {
  /** Path inside the app, without the /main basename. */
  pathname: string;
  /** The query (`?view=calendar&date=…`), which home hands on to the dashboard. */
  search?: string;
  accounts: readonly Account[];
  /** The tenant selected earlier (localStorage). */
  selectedTenantId: string | null;
  /** The roles from the tenant's initial data once loaded; before that the account's roles count. */
  tenantRoles?: readonly string[] | null;
  /** The tenant's features and the caller's permissions, from its initial data once loaded. */
  tenantAccess?: MenuAccess | null;
}

/**
 * The menu route a path belongs to: the one whose page is the longest prefix of it (`/acme/order/7`
 * is the orders'; `/acme/inspections/create` the new assignment's, not the list's).
 */
function menuRouteOf(pathname: string, tenantId: string) {
  const owning = MENU_ROUTES.filter((route) => {
    const page = route.to(tenantId);
    return pathname === page || pathname.startsWith(`${page}/`);
  });
  return owning.sort((left, right) => right.to(tenantId).length - left.to(tenantId).length)[0];
}

export type GuardDecision = { kind: 'redirect'; to: string } | { kind: 'allow'; tenantId: string | null };

/** The tenant to start in: the selected one if still a member, else the only one, else none. */
export function startTenant(accounts: readonly Account[], selectedTenantId: string | null): string | null {
  if (selectedTenantId && accounts.some((account) => account.tenant.id === selectedTenantId)) {
    return selectedTenantId;
  }
  return accounts.length === 1 ? accounts[0]!.tenant.id : null;
}

/** The first segment of an app path when it names a tenant (`/acme/settings` -> `acme`). */
export function tenantOfPath(pathname: string): string | null {
  const first = pathname.split('/').find(Boolean);
  return first && !PAGE_SEGMENTS.has(first) ? decodeURIComponent(first) : null;
}

/**
 * The route guard, run on every navigation: home goes to the current tenant's
 * dashboard (or the pick page), an unknown tenant goes to the pick page, and an admin route
 * visited by a non-admin goes home, as does a menu route's page whose feature the tenant has off
 * or whose permission the caller lacks (the same rule that hides it from the menu).
 */
export function decideRoute({
  pathname,
  search = '',
  accounts,
  selectedTenantId,
  tenantRoles,
  tenantAccess,
}: GuardInput): GuardDecision {
  const segments = pathname.split('/').filter(Boolean);
  if (segments.length === 0) {
    const tenantId = startTenant(accounts, selectedTenantId);
    // A link home with a query (a reminder's `/?view=calendar&date=…`) opens that dashboard view.
    return { kind: 'redirect', to: tenantId ? `${appPaths.home(tenantId)}${search}` : WELCOME_PATH };
  }
  const tenantId = tenantOfPath(pathname);
  if (!tenantId) return { kind: 'allow', tenantId: null };

  const account = accounts.find((candidate) => candidate.tenant.id === tenantId);
  if (!account) return { kind: 'redirect', to: WELCOME_PATH };
  // The integration pages are the feature's, not the administrators' (SPEC §2 "Integration routes").
  const integration =
    segments[1] === 'admin' ? ACCOUNTING_FEATURES.find((feature) => feature === segments[2]) : undefined;
  if (integration) {
    return tenantAccess && !tenantAccess.features.includes(integration)
      ? { kind: 'redirect', to: HOME_PATH }
      : { kind: 'allow', tenantId };
  }
  if (segments[1] === 'admin' && !isAdmin(tenantRoles ?? account.roles))
    return { kind: 'redirect', to: HOME_PATH };
  const menuRoute = tenantAccess ? menuRouteOf(pathname, tenantId) : undefined;
  if (tenantAccess && menuRoute && !isMenuRouteVisible(menuRoute, tenantAccess)) {
    return { kind: 'redirect', to: HOME_PATH };
  }
  return { kind: 'allow', tenantId };
}

/** `/main/acme` -> `/acme`; null when the path is outside the basename. */
export function stripBasename(pathname: string, basename: string): string | null {
  if (pathname === basename) return '/';
  if (!pathname.startsWith(`${basename}/`)) return null;
  return pathname.slice(basename.length);
}
