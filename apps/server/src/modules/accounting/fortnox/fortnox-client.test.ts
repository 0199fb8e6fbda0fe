import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { priceTotals } from '@syna/contracts/prices';
import { startFakeFortnox, type FakeFortnox } from '../../../../test/fakes/fortnox-server.ts';
import { passConsent } from '../../../../test/fakes/oauth2-provider-fake.ts';
import {
  ProviderError,
  type AccountingProvider,
  type NewProviderInvoice,
  type ProviderTokens,
} from '../provider.ts';
import { createFortnoxProvider, FORTNOX_DEFAULTS } from './fortnox-client.ts';

const REDIRECT = 'https://syna.example/fortnox/activation';

let fake: FakeFortnox;
let fortnox: AccountingProvider;

beforeAll(async () => {
  fake = await startFakeFortnox({ redirectUris: [REDIRECT] });
  fortnox = createFortnoxProvider(fake.settings);
});
afterAll(() => fake.close());

/** A firm connected the way an administrator does it: consent page, "Godkänn", code exchanged. */
async function connect(provider = fortnox): Promise<ProviderTokens> {
  const back = await passConsent(provider.authorizeUrl({ state: 'firm-1', redirectUri: REDIRECT }));
  return provider.exchangeCode({ code: back.searchParams.get('code')!, redirectUri: REDIRECT });
}

/** The API answers the grant's access token with the firm's company. */
async function expectGrantWorks(tokens: ProviderTokens): Promise<void> {
  expect((await fortnox.companyInformation(tokens.accessToken)).organisationNumber).toBe('556677-8899');
}

/** The ProviderError a call fails with (the test fails if it succeeds or fails otherwise). */
async function failure(call: Promise<unknown>): Promise<ProviderError> {
  const error = await call.then(
    () => null,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ProviderError);
  return error as ProviderError;
}

describe('the Fortnox authorization code flow', () => {
  it('sends the browser to the consent page with the documented parameters and exchanges the code', async () => {
    const url = new URL(fortnox.authorizeUrl({ state: 'signed-state', redirectUri: REDIRECT }));
    expect(url.origin + url.pathname).toBe(`${fake.url}/oauth-v1/auth`);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      client_id: fake.settings.clientId,
      redirect_uri: REDIRECT,
      scope: 'companyinformation customer invoice article',
      state: 'signed-state',
      response_type: 'code',
      access_type: 'offline',
    });
    const page = await (await fetch(url)).text();
    expect(page).toContain('Fortnox');
    expect(page).toContain('Godkänn');

    const back = await passConsent(url.toString());
    expect(back.origin + back.pathname).toBe(REDIRECT);
    expect(back.searchParams.get('state')).toBe('signed-state');
    const before = Date.now();
    const tokens = await fortnox.exchangeCode({
      code: back.searchParams.get('code')!,
      redirectUri: REDIRECT,
    });
    expect(tokens.accessToken).not.toBe('');
    expect(tokens.refreshToken).not.toBe(tokens.accessToken);
    expect(tokens.scope).toBe('companyinformation customer invoice article');
    // One hour, as Fortnox gives.
    expect(tokens.expiresAt.getTime() - before).toBeGreaterThan(3599_000);
    expect(tokens.expiresAt.getTime() - before).toBeLessThanOrEqual(3601_000);
    const company = await fortnox.companyInformation(tokens.accessToken);
    expect(company).toEqual({
      name: 'Besiktningsfirman i Norden AB',
      organisationNumber: '556677-8899',
      address: 'Besiktningsgatan 1',
      postalCode: '11122',
      city: 'Stockholm',
      email: null,
    });
    // The token endpoint saw HTTP Basic client credentials and a form, not the secret in the body.
    const tokenCall = fake.log.findLast((call) => call.path === '/oauth-v1/token');
    expect(tokenCall?.status).toBe(200);
  });

  it('refuses a code used twice, a redirect URI that differs, and wrong client credentials', async () => {
    const back = await passConsent(fortnox.authorizeUrl({ state: 's', redirectUri: REDIRECT }));
    const code = back.searchParams.get('code')!;
    const other = await failure(fortnox.exchangeCode({ code, redirectUri: 'https://elsewhere.example/cb' }));
    expect(other).toMatchObject({ status: 400, retryable: false });
    // The code was spent by the refused attempt too (single use).
    const reused = await failure(fortnox.exchangeCode({ code, redirectUri: REDIRECT }));
    expect(reused).toMatchObject({
      status: 400,
      retryable: false,
      providerMessage: 'Invalid authorization code',
    });

    const wrongSecret = createFortnoxProvider({ ...fake.settings, clientSecret: 'not-the-secret' });
    const fresh = fake.issueCode(REDIRECT, FORTNOX_DEFAULTS.scope);
    const refused = await failure(wrongSecret.exchangeCode({ code: fresh, redirectUri: REDIRECT }));
    expect(refused).toMatchObject({
      status: 401,
      retryable: false,
      providerMessage: 'Invalid client credentials',
    });
  });

  it('returns to the app with access_denied when the user presses Avbryt', async () => {
    const back = await passConsent(fortnox.authorizeUrl({ state: 'st', redirectUri: REDIRECT }), 'deny');
    expect(back.searchParams.get('error')).toBe('access_denied');
    expect(back.searchParams.get('code')).toBeNull();
    expect(back.searchParams.get('state')).toBe('st');
  });

  it('rotates the refresh token on renewal and refuses the used one', async () => {
    const first = await connect();
    const second = await fortnox.refresh(first.refreshToken);
    expect(second.refreshToken).not.toBe(first.refreshToken);
    expect(second.accessToken).not.toBe(first.accessToken);
    const reused = await failure(fortnox.refresh(first.refreshToken));
    expect(reused).toMatchObject({ status: 400, retryable: false, providerMessage: 'Invalid refresh token' });
    // The new one works, once.
    await expectGrantWorks(await fortnox.refresh(second.refreshToken));
  });

  it('reports an expired access token as 401, which a refresh cures', async () => {
    const tokens = await connect();
    fake.expireAccessTokens();
    const expired = await failure(fortnox.companyInformation(tokens.accessToken));
    expect(expired).toMatchObject({ status: 401, retryable: false, providerMessage: 'unauthorized' });
    await expectGrantWorks(await fortnox.refresh(tokens.refreshToken));
  });

  it('revokes the grant by its refresh token', async () => {
    const tokens = await connect();
    expect(fake.refreshTokenValid(tokens.refreshToken)).toBe(true);
    await fortnox.revoke(tokens);
    expect(fake.refreshTokenValid(tokens.refreshToken)).toBe(false);
    expect(await failure(fortnox.refresh(tokens.refreshToken))).toMatchObject({
      status: 400,
      retryable: false,
    });
  });
});

const ANNA = {
  name: 'Anna Svensson',
  isPrivatePerson: true,
  organisationNumber: '19800101-1234',
  email: 'anna@example.se',
  address: 'Storgatan 2',
  postalCode: '41104',
  city: 'Göteborg',
  phone: '070-1234567',
};

describe('Fortnox customers and invoices', () => {
  let tokens: ProviderTokens;
  beforeAll(async () => {
    fake.addCompany('invoicing', 'Faktureringsfirman AB', '559900-1122');
    fake.consentTenant = 'invoicing';
    tokens = await connect();
    fake.consentTenant = 'default';
  });
  beforeEach(() => {
    fake.log.length = 0;
  });

  it('creates a customer, finds it by the documented search parameters and by its number', async () => {
    const { isPrivatePerson: _, ...anna } = ANNA;
    const created = await fortnox.createCustomer(tokens.accessToken, ANNA);
    expect(created).toEqual({ id: expect.stringMatching(/^\d+$/), ...anna });
    expect(fake.tenants.invoicing!.customers.at(-1)).toMatchObject({
      Type: 'PRIVATE',
      Phone1: '070-1234567',
    });

    const byAll = await fortnox.findCustomers(tokens.accessToken, {
      name: 'Anna',
      email: 'anna@example.se',
      postalCode: '41104',
      organisationNumber: '19800101-1234',
    });
    expect(byAll).toEqual([created]);
    expect(fake.log.at(-1)?.query).toEqual({
      name: 'Anna',
      email: 'anna@example.se',
      zipcode: '41104',
      organisationnumber: '19800101-1234',
    });
    expect(await fortnox.findCustomers(tokens.accessToken, { email: 'nobody@example.se' })).toEqual([]);
    expect(await fortnox.customer(tokens.accessToken, created.id)).toEqual(created);
    expect(await fortnox.customer(tokens.accessToken, '9999')).toBeNull();
  });

  it('refuses a customer without a name with the provider’s message', async () => {
    const error = await failure(
      fortnox.createCustomer(tokens.accessToken, {
        name: '',
        isPrivatePerson: false,
        organisationNumber: null,
        email: null,
        address: null,
        postalCode: null,
        city: null,
        phone: null,
      }),
    );
    expect(error).toMatchObject({
      status: 400,
      retryable: false,
      providerMessage: 'Kunden måste ha ett namn.',
    });
  });

  const invoiceFor = (customerId: string, externalKey: string): NewProviderInvoice => ({
    customerId,
    invoiceDate: '2026-11-29',
    reference: 'U-2026-0042',
    externalKey,
    final: false,
    rows: [
      {
        articleNumber: 'BES1',
        description: 'Överlåtelsebesiktning',
        quantity: 1,
        unitPrice: 1_250_050,
        vatRate: 25,
      },
      {
        articleNumber: 'RESA',
        description: 'Resa 12,35 mil',
        quantity: 12.35,
        unitPrice: 3_333,
        vatRate: 25,
      },
      {
        articleNumber: null,
        description: 'Radonmätning, momsfri',
        quantity: 2.5,
        unitPrice: 99_999,
        vatRate: 0,
      },
    ],
  });

  it('creates an invoice with its rows in kronor excluding VAT and each row’s VAT rate', async () => {
    const customer = await fortnox.createCustomer(tokens.accessToken, {
      name: 'Bostadsrättsföreningen Eken',
      isPrivatePerson: false,
      organisationNumber: '769600-1234',
      email: null,
      address: null,
      postalCode: null,
      city: null,
      phone: null,
    });
    const input = invoiceFor(customer.id, 'assignment-42:1');
    const invoice = await fortnox.createInvoice(tokens.accessToken, input);
    const stored = fake.tenants.invoicing!.invoices.at(-1)!;
    expect(stored.InvoiceRows).toEqual([
      {
        ArticleNumber: 'BES1',
        Description: 'Överlåtelsebesiktning',
        DeliveredQuantity: 1,
        Price: 12500.5,
        VAT: 25,
      },
      {
        ArticleNumber: 'RESA',
        Description: 'Resa 12,35 mil',
        DeliveredQuantity: 12.35,
        Price: 33.33,
        VAT: 25,
      },
      {
        ArticleNumber: '',
        Description: 'Radonmätning, momsfri',
        DeliveredQuantity: 2.5,
        Price: 999.99,
        VAT: 0,
      },
    ]);
    expect(stored).toMatchObject({
      CustomerNumber: customer.id,
      InvoiceDate: '2026-11-29',
      YourOrderNumber: 'U-2026-0042',
      ExternalInvoiceReference1: 'assignment-42:1',
      VATIncluded: false,
    });
    const totals = priceTotals(input.rows);
    expect(stored.Net * 100).toBeCloseTo(totals.net, 6);
    expect(invoice).toEqual({
      id: stored.DocumentNumber,
      number: stored.DocumentNumber,
      url: null,
      customerName: 'Bostadsrättsföreningen Eken',
      invoiceDate: '2026-11-29',
      total: totals.gross,
      externalKey: 'assignment-42:1',
    });
  });

  it('finds an invoice by its external key exactly, not by a key it begins with', async () => {
    const [customer] = await fortnox.findCustomers(tokens.accessToken, {
      name: 'Bostadsrättsföreningen Eken',
    });
    const longer = await fortnox.createInvoice(
      tokens.accessToken,
      invoiceFor(customer!.id, 'assignment-7:10'),
    );
    const exact = await fortnox.createInvoice(tokens.accessToken, invoiceFor(customer!.id, 'assignment-7:1'));
    expect(await fortnox.invoiceByExternalKey(tokens.accessToken, 'assignment-7:1')).toEqual(exact);
    expect(await fortnox.invoiceByExternalKey(tokens.accessToken, 'assignment-7:10')).toEqual(longer);
    expect(await fortnox.invoiceByExternalKey(tokens.accessToken, 'assignment-7:')).toBeNull();
    expect(fake.log.at(-1)?.query.externalinvoicereference1).toBe('assignment-7:');

    const newestFirst = await fortnox.listInvoices(tokens.accessToken, { page: 1, pageSize: 2 });
    expect(newestFirst.map((invoice) => invoice.id)).toEqual([exact.id, longer.id]);
    const second = await fortnox.listInvoices(tokens.accessToken, { page: 2, pageSize: 2 });
    expect(Number(second[0]!.id)).toBe(Number(longer.id) - 1);
  });

  it('carries Fortnox’s message for an invalid row, not retryable', async () => {
    const [customer] = await fortnox.findCustomers(tokens.accessToken, {
      name: 'Bostadsrättsföreningen Eken',
    });
    fake.refuseNextInvoiceRow('Kunde inte hitta konto');
    const refused = await failure(fortnox.createInvoice(tokens.accessToken, invoiceFor(customer!.id, 'k:1')));
    expect(refused).toMatchObject({
      provider: 'fortnox',
      status: 400,
      retryable: false,
      providerMessage: 'Kunde inte hitta konto',
    });

    const unknownArticle = invoiceFor(customer!.id, 'k:2');
    unknownArticle.rows = [{ ...unknownArticle.rows[0]!, articleNumber: 'NOPE' }];
    expect(await failure(fortnox.createInvoice(tokens.accessToken, unknownArticle))).toMatchObject({
      status: 400,
      retryable: false,
      providerMessage: 'Kunde inte hitta artikel: NOPE',
    });
  });

  it('reports 5xx and an unreachable Fortnox as retryable', async () => {
    fake.failNext(1, 503);
    const unavailable = await failure(fortnox.companyInformation(tokens.accessToken));
    expect(unavailable).toMatchObject({ status: 503, retryable: true, providerMessage: 'System exception' });
    fake.failNext(1, 500);
    expect(await failure(fortnox.listInvoices(tokens.accessToken, { page: 1, pageSize: 10 }))).toMatchObject({
      status: 500,
      retryable: true,
    });
    const nowhere = createFortnoxProvider({
      ...fake.settings,
      apiUrl: 'http://127.0.0.1:9/3',
      authUrl: 'http://127.0.0.1:9/oauth-v1',
    });
    expect(await failure(nowhere.companyInformation(tokens.accessToken))).toMatchObject({
      status: null,
      retryable: true,
    });
    expect(await failure(nowhere.refresh('whatever'))).toMatchObject({ status: null, retryable: true });
  });
});

describe('the Fortnox rate limit', () => {
  it('retries a 429 after its Retry-After, and gives up as retryable after three retries', async () => {
    const tokens = await connect();
    fake.log.length = 0;
    fake.throttleNext(2, 1);
    expect((await fortnox.companyInformation(tokens.accessToken)).name).toBe('Besiktningsfirman i Norden AB');
    const calls = fake.apiCalls();
    expect(calls.map((call) => call.status)).toEqual([429, 429, 200]);
    // Each retry waited the second the 429 named.
    expect(calls[1]!.at - calls[0]!.at).toBeGreaterThanOrEqual(990);
    expect(calls[2]!.at - calls[1]!.at).toBeGreaterThanOrEqual(990);

    fake.log.length = 0;
    fake.throttleNext(4, 0);
    const error = await failure(fortnox.companyInformation(tokens.accessToken));
    expect(error).toMatchObject({ status: 429, retryable: true, retryAfterMs: 0 });
    expect(fake.apiCalls().map((call) => call.status)).toEqual([429, 429, 429, 429]);
  });

  it('the fake itself refuses the 26th request within 5 s of one token', async () => {
    const tokens = await connect();
    const statuses: number[] = [];
    for (let i = 0; i < 26; i++) {
      const answer = await fetch(`${fake.settings.apiUrl}/companyinformation`, {
        headers: { authorization: `Bearer ${tokens.accessToken}`, accept: 'application/json' },
      });
      statuses.push(answer.status);
    }
    expect(statuses.slice(0, 25).every((status) => status === 200)).toBe(true);
    expect(statuses[25]).toBe(429);
  });

  it('queues a burst to 25 requests per 5 s per token, so Fortnox never answers 429', async () => {
    const tokens = await connect();
    const other = await connect();
    fake.log.length = 0;
    const burst = Array.from({ length: 30 }, () => fortnox.companyInformation(tokens.accessToken));
    // Another firm's token has its own window: its calls do not wait behind the burst.
    const beside = Array.from({ length: 5 }, () => fortnox.companyInformation(other.accessToken));
    await Promise.all([...burst, ...beside]);
    const calls = fake.apiCalls();
    expect(calls).toHaveLength(35);
    expect(calls.every((call) => call.status === 200)).toBe(true);
    const ofToken = calls.filter((call) => call.accessToken === tokens.accessToken);
    expect(ofToken).toHaveLength(30);
    // Any 26 consecutive requests of one token span more than the 5 s window, by the fake's clock.
    for (let i = 0; i + 25 < ofToken.length; i++)
      expect(ofToken[i + 25]!.at - ofToken[i]!.at).toBeGreaterThanOrEqual(5_000);
    const ofOther = calls.filter((call) => call.accessToken === other.accessToken);
    expect(ofOther.at(-1)!.at - ofToken[0]!.at).toBeLessThan(5_000);
  });
});
