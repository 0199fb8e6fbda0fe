import type { InitialData } from '@syna/contracts/initial-data';
import type { TenantSettingsChange } from '@syna/contracts/tenant';
import { tenantEndpoints } from '@syna/contracts/endpoints/tenancy';
import { useTenantMutation, useTenantQuery } from '@/lib/http/endpoint-hooks';
import { sessionKeys } from './session-queries';

// The firm's settings, which several admin screens edit (the order page, the calendar, the status course).

const settingsKey = (tenantId: string) => ['tenant-settings', tenantId] as const;

/** `GET /admin/settings`: the firm's settings, each with its default when never set. */
export const useTenantSettings = () =>
  useTenantQuery({
    key: settingsKey,
    endpoint: tenantEndpoints.settings,
    request: {},
  });

/**
 * `PUT /admin/settings` with the changed keys only. The saved settings also replace the shell's
 * copy, so that e.g. the public calendar link appears or goes at once.
 */
export const useSaveTenantSettings = () =>
  useTenantMutation({
    endpoint: tenantEndpoints.changeSettings,
    request: (change: TenantSettingsChange) => ({ body: change }),
    notify: false,
    onSuccess: (settings, _change, { tenantId, queryClient }) => {
      queryClient.setQueryData(settingsKey(tenantId), settings);
      queryClient.setQueryData<InitialData>(sessionKeys.initialData(tenantId), (data) =>
        data ? { ...data, tenant: { ...data.tenant, settings } } : data,
      );
    },
  });
