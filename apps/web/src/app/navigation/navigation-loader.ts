import type { QueryClient } from '@tanstack/react-query';
import { redirect, type LoaderFunctionArgs } from 'react-router';
import { STAFF_APP_BASE_PATH } from '@syna/contracts/constants';
import { isHttpError } from '@/lib/http/http-error';
import { translate } from '@/lib/i18n/i18n';
import { accountsQuery } from '@/lib/session/session-queries';
import { getSelectedTenantId } from '@/lib/session/selected-tenant';
import { showError } from '@/lib/snackbar/snackbar';
import type { MenuAccess } from '@/app/shell/menu-access';
import { decideRoute, stripBasename, WELCOME_PATH } from './route-guard';
import { selectTenant } from './select-tenant';

/**
 * The root loader, run on every navigation: applies the route guard and selects the tenant of
 * the URL before any page renders.
 */
export function createNavigationLoader(queryClient: QueryClient) {
  return async function navigationLoader({ request }: LoaderFunctionArgs): Promise<null> {
    const url = new URL(request.url);
    const pathname = stripBasename(url.pathname, STAFF_APP_BASE_PATH) ?? '/';
    const accounts = await queryClient.ensureQueryData(accountsQuery());
    const previousTenantId = getSelectedTenantId();
    const decision = decideRoute({
      pathname,
      search: url.search,
      accounts,
      selectedTenantId: previousTenantId,
    });
    if (decision.kind === 'redirect') throw redirect(decision.to);
    if (!decision.tenantId) return null;

    let tenantRoles: string[];
    let tenantAccess: MenuAccess;
    try {
      const data = await selectTenant(queryClient, accounts, decision.tenantId);
      if (!data) throw redirect(WELCOME_PATH);
      tenantRoles = data.roles;
      tenantAccess = { features: data.features, permissions: data.permissions };
    } catch (error) {
      if (!isHttpError(error)) throw error;
      // The tenant does not exist (any more), or the user is no longer a member: pick another.
      if (error.status === 404 || error.status === 403) throw redirect(WELCOME_PATH);
      const switching = previousTenantId && previousTenantId !== decision.tenantId;
      if (switching && error.kind !== 'unauthorized') {
        showError(translate('error.switchOrganization'), error.message);
        throw redirect(`/${encodeURIComponent(previousTenantId)}`);
      }
      throw error;
    }

    const checked = decideRoute({
      pathname,
      accounts,
      selectedTenantId: decision.tenantId,
      tenantRoles,
      tenantAccess,
    });
    if (checked.kind === 'redirect') throw redirect(checked.to);
    return null;
  };
}
