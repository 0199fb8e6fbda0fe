import { kronorToOre, oreToKronor } from '@syna/contracts/prices';
import type { AccountingProvider, ProviderCustomer, ProviderInvoice } from '../provider.ts';
import type { AccountingClientSettings } from '../oauth-client/oauth2.ts';
import {
  itemsOf,
  providerClient,
  readCustomer,
  readFields,
  type ProviderSpec,
} from '../oauth-client/provider-client.ts';
import { field, firstText } from '../oauth-client/provider-http.ts';

/**
 * Fortnox (API v3, https://api.fortnox.se/apidocs) as an `AccountingProvider`.
 *
 * - OAuth2 at apps.fortnox.se/oauth-v1: `auth` (consent), `token` (HTTP Basic client
 *   credentials; access tokens of one hour, refresh tokens rotated on each use), `revoke` (takes
 *   the refresh token). The consent asks `access_type=offline`, which gives the refresh token.
 * - API calls carry `Authorization: Bearer <access token>` and JSON both ways; errors come as
 *   `{"ErrorInformation":{"error":1,"message":"…","code":2000…}}`.
 * - Rate limit: 25 requests per 5 s per access token, a sliding window (Fortnox "Rate limits for
 *   Fortnox API"): kept by a queue here, and a 429 retried after its wait.
 * - Our external key rides on the invoice in `ExternalInvoiceReference1`, a field Fortnox keeps
 *   for integrations (not printed on the invoice) and filters on (`externalinvoicereference1`).
 *   Fortnox matches that filter on the start of the value, so the hits are compared exactly.
 * - The assignment's number goes in `YourOrderNumber` ("Er ordernr"), which the invoice shows.
 * - Prices go as kronor excluding VAT (`VATIncluded: false`, whatever the customer's default),
 *   with each row's VAT rate in `VAT`.
 */
export const FORTNOX_DEFAULTS = {
  authUrl: 'https://apps.fortnox.se/oauth-v1',
  apiUrl: 'https://api.fortnox.se/3',
  scope: 'companyinformation customer invoice article',
} as const;

/** The most a Fortnox list gives per page (`limit`). */
const FORTNOX_MAX_PAGE_SIZE = 500;

/** Fortnox's message out of `ErrorInformation` (its keys are written in either case). */
export const fortnoxErrorMessage = (body: unknown): string | null =>
  firstText(field(body, 'ErrorInformation'), 'message') ?? firstText(body, 'message');

const toCustomer = (raw: unknown): ProviderCustomer =>
  readCustomer(raw, {
    id: ['CustomerNumber'],
    name: ['Name'],
    organisationNumber: ['OrganisationNumber'],
    email: ['Email'],
    address: ['Address1'],
    postalCode: ['ZipCode'],
    city: ['City'],
    // The customer itself has Phone1; the list's items have Phone.
    phone: ['Phone1', 'Phone'],
  });

function toInvoice(raw: unknown): ProviderInvoice {
  const read = readFields(raw, {
    number: ['DocumentNumber'],
    customerName: ['CustomerName'],
    invoiceDate: ['InvoiceDate'],
    externalKey: ['ExternalInvoiceReference1'],
  });
  return {
    ...read,
    id: read.number ?? '',
    // Fortnox gives no address of the invoice in its web app (`@url` is the API's).
    url: null,
    invoiceDate: read.invoiceDate ?? '',
    total: kronorToOre(Number(field(raw, 'Total') ?? 0)),
  };
}

const FORTNOX: ProviderSpec = {
  provider: 'fortnox',
  paths: { authorize: '/auth', token: '/token', revoke: '/revoke' },
  scope: FORTNOX_DEFAULTS.scope,
  consent: { access_type: 'offline' },
  rateLimit: { limit: 25, windowMs: 5_000, marginMs: 50 },
  rateLimitRetries: 3,
  readMessage: fortnoxErrorMessage,
};

export function createFortnoxProvider(settings: AccountingClientSettings): AccountingProvider {
  const { flow, api } = providerClient(settings, FORTNOX);

  return {
    name: 'fortnox',
    ...flow,

    async companyInformation(accessToken) {
      const { body } = await api.call(accessToken, { method: 'GET', path: '/companyinformation' });
      const read = readFields(field(body, 'CompanyInformation'), {
        name: ['CompanyName'],
        organisationNumber: ['OrganizationNumber'],
        address: ['Address'],
        postalCode: ['ZipCode'],
        city: ['City'],
        // Fortnox's company information holds no e-mail address.
        email: ['Email'],
      });
      return { ...read, name: read.name ?? '' };
    },

    async findCustomers(accessToken, query) {
      const { body } = await api.call(accessToken, {
        method: 'GET',
        path: '/customers',
        query: {
          name: query.name,
          email: query.email,
          zipcode: query.postalCode,
          organisationnumber: query.organisationNumber,
        },
      });
      return itemsOf(body, 'Customers').map(toCustomer);
    },

    async customer(accessToken, id) {
      const body = await api.find(accessToken, {
        method: 'GET',
        path: `/customers/${encodeURIComponent(id)}`,
      });
      return body === null ? null : toCustomer(field(body, 'Customer'));
    },

    async createCustomer(accessToken, customer) {
      const { body } = await api.call(accessToken, {
        method: 'POST',
        path: '/customers',
        body: {
          Customer: {
            Name: customer.name,
            Type: customer.isPrivatePerson ? 'PRIVATE' : 'COMPANY',
            OrganisationNumber: customer.organisationNumber ?? undefined,
            Email: customer.email ?? undefined,
            Address1: customer.address ?? undefined,
            ZipCode: customer.postalCode ?? undefined,
            City: customer.city ?? undefined,
            Phone1: customer.phone ?? undefined,
          },
        },
      });
      return toCustomer(field(body, 'Customer'));
    },

    async createInvoice(accessToken, invoice) {
      const { body } = await api.call(accessToken, {
        method: 'POST',
        path: '/invoices',
        body: {
          Invoice: {
            CustomerNumber: invoice.customerId,
            InvoiceDate: invoice.invoiceDate,
            YourOrderNumber: invoice.reference,
            ExternalInvoiceReference1: invoice.externalKey,
            VATIncluded: false,
            InvoiceRows: invoice.rows.map((row) => ({
              ArticleNumber: row.articleNumber ?? undefined,
              Description: row.description,
              DeliveredQuantity: row.quantity,
              Price: oreToKronor(row.unitPrice),
              VAT: row.vatRate,
            })),
          },
        },
      });
      return toInvoice(field(body, 'Invoice'));
    },

    async invoiceByExternalKey(accessToken, externalKey) {
      const { body } = await api.call(accessToken, {
        method: 'GET',
        path: '/invoices',
        query: { externalinvoicereference1: externalKey, limit: FORTNOX_MAX_PAGE_SIZE },
      });
      const found = itemsOf(body, 'Invoices')
        .map(toInvoice)
        .find((invoice) => invoice.externalKey === externalKey);
      return found ?? null;
    },

    async listInvoices(accessToken, page) {
      const { body } = await api.call(accessToken, {
        method: 'GET',
        path: '/invoices',
        query: {
          sortby: 'documentnumber',
          sortorder: 'descending',
          page: Math.max(1, page.page),
          limit: Math.min(Math.max(1, page.pageSize), FORTNOX_MAX_PAGE_SIZE),
        },
      });
      return itemsOf(body, 'Invoices').map(toInvoice);
    },
  };
}
