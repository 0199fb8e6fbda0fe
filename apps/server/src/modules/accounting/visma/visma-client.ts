import { kronorToOre, oreToKronor } from '@syna/contracts/prices';
import type {
  AccountingProvider,
  NewProviderInvoice,
  ProviderCustomer,
  ProviderInvoice,
} from '../provider.ts';
import type { AccountingClientSettings } from '../oauth-client/oauth2.ts';
import {
  itemsOf,
  providerClient,
  readCustomer,
  readFields,
  textOf as text,
  type ProviderSpec,
} from '../oauth-client/provider-client.ts';
import { field, firstText, providerError } from '../oauth-client/provider-http.ts';

/**
 * Visma eEkonomi (eAccounting API v2, https://developer.vismaonline.com) as an
 * `AccountingProvider`.
 *
 * - OAuth2 at Visma Connect (identity.vismaonline.com/connect): `authorize`, `token` (HTTP Basic
 *   client credentials; access tokens of one hour; `offline_access` gives a refresh token, which
 *   is rotated on each use), `revocation` (RFC 7009, the refresh token).
 * - API calls carry `Authorization: Bearer <access token>`; lists answer `{ Meta, Data }` and take
 *   OData `$filter`, `$orderby`, `$page`, `$pagesize`; errors come as
 *   `{"ErrorCode":…,"ErrorMessage":"…","DeveloperErrorMessage":"…","ErrorId":"…"}`.
 * - Rate limit: 600 requests a minute per client and endpoint (Visma "Rate limits"): kept by a
 *   queue per token and endpoint here, and a 429 retried after its wait.
 * - VAT per row: Visma takes a row's VAT from its article's account coding (`VatRateId` on a row
 *   is read-only, from /articleaccountcodings). A row naming an article number uses that article,
 *   whose VAT must be the row's; a row without one uses the first active article whose coding
 *   carries the row's rate, with our description as the row's text. A firm therefore keeps one
 *   article per VAT rate it invoices (a refusal names the missing rate).
 * - Our external key goes in `OurReference` ("Vår referens", at most 100 characters), which
 *   drafts and invoices both keep and filter on; the assignment's number in `YourReference`.
 * - A draft has no number; `final` converts it (`POST /customerinvoicedrafts/{id}/convert`) into
 *   an invoice with its number. A draft left by a failed conversion is found by its key too.
 */
export const VISMA_DEFAULTS = {
  authUrl: 'https://identity.vismaonline.com/connect',
  apiUrl: 'https://eaccountingapi.vismaonline.com/v2',
  scope: 'ea:api ea:sales offline_access',
} as const;

/** The most a Visma list gives per page (`$pagesize`). */
const VISMA_MAX_PAGE_SIZE = 1000;

/** Visma's message: the user-facing one, else the developer's (the 429 has only that). */
export const vismaErrorMessage = (body: unknown): string | null =>
  firstText(body, 'ErrorMessage', 'DeveloperErrorMessage', 'Message');

/** A string as an OData literal: single-quoted, a quote inside doubled (OData ABNF). */
export const odataString = (value: string): string => `'${value.replace(/'/g, "''")}'`;

const list = (body: unknown): unknown[] => itemsOf(body, 'Data');

const toCustomer = (raw: unknown): ProviderCustomer =>
  readCustomer(raw, {
    id: ['Id'],
    name: ['Name'],
    organisationNumber: ['CorporateIdentityNumber'],
    email: ['EmailAddress'],
    address: ['InvoiceAddress1'],
    postalCode: ['InvoicePostalCode'],
    city: ['InvoiceCity'],
    phone: ['Telephone', 'MobilePhone'],
  });

/** A draft (no number yet) or an invoice, as the accounting module sees either. */
function toInvoice(raw: unknown): ProviderInvoice {
  const value = (name: string) => text(field(raw, name));
  return {
    id: value('Id') ?? '',
    number: value('InvoiceNumber'),
    url: null,
    customerName: value('InvoiceCustomerName'),
    invoiceDate: (value('InvoiceDate') ?? '').slice(0, 10),
    // TotalAmount is what the customer pays, VAT included (TotalVatAmount is its VAT).
    total: kronorToOre(Number(field(raw, 'TotalAmount') ?? 0)),
    externalKey: value('OurReference'),
  };
}

const VISMA: ProviderSpec = {
  provider: 'visma',
  paths: { authorize: '/authorize', token: '/token', revoke: '/revocation' },
  scope: VISMA_DEFAULTS.scope,
  rateLimit: { limit: 600, windowMs: 60_000, marginMs: 250 },
  rateLimitRetries: 3,
  readMessage: vismaErrorMessage,
  // Counted per endpoint: /customers and /customers/{id} apart.
  rateLimitScope: (path) => path,
  // Visma names its wait in the 429's message only: "… Try again in 55 seconds."
  readRetryAfter: (body) => {
    const seconds = /try again in (\d+) seconds?/i.exec(firstText(body, 'DeveloperErrorMessage') ?? '')?.[1];
    return seconds === undefined ? null : Number(seconds) * 1000;
  },
};

export function createVismaProvider(settings: AccountingClientSettings): AccountingProvider {
  const { flow, api } = providerClient(settings, VISMA);

  /** Every item of a list (its pages followed), for the small registers (articles, codings). */
  async function all(accessToken: string, path: string, filter?: string): Promise<unknown[]> {
    const items: unknown[] = [];
    for (let page = 1; ; page += 1) {
      const { body } = await api.call(accessToken, {
        method: 'GET',
        path,
        query: { $filter: filter, $page: page, $pagesize: VISMA_MAX_PAGE_SIZE },
      });
      items.push(...list(body));
      const pages = Number(field(field(body, 'Meta'), 'TotalNumberOfPages') ?? 1);
      if (page >= pages) return items;
    }
  }

  /** Each row's article: the one it names, or one carrying its VAT rate; refused if none fits. */
  async function rowArticles(accessToken: string, invoice: NewProviderInvoice): Promise<string[]> {
    const codings = await all(accessToken, '/articleaccountcodings');
    const vatOfCoding = new Map(
      codings.map((coding) => [
        text(field(coding, 'Id')),
        Math.round(Number(field(coding, 'VatRatePercent')) * 100),
      ]),
    );
    const articles = (await all(accessToken, '/articles', 'IsActive eq true')).map((article) => ({
      id: text(field(article, 'Id')) ?? '',
      number: text(field(article, 'Number')),
      vatRate: vatOfCoding.get(text(field(article, 'CodingId'))),
    }));
    return invoice.rows.map((row) => {
      const article = row.articleNumber
        ? articles.find((candidate) => candidate.number === row.articleNumber)
        : articles.find((candidate) => candidate.vatRate === row.vatRate);
      if (!article)
        throw providerError(
          'visma',
          400,
          row.articleNumber
            ? `Artikeln ${row.articleNumber} finns inte i Visma eEkonomi`
            : `Visma eEkonomi har ingen aktiv artikel med ${row.vatRate} % moms`,
        );
      if (article.vatRate !== row.vatRate)
        throw providerError(
          'visma',
          400,
          `Artikeln ${article.number ?? article.id} har ${article.vatRate ?? '?'} % moms i Visma eEkonomi, raden ${row.vatRate} %`,
        );
      return article.id;
    });
  }

  async function findByKey(accessToken: string, path: string, externalKey: string) {
    const { body } = await api.call(accessToken, {
      method: 'GET',
      path,
      query: { $filter: `OurReference eq ${odataString(externalKey)}` },
    });
    return (
      list(body)
        .map(toInvoice)
        .find((invoice) => invoice.externalKey === externalKey) ?? null
    );
  }

  return {
    name: 'visma',
    ...flow,

    async companyInformation(accessToken) {
      const { body } = await api.call(accessToken, { method: 'GET', path: '/companysettings' });
      const read = readFields(body, {
        name: ['Name'],
        organisationNumber: ['CorporateIdentityNumber'],
        address: ['Address1'],
        postalCode: ['PostalCode'],
        city: ['City'],
        email: ['Email'],
      });
      return { ...read, name: read.name ?? '' };
    },

    async findCustomers(accessToken, query) {
      const conditions = [
        query.name === undefined ? null : `contains(Name,${odataString(query.name)})`,
        query.email === undefined ? null : `EmailAddress eq ${odataString(query.email)}`,
        query.postalCode === undefined ? null : `InvoicePostalCode eq ${odataString(query.postalCode)}`,
        query.organisationNumber === undefined
          ? null
          : `CorporateIdentityNumber eq ${odataString(query.organisationNumber)}`,
      ].filter((condition) => condition !== null);
      const { body } = await api.call(accessToken, {
        method: 'GET',
        path: '/customers',
        query: { $filter: conditions.length > 0 ? conditions.join(' and ') : undefined },
      });
      return list(body).map(toCustomer);
    },

    async customer(accessToken, id) {
      const body = await api.find(accessToken, {
        method: 'GET',
        path: `/customers/${encodeURIComponent(id)}`,
      });
      return body === null ? null : toCustomer(body);
    },

    async createCustomer(accessToken, customer) {
      // A customer needs its terms of payment: the register's first (Visma's default is first).
      const terms = await all(accessToken, '/termsofpayments');
      const { body } = await api.call(accessToken, {
        method: 'POST',
        path: '/customers',
        body: {
          Name: customer.name,
          IsPrivatePerson: customer.isPrivatePerson,
          IsActive: true,
          CorporateIdentityNumber: customer.organisationNumber ?? undefined,
          EmailAddress: customer.email ?? undefined,
          InvoiceAddress1: customer.address ?? undefined,
          InvoicePostalCode: customer.postalCode ?? '',
          InvoiceCity: customer.city ?? '',
          Telephone: customer.phone ?? undefined,
          TermsOfPaymentId: text(field(terms[0], 'Id')) ?? undefined,
        },
      });
      return toCustomer(body);
    },

    async createInvoice(accessToken, invoice) {
      const articleIds = await rowArticles(accessToken, invoice);
      const { body: draft } = await api.call(accessToken, {
        method: 'POST',
        path: '/customerinvoicedrafts',
        body: {
          CustomerId: invoice.customerId,
          InvoiceDate: invoice.invoiceDate,
          YourReference: invoice.reference,
          OurReference: invoice.externalKey,
          RotReducedInvoicingType: 0,
          EuThirdParty: false,
          IncludesVat: false,
          Rows: invoice.rows.map((row, index) => ({
            ArticleId: articleIds[index],
            IsTextRow: false,
            Text: row.description,
            Quantity: row.quantity,
            UnitPrice: oreToKronor(row.unitPrice),
            ReversedConstructionServicesVatFree: false,
          })),
        },
      });
      if (!invoice.final) return toInvoice(draft);
      const id = text(field(draft, 'Id')) ?? '';
      const { body } = await api.call(accessToken, {
        method: 'POST',
        path: `/customerinvoicedrafts/${encodeURIComponent(id)}/convert`,
      });
      return toInvoice(body);
    },

    async invoiceByExternalKey(accessToken, externalKey) {
      return (
        (await findByKey(accessToken, '/customerinvoices', externalKey)) ??
        (await findByKey(accessToken, '/customerinvoicedrafts', externalKey))
      );
    },

    async listInvoices(accessToken, page) {
      const { body } = await api.call(accessToken, {
        method: 'GET',
        path: '/customerinvoices',
        query: {
          $orderby: 'InvoiceNumber desc',
          $page: Math.max(1, page.page),
          $pagesize: Math.min(Math.max(1, page.pageSize), VISMA_MAX_PAGE_SIZE),
        },
      });
      return list(body).map(toInvoice);
    },
  };
}
