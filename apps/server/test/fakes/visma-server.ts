import { randomUUID } from 'node:crypto';
import { startOAuthFake, type ApiAnswer, type ApiRequest, type OAuthFake } from './oauth2-provider-fake.ts';

// A local stand-in for Visma eEkonomi: Visma Connect's OAuth2 (identity.vismaonline.com/connect:
// `authorize`, `token`, `revocation`) and the part of eAccounting API v2
// (eaccountingapi.vismaonline.com/v2) that invoicing uses, with the documented shapes: lists as
// `{ Meta, Data }` with OData `$filter` (`eq`, `contains`, joined by `and`), `$orderby`, `$page`,
// `$pagesize`; errors as `{ ErrorCode, ErrorMessage, DeveloperErrorMessage, ErrorId }`; 600
// requests a minute per token and endpoint, the 429 naming its wait in its message. It checks
// what Visma checks: the bearer token, JSON content on writes, a customer's required fields and
// terms of payment, a draft's customer and articles (a row's VAT comes from its article's
// coding), and a filter it cannot read. Text comparisons ignore case, as Visma's do.

export interface VismaCustomerRecord {
  Id: string;
  CustomerNumber: string;
  Name: string;
  IsPrivatePerson: boolean;
  CorporateIdentityNumber: string | null;
  EmailAddress: string | null;
  InvoiceAddress1: string | null;
  InvoicePostalCode: string;
  InvoiceCity: string;
  Telephone: string | null;
  TermsOfPaymentId: string;
  IsActive: boolean;
}

export interface VismaRowRecord {
  ArticleId: string;
  Text: string;
  Quantity: number;
  UnitPrice: number;
  VatRatePercent: number;
}

export interface VismaInvoiceRecord {
  Id: string;
  /** Null for a draft. */
  InvoiceNumber: number | null;
  CustomerId: string;
  InvoiceCustomerName: string;
  InvoiceDate: string;
  YourReference: string | null;
  OurReference: string | null;
  IncludesVat: boolean;
  Rows: VismaRowRecord[];
  /** VAT included. */
  TotalAmount: number;
  TotalVatAmount: number;
}

export interface VismaCompany {
  settings: {
    Name: string;
    CorporateIdentityNumber: string;
    Email: string;
    Address1: string;
    PostalCode: string;
    City: string;
    CountryCode: string;
  };
  termsOfPayments: { Id: string; Name: string; NumberOfDays: number }[];
  codings: { Id: string; Name: string; VatRatePercent: number }[];
  articles: { Id: string; Number: string; Name: string; CodingId: string; IsActive: boolean }[];
  customers: VismaCustomerRecord[];
  drafts: VismaInvoiceRecord[];
  invoices: VismaInvoiceRecord[];
  /** The next draft is refused with this message (a row's validation), once. */
  nextDraftRefusal: string | null;
}

export interface FakeVisma extends OAuthFake<VismaCompany> {
  settings: { clientId: string; clientSecret: string; authUrl: string; apiUrl: string; timeoutMs: number };
  /** The next draft is refused as Visma refuses an invalid row (ErrorCode 4000). */
  refuseNextInvoiceRow(message?: string): void;
}

export interface FakeVismaOptions {
  clientId?: string;
  clientSecret?: string;
  redirectUris?: string[];
}

const errorBody = (status: number, code: number, message: string, developerMessage = message): ApiAnswer => ({
  status,
  body: {
    ErrorCode: code,
    ErrorMessage: message,
    DeveloperErrorMessage: developerMessage,
    ErrorId: randomUUID(),
  },
});

function company(): VismaCompany {
  const coding = (name: string, percent: number) => ({
    Id: randomUUID(),
    Name: name,
    VatRatePercent: percent,
  });
  const codings = [coding('Tjänster 25 %', 0.25), coding('Tjänster 12 %', 0.12), coding('Momsfri', 0)];
  const article = (number: string, name: string, codingIndex: number, active = true) => ({
    Id: randomUUID(),
    Number: number,
    Name: name,
    CodingId: codings[codingIndex]!.Id,
    IsActive: active,
  });
  return {
    settings: {
      Name: 'Besiktningsbyrån i Väst AB',
      CorporateIdentityNumber: '556123-4567',
      Email: 'ekonomi@besiktningsbyran.se',
      Address1: 'Hamngatan 3',
      PostalCode: '41117',
      City: 'Göteborg',
      CountryCode: 'SE',
    },
    termsOfPayments: [{ Id: randomUUID(), Name: '30 dagar netto', NumberOfDays: 30 }],
    codings,
    articles: [
      article('OLD', 'Gammal tjänst 25 %', 0, false),
      article('BES1', 'Överlåtelsebesiktning', 0),
      article('RESA', 'Resa', 0),
      article('RADON', 'Radonmätning', 2),
    ],
    customers: [],
    drafts: [],
    invoices: [],
    nextDraftRefusal: null,
  };
}

type Condition = (item: Record<string, unknown>) => boolean;

/** An OData `$filter` of `Field eq 'x'`, `Field eq true`, `contains(Field,'x')` joined by `and`. */
function parseFilter(filter: string): Condition | null {
  const conditions: Condition[] = [];
  const literal = `(?:'((?:[^']|'')*)'|(true|false|\\d+))`;
  const clause = new RegExp(
    `^\\s*(?:contains\\((\\w+),\\s*${literal}\\)|(\\w+) eq ${literal})\\s*(?:and\\s+|$)`,
  );
  let rest = filter;
  while (rest.trim() !== '') {
    const match = clause.exec(rest);
    if (!match) return null;
    rest = rest.slice(match[0].length);
    const [, containsField, containsText, containsOther, eqField, eqText, eqOther] = match;
    const value = (text: string | undefined, other: string | undefined) =>
      text !== undefined ? text.replace(/''/g, "'").toLowerCase() : other;
    if (containsField) {
      const wanted = value(containsText, containsOther) ?? '';
      conditions.push((item) =>
        String(item[containsField] ?? '')
          .toLowerCase()
          .includes(wanted),
      );
    } else {
      const wanted = value(eqText, eqOther);
      conditions.push((item) => String(item[eqField!] ?? '').toLowerCase() === wanted);
    }
  }
  return (item) => conditions.every((condition) => condition(item));
}

/** A list answer: filtered, ordered and paged as the query asks, or Visma's refusal. */
function listOf<T extends object>(items: T[], query: URLSearchParams): ApiAnswer {
  const filter = query.get('$filter');
  const condition = filter ? parseFilter(filter) : () => true;
  if (!condition) return errorBody(400, 4000, 'Invalid filter', `Could not parse $filter: ${filter}`);
  let hits = items.filter((item) => condition(item as Record<string, unknown>));
  const orderBy = /^(\w+)( desc| asc)?$/.exec(query.get('$orderby') ?? '');
  if (orderBy) {
    const key = orderBy[1]!;
    hits = [...hits].sort((a, b) => {
      const [x, y] = [(a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]];
      return Number(x) - Number(y) || String(x).localeCompare(String(y));
    });
    if (orderBy[2] === ' desc') hits.reverse();
  }
  const pageSize = Number(query.get('$pagesize') ?? 50);
  const page = Number(query.get('$page') ?? 1);
  if (!Number.isInteger(pageSize) || pageSize < 1 || pageSize > 1000 || !Number.isInteger(page) || page < 1)
    return errorBody(400, 4000, 'Invalid paging');
  return {
    status: 200,
    body: {
      Meta: {
        CurrentPage: page,
        PageSize: pageSize,
        TotalNumberOfPages: Math.max(1, Math.ceil(hits.length / pageSize)),
        TotalNumberOfResults: hits.length,
        ServerTimeUtc: new Date().toISOString(),
      },
      Data: hits.slice((page - 1) * pageSize, page * pageSize),
    },
  };
}

const optional = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);

function createCustomer(tenant: VismaCompany, input: Record<string, unknown>): ApiAnswer {
  const missing = (['Name', 'InvoicePostalCode', 'InvoiceCity', 'TermsOfPaymentId'] as const).find(
    (name) => typeof input[name] !== 'string' || (input[name] as string).trim() === '',
  );
  if (missing) return errorBody(400, 4000, `${missing} is required`, `The field ${missing} is required.`);
  if (typeof input.IsPrivatePerson !== 'boolean')
    return errorBody(400, 4000, 'IsPrivatePerson is required', 'The field IsPrivatePerson is required.');
  if (!tenant.termsOfPayments.some((terms) => terms.Id === input.TermsOfPaymentId))
    return errorBody(400, 4000, 'TermsOfPaymentId does not exist');
  const customer: VismaCustomerRecord = {
    Id: randomUUID(),
    CustomerNumber: String(tenant.customers.length + 1),
    Name: input.Name as string,
    IsPrivatePerson: input.IsPrivatePerson,
    CorporateIdentityNumber: optional(input.CorporateIdentityNumber),
    EmailAddress: optional(input.EmailAddress),
    InvoiceAddress1: optional(input.InvoiceAddress1),
    InvoicePostalCode: input.InvoicePostalCode as string,
    InvoiceCity: input.InvoiceCity as string,
    Telephone: optional(input.Telephone),
    TermsOfPaymentId: input.TermsOfPaymentId as string,
    IsActive: input.IsActive !== false,
  };
  tenant.customers.push(customer);
  return { status: 201, body: customer };
}

function createDraft(tenant: VismaCompany, input: Record<string, unknown>): ApiAnswer {
  const customer = tenant.customers.find((c) => c.Id === input.CustomerId);
  if (!customer)
    return errorBody(400, 4000, 'Customer does not exist', `No customer with Id ${String(input.CustomerId)}`);
  if (typeof input.RotReducedInvoicingType !== 'number' || typeof input.EuThirdParty !== 'boolean')
    return errorBody(400, 4000, 'RotReducedInvoicingType and EuThirdParty are required');
  for (const name of ['OurReference', 'YourReference'])
    if (typeof input[name] === 'string' && (input[name] as string).length > 100)
      return errorBody(400, 4000, `${name}: max length 100 characters`);
  if (tenant.nextDraftRefusal) {
    const message = tenant.nextDraftRefusal;
    tenant.nextDraftRefusal = null;
    return errorBody(400, 4000, message);
  }
  const includesVat = input.IncludesVat === true;
  const rows: VismaRowRecord[] = [];
  let net = 0;
  let vat = 0;
  for (const raw of Array.isArray(input.Rows) ? (input.Rows as Record<string, unknown>[]) : []) {
    if (raw.IsTextRow === true) continue;
    const article = tenant.articles.find((a) => a.Id === raw.ArticleId);
    if (!article)
      return errorBody(
        400,
        4000,
        'ArticleId is required if IsTextRow is false',
        `No article ${String(raw.ArticleId)}`,
      );
    if (!article.IsActive) return errorBody(400, 4000, `The article ${article.Number} is inactive`);
    const quantity = Number(raw.Quantity);
    const unitPrice = Number(raw.UnitPrice);
    if (!Number.isFinite(quantity) || !Number.isFinite(unitPrice))
      return errorBody(400, 4000, 'Quantity and UnitPrice must be numbers');
    if (Math.abs(Math.round(unitPrice * 100) - unitPrice * 100) > 1e-6)
      return errorBody(400, 4000, 'UnitPrice: 2 decimals allowed for a domestic customer');
    const percent = tenant.codings.find((coding) => coding.Id === article.CodingId)!.VatRatePercent;
    // In öre, each row rounded.
    const amount = Math.round(quantity * Math.round(unitPrice * 100));
    const rowNet = includesVat ? Math.round(amount / (1 + percent)) : amount;
    net += rowNet;
    vat += Math.round(rowNet * percent);
    rows.push({
      ArticleId: article.Id,
      Text: String(raw.Text ?? article.Name),
      Quantity: quantity,
      UnitPrice: unitPrice,
      VatRatePercent: percent,
    });
  }
  const draft: VismaInvoiceRecord = {
    Id: randomUUID(),
    InvoiceNumber: null,
    CustomerId: customer.Id,
    InvoiceCustomerName: customer.Name,
    InvoiceDate: `${optional(input.InvoiceDate) ?? new Date().toISOString().slice(0, 10)}T00:00:00`,
    YourReference: optional(input.YourReference),
    OurReference: optional(input.OurReference),
    IncludesVat: includesVat,
    Rows: rows,
    TotalAmount: (net + vat) / 100,
    TotalVatAmount: vat / 100,
  };
  tenant.drafts.push(draft);
  return { status: 201, body: draft };
}

function vismaApi({ method, path, query, json, contentType, tenant }: ApiRequest<VismaCompany>): ApiAnswer {
  if (method === 'POST' && json !== undefined && !contentType.startsWith('application/json'))
    return errorBody(415, 4000, 'Unsupported media type');
  const body = (json ?? {}) as Record<string, unknown>;
  const get = method === 'GET';
  if (get && path === '/companysettings') return { status: 200, body: tenant.settings };
  if (get && path === '/termsofpayments') return listOf(tenant.termsOfPayments, query);
  if (get && path === '/articleaccountcodings') return listOf(tenant.codings, query);
  if (get && path === '/articles') return listOf(tenant.articles, query);
  if (get && path === '/customers') return listOf(tenant.customers, query);
  const customerId = /^\/customers\/([^/]+)$/.exec(path)?.[1];
  if (get && customerId) {
    const customer = tenant.customers.find((c) => c.Id === decodeURIComponent(customerId));
    return customer ? { status: 200, body: customer } : errorBody(404, 4004, 'Customer not found');
  }
  if (method === 'POST' && path === '/customers') return createCustomer(tenant, body);
  if (method === 'POST' && path === '/customerinvoicedrafts') return createDraft(tenant, body);
  if (get && path === '/customerinvoicedrafts') return listOf(tenant.drafts, query);
  if (get && path === '/customerinvoices') return listOf(tenant.invoices, query);
  const convert = /^\/customerinvoicedrafts\/([^/]+)\/convert$/.exec(path)?.[1];
  if (method === 'POST' && convert) {
    const index = tenant.drafts.findIndex((draft) => draft.Id === decodeURIComponent(convert));
    if (index < 0) return errorBody(404, 4004, 'Customer invoice draft not found');
    const [draft] = tenant.drafts.splice(index, 1);
    const number = Math.max(0, ...tenant.invoices.map((invoice) => invoice.InvoiceNumber ?? 0)) + 1;
    const invoice = { ...draft!, Id: randomUUID(), InvoiceNumber: number };
    tenant.invoices.push(invoice);
    return { status: 200, body: invoice };
  }
  return errorBody(404, 4004, `No such resource: ${method} ${path}`);
}

/** Starts the fake Visma eEkonomi on a free loopback port, with one company ("default"). */
export async function startFakeVisma(options: FakeVismaOptions = {}): Promise<FakeVisma> {
  const clientId = options.clientId ?? 'visma-test-client';
  const clientSecret = options.clientSecret ?? 'visma-test-secret';
  const limit = { limit: 600, windowMs: 60_000 };
  const fake = await startOAuthFake<VismaCompany>({
    providerName: 'Visma eEkonomi',
    clientId,
    clientSecret,
    paths: {
      authorize: '/connect/authorize',
      token: '/connect/token',
      revoke: '/connect/revocation',
      api: '/v2',
    },
    redirectUris: options.redirectUris,
    requiredScopes: ['ea:api', 'ea:sales', 'offline_access'],
    rateLimit: limit,
    rateLimitScope: (path) => path,
    tenants: { default: company() },
    refusals: {
      unauthorized: (reason) =>
        errorBody(
          401,
          4001,
          'Unauthorized',
          reason === 'expired' ? 'The access token has expired' : 'Invalid access token',
        ),
      tooManyRequests: (retryAfterS) =>
        errorBody(
          429,
          4010,
          '',
          `API calls quota exceeded! maximum admitted ${limit.limit} per Minute. Try again in ${retryAfterS} seconds.`,
        ),
      serverError: (status) => errorBody(status, 5000, 'An error has occurred'),
    },
    api: vismaApi,
  });
  return Object.assign(fake, {
    settings: {
      clientId,
      clientSecret,
      authUrl: `${fake.url}/connect`,
      apiUrl: `${fake.url}/v2`,
      timeoutMs: 5_000,
    },
    refuseNextInvoiceRow(message = 'Kontot för artikeln saknas') {
      for (const tenant of Object.values(fake.tenants)) tenant.nextDraftRefusal = message;
    },
  });
}
