import type { AccountingProviderName } from '@syna/contracts/accounting';
import type { AccountingEndpoints } from '@syna/contracts/endpoints/accounting';
import type { EndpointHandlers } from '../../platform/http/endpoint-routes.ts';
import {
  accountingStatus,
  activateAccounting,
  changeAccountingSettings,
  companyInformation,
  completeActivation,
  findProviderCustomers,
  invoiceAttemptsOf,
  providerCustomer,
  providerInvoices,
  uninstallAccounting,
  type AccountingDependencies,
} from './accounting.service.ts';
import { queueInvoices } from './invoicing.service.ts';

/** One provider's endpoints, each served by one service call; both providers share them. */
export function accountingRoutes(
  provider: AccountingProviderName,
  deps: AccountingDependencies,
): EndpointHandlers<AccountingEndpoints> {
  return {
    status: (context) => accountingStatus(context, deps, provider),
    settings: (context, { body }) => changeAccountingSettings(context, deps, provider, body),
    activate: async (context) => activateAccounting(context, deps, provider),
    uninstall: (context) => uninstallAccounting(context, deps, provider),
    activation: (context, { body }) => completeActivation(context, deps, provider, body),
    companyInformation: (context) => companyInformation(context, deps, provider),
    customers: (context, { query }) => findProviderCustomers(context, deps, provider, query),
    customer: (context, { params }) => providerCustomer(context, deps, provider, params.id),
    invoice: (context, { body }) => queueInvoices(context, deps, provider, body.inspectionIds),
    invoices: (context) => providerInvoices(context, deps, provider),
    attempts: (context, { params }) => invoiceAttemptsOf(context, provider, params.id),
  };
}
