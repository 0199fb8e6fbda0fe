import { kronorToOre, oreToKronor } from '@syna/contracts/prices';
import type {
  AccountingProvider,
  CompanyInformation,
  CustomerQuery,
  NewProviderCustomer,
  NewProviderInvoice,
  ProviderCustomer,
  ProviderInvoice,
} from '../provider.ts';
import { oauthFlow } from '../oauth-client/oauth2.ts';
import { createApi, field, firstText } from '../oauth-client/provider-http.ts';

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
  rateLimit: { limit: 25, windowMs: 5_000, marginMs: 100 },
  rateLimitRetries: 3,
} as const;

export interface AccountingClientSettings {
  clientId: string;
  clientSecret: string;
  /** The authorization server's base: `/auth`, `/token` and `/revoke` (Fortnox) lie below it. */
  authUrl: string;
  /** The API's base, the version included (Fortnox: …/3). */
  apiUrl: string;
  /** The most one call may take, its answer included. */
  timeoutMs: number;
}

/** The Fortnox list answers' paging: `MetaInformation` with `@TotalPages` and the like. */
const FORTNOX_MAX_PAGE_SIZE = 500;

/** Fortnox's message out of `ErrorInformation` (its keys are written in either case). */
export const fortnoxErrorMessage = (body: unknown): string | null =>
  firstText(field(body, 'ErrorInformation'), 'message') ?? firstText(body, 'message');

const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value : typeof value === 'number' ? String(value) : null;

function toCustomer(raw: unknown): ProviderCustomer {
  const value = (name: string) => text(field(raw, name));
  return {
    id: value('CustomerNumber') ?? '',
    name: value('Name') ?? '',
    organisationNumber: value('OrganisationNumber'),
    email: value('Email'),
    address: value('Address1'),
    postalCode: value('ZipCode'),
    city: value('City'),
    // The customer itself has Phone1; the list's items have Phone.
    phone: value('Phone1') ?? value('Phone'),
  };
}

function toInvoice(raw: unknown): ProviderInvoice {
  const value = (name: string) => text(field(raw, name));
  const number = value('DocumentNumber');
  return {
    id: number ?? '',
    number,
    // Fortnox gives no address of the invoice in its web app (`@url` is the API's).
    url: null,
    customerName: value('CustomerName'),
    invoiceDate: value('InvoiceDate') ?? '',
    total: kronorToOre(Number(field(raw, 'Total') ?? 0)),
    externalKey: value('ExternalInvoiceReference1'),
  };
}

const list = (body: unknown, name: string): unknown[] => {
  const items = field(body, name);
  return Array.isArray(items) ? items : [];
};

export function createFortnoxProvider(settings: AccountingClientSettings): AccountingProvider {
  const authUrl = settings.authUrl.replace(/\/$/, '');
  const flow = oauthFlow(
    {
      provider: 'fortnox',
      clientId: settings.clientId,
      clientSecret: settings.clientSecret,
      authorizeUrl: `${authUrl}/auth`,
      tokenUrl: `${authUrl}/token`,
      revokeUrl: `${authUrl}/revoke`,
      timeoutMs: settings.timeoutMs,
    },
    { scope: FORTNOX_DEFAULTS.scope, extra: { access_type: 'offline' } },
  );
  const api = createApi({
    provider: 'fortnox',
    apiUrl: settings.apiUrl,
    timeoutMs: settings.timeoutMs,
    rateLimit: FORTNOX_DEFAULTS.rateLimit,
    rateLimitRetries: FORTNOX_DEFAULTS.rateLimitRetries,
    readMessage: fortnoxErrorMessage,
  });

  return {
    name: 'fortnox',
    ...flow,

    async companyInformation(accessToken): Promise<CompanyInformation> {
      const { body } = await api.call(accessToken, { method: 'GET', path: '/companyinformation' });
      const value = (name: string) => text(field(field(body, 'CompanyInformation'), name));
      return {
        name: value('CompanyName') ?? '',
        organisationNumber: value('OrganizationNumber'),
        address: value('Address'),
        postalCode: value('ZipCode'),
        city: value('City'),
        // Fortnox's company information holds no e-mail address.
        email: value('Email'),
      };
    },

    async findCustomers(accessToken, query: CustomerQuery): Promise<ProviderCustomer[]> {
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
      return list(body, 'Customers').map(toCustomer);
    },

    async customer(accessToken, id): Promise<ProviderCustomer | null> {
      const body = await api.find(accessToken, {
        method: 'GET',
        path: `/customers/${encodeURIComponent(id)}`,
      });
      return body === null ? null : toCustomer(field(body, 'Customer'));
    },

    async createCustomer(accessToken, customer: NewProviderCustomer): Promise<ProviderCustomer> {
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

    async createInvoice(accessToken, invoice: NewProviderInvoice): Promise<ProviderInvoice> {
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

    async invoiceByExternalKey(accessToken, externalKey): Promise<ProviderInvoice | null> {
      const { body } = await api.call(accessToken, {
        method: 'GET',
        path: '/invoices',
        query: { externalinvoicereference1: externalKey, limit: FORTNOX_MAX_PAGE_SIZE },
      });
      const found = list(body, 'Invoices')
        .map(toInvoice)
        .find((invoice) => invoice.externalKey === externalKey);
      return found ?? null;
    },

    async listInvoices(accessToken, page): Promise<ProviderInvoice[]> {
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
      return list(body, 'Invoices').map(toInvoice);
    },
  };
}
