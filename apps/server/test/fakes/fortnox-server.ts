import { startOAuthFake, type ApiAnswer, type ApiRequest, type OAuthFake } from './oauth2-provider-fake.ts';

// A local stand-in for Fortnox: its OAuth2 server (apps.fortnox.se/oauth-v1: `auth`, `token`,
// `revoke`) and the part of API v3 (api.fortnox.se/3) that invoicing uses, with the documented
// shapes: `{"Customer":{…}}`, `{"Customers":[…],"MetaInformation":{…}}`, `{"Invoice":{…}}`,
// errors as `{"ErrorInformation":{"error":1,"message":"…","code":…}}`, 25 requests per 5 s per
// access token (a sliding window) answered 429 beyond. It checks what Fortnox checks: the bearer
// token, JSON content on writes, the search parameters a list knows (others are refused with
// 2000588), required fields, the customer and the articles an invoice names, the VAT rates.
// Fortnox's searches match the start of a value, case-insensitively, and so does this fake.
// Not imitated: öresavrundning (Total is not rounded to whole kronor here).

export interface FortnoxCustomerRecord {
  CustomerNumber: string;
  Name: string;
  Type: 'PRIVATE' | 'COMPANY';
  OrganisationNumber: string;
  Email: string;
  Address1: string;
  ZipCode: string;
  City: string;
  Phone1: string;
}

export interface FortnoxInvoiceRow {
  ArticleNumber: string;
  Description: string;
  DeliveredQuantity: number;
  Price: number;
  VAT: number;
}

export interface FortnoxInvoiceRecord {
  DocumentNumber: string;
  CustomerNumber: string;
  CustomerName: string;
  InvoiceDate: string;
  YourOrderNumber: string;
  ExternalInvoiceReference1: string;
  VATIncluded: boolean;
  InvoiceRows: FortnoxInvoiceRow[];
  Net: number;
  TotalVAT: number;
  Total: number;
  Booked: boolean;
  Cancelled: boolean;
}

/** One Fortnox company (tenant) and its data. */
export interface FortnoxCompany {
  information: {
    CompanyName: string;
    OrganizationNumber: string;
    Address: string;
    ZipCode: string;
    City: string;
    CountryCode: string;
    DatabaseNumber: number;
  };
  customers: FortnoxCustomerRecord[];
  invoices: FortnoxInvoiceRecord[];
  /** The article numbers the company's register holds. */
  articles: string[];
  /** The next POST /invoices is refused with this message (a row's validation), once. */
  nextInvoiceRefusal: { message: string; code: number } | null;
}

export interface FakeFortnox extends OAuthFake<FortnoxCompany> {
  /** The settings for `createFortnoxProvider` against this fake. */
  settings: { clientId: string; clientSecret: string; authUrl: string; apiUrl: string; timeoutMs: number };
  /** Adds a company that a later consent can grant (`consentTenant = id`). */
  addCompany(id: string, name: string, organisationNumber: string): FortnoxCompany;
  /** The next invoice is refused as Fortnox refuses an invalid row (error 2000xxx). */
  refuseNextInvoiceRow(message?: string): void;
}

export interface FakeFortnoxOptions {
  clientId?: string;
  clientSecret?: string;
  redirectUris?: string[];
}

const errorBody = (status: number, message: string, code: number): ApiAnswer => ({
  status,
  body: { ErrorInformation: { error: 1, message, code } },
});

/** A list's known search parameters, beside the paging and sorting every list takes. */
const PAGING = ['page', 'limit', 'offset', 'sortby', 'sortorder', 'filter', 'lastmodified'];
const CUSTOMER_SEARCH = ['customernumber', 'name', 'zipcode', 'city', 'email', 'phone', 'organisationnumber'];
const INVOICE_SEARCH = [
  'customernumber',
  'customername',
  'documentnumber',
  'externalinvoicereference1',
  'externalinvoicereference2',
  'fromdate',
  'todate',
  'yourordernumber',
  'ourreference',
  'yourreference',
];
const VAT_RATES = [25, 12, 6, 0];

const startsWith = (value: string, prefix: string) => value.toLowerCase().startsWith(prefix.toLowerCase());

function company(name: string, organisationNumber: string, databaseNumber: number): FortnoxCompany {
  return {
    information: {
      CompanyName: name,
      OrganizationNumber: organisationNumber,
      Address: 'Besiktningsgatan 1',
      ZipCode: '11122',
      City: 'Stockholm',
      CountryCode: 'SE',
      DatabaseNumber: databaseNumber,
    },
    customers: [],
    invoices: [],
    articles: ['BES1', 'RESA', 'RADON'],
    nextInvoiceRefusal: null,
  };
}

/** The list's search and paging parameters, or the refusal of an unknown one. */
function searchOf(
  query: URLSearchParams,
  known: string[],
): { params: [string, string][]; page: number; limit: number } | ApiAnswer {
  for (const name of query.keys())
    if (!known.includes(name) && !PAGING.includes(name))
      return errorBody(400, 'Ogiltig parameter i anropet.', 2000588);
  const limit = Number(query.get('limit') ?? 100);
  const page = Number(query.get('page') ?? 1);
  if (!Number.isInteger(limit) || limit < 1 || limit > 500 || !Number.isInteger(page) || page < 1)
    return errorBody(400, 'Ogiltig parameter i anropet.', 2000588);
  return { params: [...query].filter(([name]) => known.includes(name)), page, limit };
}

function pageOf<T>(items: T[], page: number, limit: number, name: string): ApiAnswer {
  const pages = Math.max(1, Math.ceil(items.length / limit));
  return {
    status: 200,
    body: {
      MetaInformation: { '@TotalResources': items.length, '@TotalPages': pages, '@CurrentPage': page },
      [name]: items.slice((page - 1) * limit, page * limit),
    },
  };
}

const customerListItem = (customer: FortnoxCustomerRecord) => ({
  '@url': `https://api.fortnox.se/3/customers/${customer.CustomerNumber}`,
  CustomerNumber: customer.CustomerNumber,
  Name: customer.Name,
  OrganisationNumber: customer.OrganisationNumber,
  Email: customer.Email,
  Address1: customer.Address1,
  ZipCode: customer.ZipCode,
  City: customer.City,
  Phone: customer.Phone1,
});

const invoiceListItem = (invoice: FortnoxInvoiceRecord) => ({
  '@url': `https://api.fortnox.se/3/invoices/${invoice.DocumentNumber}`,
  DocumentNumber: invoice.DocumentNumber,
  CustomerNumber: invoice.CustomerNumber,
  CustomerName: invoice.CustomerName,
  InvoiceDate: invoice.InvoiceDate,
  ExternalInvoiceReference1: invoice.ExternalInvoiceReference1,
  Total: invoice.Total,
  Booked: invoice.Booked,
  Cancelled: invoice.Cancelled,
});

const asString = (value: unknown) => (typeof value === 'string' ? value : value == null ? '' : String(value));

function createCustomer(tenant: FortnoxCompany, json: unknown): ApiAnswer {
  const input = (json as { Customer?: Record<string, unknown> } | undefined)?.Customer;
  if (!input || typeof input !== 'object')
    return errorBody(400, 'Ingen eller felaktig typ av data.', 2001392);
  const name = asString(input.Name).trim();
  if (!name) return errorBody(400, 'Kunden måste ha ett namn.', 2000637);
  const type = input.Type ?? 'COMPANY';
  if (type !== 'PRIVATE' && type !== 'COMPANY')
    return errorBody(400, `Ogiltig kundtyp (${asString(type)})`, 2000106);
  const email = asString(input.Email);
  if (email && !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email))
    return errorBody(400, `Ogiltig e-postadress (${email})`, 2000357);
  const number = String(tenant.customers.length + 1);
  const customer: FortnoxCustomerRecord = {
    CustomerNumber: number,
    Name: name,
    Type: type,
    OrganisationNumber: asString(input.OrganisationNumber),
    Email: email,
    Address1: asString(input.Address1),
    ZipCode: asString(input.ZipCode),
    City: asString(input.City),
    Phone1: asString(input.Phone1),
  };
  tenant.customers.push(customer);
  return { status: 201, body: { Customer: { '@url': customerListItem(customer)['@url'], ...customer } } };
}

function createInvoice(tenant: FortnoxCompany, json: unknown): ApiAnswer {
  const input = (json as { Invoice?: Record<string, unknown> } | undefined)?.Invoice;
  if (!input || typeof input !== 'object')
    return errorBody(400, 'Ingen eller felaktig typ av data.', 2001392);
  const customer = tenant.customers.find((c) => c.CustomerNumber === asString(input.CustomerNumber));
  if (!customer) return errorBody(400, `Kunde inte hitta kund: ${asString(input.CustomerNumber)}`, 2000433);
  const refusal = tenant.nextInvoiceRefusal;
  if (refusal) {
    tenant.nextInvoiceRefusal = null;
    return errorBody(400, refusal.message, refusal.code);
  }
  if (asString(input.ExternalInvoiceReference1).length > 80)
    return errorBody(400, 'Fältet ExternalInvoiceReference1 får innehålla högst 80 tecken.', 2000357);
  if (asString(input.YourOrderNumber).length > 30)
    return errorBody(400, 'Fältet YourOrderNumber får innehålla högst 30 tecken.', 2000357);
  const invoiceDate = asString(input.InvoiceDate) || new Date().toISOString().slice(0, 10);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(invoiceDate))
    return errorBody(400, `Ogiltigt datum (${invoiceDate})`, 2000217);
  const rawRows = Array.isArray(input.InvoiceRows) ? (input.InvoiceRows as Record<string, unknown>[]) : [];
  const vatIncluded = input.VATIncluded === true;
  const rows: FortnoxInvoiceRow[] = [];
  let net = 0;
  let vat = 0;
  for (const raw of rawRows) {
    const articleNumber = asString(raw.ArticleNumber);
    if (articleNumber && !tenant.articles.includes(articleNumber))
      return errorBody(400, `Kunde inte hitta artikel: ${articleNumber}`, 2001302);
    const quantity = Number(raw.DeliveredQuantity ?? 0);
    const price = Number(raw.Price ?? 0);
    const rate = Number(raw.VAT ?? 25);
    if (!Number.isFinite(quantity))
      return errorBody(400, `Värdet måste vara numeriskt (${asString(raw.DeliveredQuantity)})`, 2000108);
    if (!Number.isFinite(price))
      return errorBody(400, `Värdet måste vara numeriskt (${asString(raw.Price)})`, 2000108);
    if (!VAT_RATES.includes(rate)) return errorBody(400, `Kunde inte hitta momssats: ${rate}`, 2000755);
    const description = asString(raw.Description);
    if (!articleNumber && !description)
      return errorBody(400, 'En rad måste ha artikelnummer eller benämning.', 2003977);
    // Counted in öre, each row rounded, as Fortnox counts (kronor with two decimals).
    const amount = Math.round(quantity * Math.round(price * 100));
    const rowNet = vatIncluded ? Math.round((amount * 100) / (100 + rate)) : amount;
    net += rowNet;
    vat += Math.round((rowNet * rate) / 100);
    rows.push({
      ArticleNumber: articleNumber,
      Description: description,
      DeliveredQuantity: quantity,
      Price: price,
      VAT: rate,
    });
  }
  const invoice: FortnoxInvoiceRecord = {
    DocumentNumber: String(tenant.invoices.length + 1),
    CustomerNumber: customer.CustomerNumber,
    CustomerName: customer.Name,
    InvoiceDate: invoiceDate,
    YourOrderNumber: asString(input.YourOrderNumber),
    ExternalInvoiceReference1: asString(input.ExternalInvoiceReference1),
    VATIncluded: vatIncluded,
    InvoiceRows: rows,
    Net: net / 100,
    TotalVAT: vat / 100,
    Total: (net + vat) / 100,
    Booked: false,
    Cancelled: false,
  };
  tenant.invoices.push(invoice);
  return { status: 201, body: { Invoice: { '@url': invoiceListItem(invoice)['@url'], ...invoice } } };
}

function fortnoxApi({
  method,
  path,
  query,
  json,
  contentType,
  tenant,
}: ApiRequest<FortnoxCompany>): ApiAnswer {
  if (method === 'POST' && !contentType.startsWith('application/json'))
    return errorBody(415, 'Invalid content type', 1000031);
  if (method === 'GET' && path === '/companyinformation')
    return { status: 200, body: { CompanyInformation: tenant.information } };
  if (method === 'GET' && path === '/customers') {
    const search = searchOf(query, CUSTOMER_SEARCH);
    if ('status' in search) return search;
    const hits = tenant.customers.filter((customer) =>
      search.params.every(([name, value]) => {
        const field = {
          customernumber: 'CustomerNumber',
          name: 'Name',
          zipcode: 'ZipCode',
          city: 'City',
          email: 'Email',
          phone: 'Phone1',
          organisationnumber: 'OrganisationNumber',
        }[name] as keyof FortnoxCustomerRecord;
        return startsWith(customer[field], value);
      }),
    );
    return pageOf(hits.map(customerListItem), search.page, search.limit, 'Customers');
  }
  const customerPath = /^\/customers\/([^/]+)$/.exec(path);
  if (method === 'GET' && customerPath) {
    const customer = tenant.customers.find((c) => c.CustomerNumber === decodeURIComponent(customerPath[1]!));
    return customer
      ? { status: 200, body: { Customer: { '@url': customerListItem(customer)['@url'], ...customer } } }
      : errorBody(404, 'Kan inte hitta kunden.', 2000433);
  }
  if (method === 'POST' && path === '/customers') return createCustomer(tenant, json);
  if (method === 'POST' && path === '/invoices') return createInvoice(tenant, json);
  if (method === 'GET' && path === '/invoices') {
    const search = searchOf(query, INVOICE_SEARCH);
    if ('status' in search) return search;
    const fields: Record<string, keyof FortnoxInvoiceRecord> = {
      customernumber: 'CustomerNumber',
      customername: 'CustomerName',
      documentnumber: 'DocumentNumber',
      externalinvoicereference1: 'ExternalInvoiceReference1',
      yourordernumber: 'YourOrderNumber',
    };
    let hits = tenant.invoices.filter((invoice) =>
      search.params.every(([name, value]) => {
        if (name === 'fromdate') return invoice.InvoiceDate >= value;
        if (name === 'todate') return invoice.InvoiceDate <= value;
        const field = fields[name];
        return field ? startsWith(String(invoice[field]), value) : true;
      }),
    );
    if (query.get('sortby') === 'documentnumber')
      hits = [...hits].sort((a, b) => Number(a.DocumentNumber) - Number(b.DocumentNumber));
    if (query.get('sortorder') === 'descending') hits.reverse();
    return pageOf(hits.map(invoiceListItem), search.page, search.limit, 'Invoices');
  }
  return errorBody(404, `Ingen sådan resurs: ${method} ${path}`, 2000729);
}

/** Starts the fake Fortnox on a free loopback port, with one company ("default"). */
export async function startFakeFortnox(options: FakeFortnoxOptions = {}): Promise<FakeFortnox> {
  const clientId = options.clientId ?? 'fortnox-test-client';
  const clientSecret = options.clientSecret ?? 'fortnox-test-secret';
  const fake = await startOAuthFake<FortnoxCompany>({
    providerName: 'Fortnox',
    clientId,
    clientSecret,
    paths: { authorize: '/oauth-v1/auth', token: '/oauth-v1/token', revoke: '/oauth-v1/revoke', api: '/3' },
    redirectUris: options.redirectUris,
    requiredScopes: ['companyinformation', 'customer', 'invoice'],
    rateLimit: { limit: 25, windowMs: 5_000 },
    tenants: { default: company('Besiktningsfirman i Norden AB', '556677-8899', 1) },
    refusals: {
      unauthorized: (reason) =>
        reason === 'missing'
          ? errorBody(401, 'Kan inte logga in, access-token eller client-secret saknas(2).', 2000311)
          : { status: 401, body: { message: 'unauthorized' } },
      tooManyRequests: (retryAfterS) => ({
        status: 429,
        body: { message: 'Too Many Requests' },
        headers: { 'retry-after': String(retryAfterS) },
      }),
      serverError: (status) => errorBody(status, 'System exception', 1000003),
    },
    api: fortnoxApi,
  });
  let databaseNumber = 1;
  return Object.assign(fake, {
    settings: {
      clientId,
      clientSecret,
      authUrl: `${fake.url}/oauth-v1`,
      apiUrl: `${fake.url}/3`,
      timeoutMs: 5_000,
    },
    addCompany(id: string, name: string, organisationNumber: string) {
      databaseNumber += 1;
      fake.tenants[id] = company(name, organisationNumber, databaseNumber);
      return fake.tenants[id];
    },
    refuseNextInvoiceRow(message = 'Kunde inte hitta konto') {
      for (const tenant of Object.values(fake.tenants))
        tenant.nextInvoiceRefusal = { message, code: 2001304 };
    },
  });
}
