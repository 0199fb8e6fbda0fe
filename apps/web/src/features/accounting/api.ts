import type { AccountingProviderName, AccountingSettings } from '@syna/contracts/accounting';
import { accountingEndpoints } from '@syna/contracts/endpoints/accounting';
import { useTenantMutation, useTenantQuery, type TenantCache } from '@/lib/http/endpoint-hooks';

export const accountingKeys = {
  all: (tenantId: string, provider: AccountingProviderName) => ['accounting', tenantId, provider] as const,
  status: (tenantId: string, provider: AccountingProviderName) =>
    [...accountingKeys.all(tenantId, provider), 'status'] as const,
  company: (tenantId: string, provider: AccountingProviderName) =>
    [...accountingKeys.all(tenantId, provider), 'company'] as const,
  invoices: (tenantId: string, provider: AccountingProviderName) =>
    [...accountingKeys.all(tenantId, provider), 'invoices'] as const,
  attempts: (tenantId: string, provider: AccountingProviderName, inspectionId: string) =>
    [...accountingKeys.all(tenantId, provider), 'attempts', inspectionId] as const,
};

const refreshAll =
  (provider: AccountingProviderName) =>
  ({ tenantId, queryClient }: TenantCache) =>
    queryClient.invalidateQueries({ queryKey: accountingKeys.all(tenantId, provider) });

export const useAccountingStatus = (provider: AccountingProviderName) =>
  useTenantQuery({
    key: (tenantId) => accountingKeys.status(tenantId, provider),
    endpoint: accountingEndpoints[provider].status,
    request: {},
  });

export const useCompanyInformation = (provider: AccountingProviderName, enabled: boolean) =>
  useTenantQuery({
    key: (tenantId) => accountingKeys.company(tenantId, provider),
    endpoint: accountingEndpoints[provider].companyInformation,
    request: {},
    enabled,
    retry: false,
  });

export const useProviderInvoices = (provider: AccountingProviderName, enabled: boolean) =>
  useTenantQuery({
    key: (tenantId) => accountingKeys.invoices(tenantId, provider),
    endpoint: accountingEndpoints[provider].invoices,
    request: {},
    enabled,
    retry: false,
    pick: (response) => response.items,
  });

export const useActivate = (provider: AccountingProviderName) =>
  useTenantMutation({ endpoint: accountingEndpoints[provider].activate, request: () => ({}) });

export const useCompleteActivation = (provider: AccountingProviderName) =>
  useTenantMutation({
    endpoint: accountingEndpoints[provider].activation,
    request: (body: { code: string; state: string }) => ({ body }),
    onSuccess: (_status, _body, cache) => refreshAll(provider)(cache),
  });

export const useUninstall = (provider: AccountingProviderName) =>
  useTenantMutation({
    endpoint: accountingEndpoints[provider].uninstall,
    request: () => ({}),
    onSuccess: (_result, _variables, cache) => refreshAll(provider)(cache),
  });

export const useAccountingSettings = (provider: AccountingProviderName) =>
  useTenantMutation({
    endpoint: accountingEndpoints[provider].settings,
    request: (settings: AccountingSettings) => ({ body: settings }),
    onSuccess: (_status, _body, cache) => refreshAll(provider)(cache),
  });

/** An assignment's attempts, asked again every two seconds while one is queued. */
export const useInvoiceAttempts = (
  provider: AccountingProviderName,
  inspectionId: string,
  enabled: boolean,
) =>
  useTenantQuery({
    key: (tenantId) => accountingKeys.attempts(tenantId, provider, inspectionId),
    endpoint: accountingEndpoints[provider].attempts,
    request: { params: { id: inspectionId } },
    enabled,
    pick: (response) => response.items,
    refetchInterval: (query) => (query.state.data?.[0]?.state === 'queued' ? 2000 : false),
  });

export const useQueueInvoices = (provider: AccountingProviderName) =>
  useTenantMutation({
    endpoint: accountingEndpoints[provider].invoice,
    request: (inspectionIds: string[]) => ({ body: { inspectionIds } }),
    onSuccess: (_result, _ids, cache) => refreshAll(provider)(cache),
  });
