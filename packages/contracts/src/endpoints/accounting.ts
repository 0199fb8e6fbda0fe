import { z } from 'zod';
import {
  accountingActivationSchema,
  accountingConsentSchema,
  accountingSettingsSchema,
  accountingStatusSchema,
  companyInformationSchema,
  customerSearchQuerySchema,
  invoiceAttemptListSchema,
  invoiceRequestSchema,
  providerCustomerSchema,
  providerInvoiceListSchema,
  type AccountingProviderName,
} from '../accounting.ts';
import { adminOf, permitted } from './access.ts';
import { endpoint } from './endpoint.ts';
import { tenantAnd, tenantParams } from './params.ts';

const customerParams = tenantParams.extend({ id: z.string().trim().min(1).max(100) });
const inspectionParams = tenantAnd('id', 'validation.inspectionId');

/**
 * One accounting provider's endpoints (SPEC §7 "Accounting integrations"): both providers have
 * the same table, under a path named after each. Reading and invoicing need `<provider>.invoice`;
 * connecting and disconnecting need an administrator; both need the provider's feature.
 */
function accountingEndpointsOf<const Provider extends AccountingProviderName>(provider: Provider) {
  const base = `/:tenant/v1/${provider}` as const;
  const service = provider;
  const invoice = permitted(`${provider}.invoice`);
  const admin = adminOf(provider);
  return {
    status: endpoint({
      method: 'GET',
      path: `${base}/status`,
      access: invoice,
      service,
      summary: 'Whether the firm is connected, to which company, since when and by whom (never a token)',
      params: tenantParams,
      response: accountingStatusSchema,
    }),
    settings: endpoint({
      method: 'PUT',
      path: `${base}/settings`,
      access: admin,
      service,
      summary: 'Whether invoices carry the firm’s own numbers from the `invoice` sequence',
      params: tenantParams,
      body: accountingSettingsSchema,
      response: accountingStatusSchema,
    }),
    activate: endpoint({
      method: 'POST',
      path: `${base}/activate`,
      access: admin,
      service,
      summary:
        'The provider’s consent page, with a signed state that names the firm (good for 10 minutes, once)',
      params: tenantParams,
      response: accountingConsentSchema,
    }),
    uninstall: endpoint({
      method: 'DELETE',
      path: `${base}/uninstall`,
      access: admin,
      service,
      summary: 'Revoke the grant at the provider and delete its tokens',
      params: tenantParams,
      status: 204,
    }),
    activation: endpoint({
      method: 'POST',
      path: `${base}/activation`,
      access: admin,
      service,
      summary:
        'Complete the consent: the code is exchanged for tokens (stored encrypted); a forged, reused or expired state is refused',
      params: tenantParams,
      body: accountingActivationSchema,
      response: accountingStatusSchema,
    }),
    companyInformation: endpoint({
      method: 'GET',
      path: `${base}/companyinformation`,
      access: invoice,
      service,
      summary: 'The connected company as the provider holds it',
      params: tenantParams,
      response: companyInformationSchema,
    }),
    customers: endpoint({
      method: 'GET',
      path: `${base}/customers`,
      access: invoice,
      service,
      summary: 'Customers at the provider by name, e-mail and postal code; null when the provider fails',
      params: tenantParams,
      query: customerSearchQuerySchema,
      response: z.array(providerCustomerSchema).nullable(),
    }),
    customer: endpoint({
      method: 'GET',
      path: `${base}/customers/:id`,
      access: invoice,
      service,
      summary: 'One customer at the provider by its id there',
      params: customerParams,
      response: providerCustomerSchema,
    }),
    invoice: endpoint({
      method: 'POST',
      path: `${base}/invoices`,
      access: invoice,
      service,
      summary:
        'Invoice assignments from their price rows (queued, one job each); an assignment already queued or invoiced keeps its attempt',
      params: tenantParams,
      body: invoiceRequestSchema,
      status: 202,
      response: invoiceAttemptListSchema,
    }),
    invoices: endpoint({
      method: 'GET',
      path: `${base}/invoices`,
      access: invoice,
      service,
      summary: 'The firm’s recent invoices at the provider, newest first',
      params: tenantParams,
      response: providerInvoiceListSchema,
    }),
    attempts: endpoint({
      method: 'GET',
      path: `${base}/inspections/:id/invoices`,
      access: invoice,
      service,
      summary: 'An assignment’s invoicing attempts at the provider, newest first',
      params: inspectionParams,
      response: invoiceAttemptListSchema,
    }),
  };
}

export const fortnoxEndpoints = accountingEndpointsOf('fortnox');
export const vismaEndpoints = accountingEndpointsOf('visma');
/** Either provider's table: the same endpoints, named after one provider or the other. */
export type AccountingEndpoints = ReturnType<typeof accountingEndpointsOf<AccountingProviderName>>;
export const accountingEndpoints: Record<AccountingProviderName, AccountingEndpoints> = {
  fortnox: fortnoxEndpoints,
  visma: vismaEndpoints,
};
