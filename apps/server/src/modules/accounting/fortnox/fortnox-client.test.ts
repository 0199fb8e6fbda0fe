import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { priceTotals } from '@syna/contracts/prices';
import { startFakeFortnox } from '../../../../test/fakes/fortnox-server.ts';
import {
  connect as connectFirm,
  describeProviderContract,
  exampleInvoice,
  failure,
} from '../oauth-client/provider-contract.test-support.ts';
import type { ProviderTokens } from '../provider.ts';
import { createFortnoxProvider } from './fortnox-client.ts';

const REDIRECT = 'https://syna.example/fortnox/activation';

const { fake, provider: fortnox } = describeProviderContract({
  start: () => startFakeFortnox({ redirectUris: [REDIRECT] }),
  create: createFortnoxProvider,
  redirectUri: REDIRECT,
  authorizePath: '/oauth-v1/auth',
  authorizeParams: { scope: 'companyinformation customer invoice article', access_type: 'offline' },
  organisationNumber: '556677-8899',
  expiredMessage: 'unauthorized',
  serverErrorMessage: 'System exception',
});
const connect = () => connectFirm(fortnox(), REDIRECT);

it('reads the company information and names Fortnox on its consent page', async () => {
  const page = await (await fetch(fortnox().authorizeUrl({ state: 's', redirectUri: REDIRECT }))).text();
  expect(page).toContain('<h1>Fortnox</h1>');
  expect(await fortnox().companyInformation((await connect()).accessToken)).toEqual({
    name: 'Besiktningsfirman i Norden AB',
    organisationNumber: '556677-8899',
    address: 'Besiktningsgatan 1',
    postalCode: '11122',
    city: 'Stockholm',
    email: null,
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
    fake().addCompany('invoicing', 'Faktureringsfirman AB', '559900-1122');
    fake().consentTenant = 'invoicing';
    tokens = await connect();
    fake().consentTenant = 'default';
  });
  beforeEach(() => {
    fake().log.length = 0;
  });

  it('creates a customer, finds it by the documented search parameters and by its number', async () => {
    const { isPrivatePerson: _, ...anna } = ANNA;
    const created = await fortnox().createCustomer(tokens.accessToken, ANNA);
    expect(created).toEqual({ id: expect.stringMatching(/^\d+$/), ...anna });
    expect(fake().tenants.invoicing!.customers.at(-1)).toMatchObject({
      Type: 'PRIVATE',
      Phone1: '070-1234567',
    });

    const byAll = await fortnox().findCustomers(tokens.accessToken, {
      name: 'Anna',
      email: 'anna@example.se',
      postalCode: '41104',
      organisationNumber: '19800101-1234',
    });
    expect(byAll).toEqual([created]);
    expect(fake().log.at(-1)?.query).toEqual({
      name: 'Anna',
      email: 'anna@example.se',
      zipcode: '41104',
      organisationnumber: '19800101-1234',
    });
    expect(await fortnox().findCustomers(tokens.accessToken, { email: 'nobody@example.se' })).toEqual([]);
    expect(await fortnox().customer(tokens.accessToken, created.id)).toEqual(created);
    expect(await fortnox().customer(tokens.accessToken, '9999')).toBeNull();
  });

  it('refuses a customer without a name with the provider’s message', async () => {
    const error = await failure(
      fortnox().createCustomer(tokens.accessToken, {
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

  const invoiceFor = (customerId: string, externalKey: string) =>
    exampleInvoice(customerId, externalKey, { travelArticle: 'RESA' });

  it('creates an invoice with its rows in kronor excluding VAT and each row’s VAT rate', async () => {
    const customer = await fortnox().createCustomer(tokens.accessToken, {
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
    const invoice = await fortnox().createInvoice(tokens.accessToken, input);
    const stored = fake().tenants.invoicing!.invoices.at(-1)!;
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
    const [customer] = await fortnox().findCustomers(tokens.accessToken, {
      name: 'Bostadsrättsföreningen Eken',
    });
    const longer = await fortnox().createInvoice(
      tokens.accessToken,
      invoiceFor(customer!.id, 'assignment-7:10'),
    );
    const exact = await fortnox().createInvoice(
      tokens.accessToken,
      invoiceFor(customer!.id, 'assignment-7:1'),
    );
    expect(await fortnox().invoiceByExternalKey(tokens.accessToken, 'assignment-7:1')).toEqual(exact);
    expect(await fortnox().invoiceByExternalKey(tokens.accessToken, 'assignment-7:10')).toEqual(longer);
    expect(await fortnox().invoiceByExternalKey(tokens.accessToken, 'assignment-7:')).toBeNull();
    expect(fake().log.at(-1)?.query.externalinvoicereference1).toBe('assignment-7:');

    const newestFirst = await fortnox().listInvoices(tokens.accessToken, { page: 1, pageSize: 2 });
    expect(newestFirst.map((invoice) => invoice.id)).toEqual([exact.id, longer.id]);
    const second = await fortnox().listInvoices(tokens.accessToken, { page: 2, pageSize: 2 });
    expect(Number(second[0]!.id)).toBe(Number(longer.id) - 1);
  });

  it('carries Fortnox’s message for an invalid row, not retryable', async () => {
    const [customer] = await fortnox().findCustomers(tokens.accessToken, {
      name: 'Bostadsrättsföreningen Eken',
    });
    fake().refuseNextInvoiceRow('Kunde inte hitta konto');
    const refused = await failure(
      fortnox().createInvoice(tokens.accessToken, invoiceFor(customer!.id, 'k:1')),
    );
    expect(refused).toMatchObject({
      provider: 'fortnox',
      status: 400,
      retryable: false,
      providerMessage: 'Kunde inte hitta konto',
    });

    const unknownArticle = invoiceFor(customer!.id, 'k:2');
    unknownArticle.rows = [{ ...unknownArticle.rows[0]!, articleNumber: 'NOPE' }];
    expect(await failure(fortnox().createInvoice(tokens.accessToken, unknownArticle))).toMatchObject({
      status: 400,
      retryable: false,
      providerMessage: 'Kunde inte hitta artikel: NOPE',
    });
  });
});

describe('the Fortnox rate limit', () => {
  it('the fake itself refuses the 26th request within 5 s of one token', async () => {
    const tokens = await connect();
    const statuses: number[] = [];
    for (let i = 0; i < 26; i++) {
      const answer = await fetch(`${fake().settings.apiUrl}/companyinformation`, {
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
    fake().log.length = 0;
    const burst = Array.from({ length: 30 }, () => fortnox().companyInformation(tokens.accessToken));
    // Another firm's token has its own window: its calls do not wait behind the burst.
    const beside = Array.from({ length: 5 }, () => fortnox().companyInformation(other.accessToken));
    await Promise.all([...burst, ...beside]);
    const calls = fake().apiCalls();
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
