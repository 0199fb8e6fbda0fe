import { beforeAll, describe, expect, it } from 'vitest';
import { priceTotals } from '@syna/contracts/prices';
import { startFakeVisma } from '../../../../test/fakes/visma-server.ts';
import {
  connect,
  describeProviderContract,
  exampleInvoice,
  failure,
} from '../oauth-client/provider-contract.test-support.ts';
import type { ProviderTokens } from '../provider.ts';
import { createVismaProvider, odataString } from './visma-client.ts';

const REDIRECT = 'https://syna.example/visma/activation';

const { fake, provider: visma } = describeProviderContract({
  start: () => startFakeVisma({ redirectUris: [REDIRECT] }),
  create: createVismaProvider,
  redirectUri: REDIRECT,
  authorizePath: '/connect/authorize',
  authorizeParams: { scope: 'ea:api ea:sales offline_access' },
  organisationNumber: '556123-4567',
  expiredMessage: 'Unauthorized',
  serverErrorMessage: 'An error has occurred',
});

it('writes OData string literals with their quotes doubled', () => {
  expect(odataString("O'Brien & Co")).toBe("'O''Brien & Co'");
});

const KAJSA = {
  name: "Kajsa O'Neill",
  isPrivatePerson: true,
  organisationNumber: '19850202-2345',
  email: 'kajsa@example.se',
  address: 'Lilla vägen 4',
  postalCode: '41319',
  city: 'Göteborg',
  phone: '031-123456',
};

describe('Visma customers and invoices', () => {
  let tokens: ProviderTokens;
  beforeAll(async () => {
    tokens = await connect(visma(), REDIRECT);
  });

  it('reads the company settings', async () => {
    expect(await visma().companyInformation(tokens.accessToken)).toEqual({
      name: 'Besiktningsbyrån i Väst AB',
      organisationNumber: '556123-4567',
      address: 'Hamngatan 3',
      postalCode: '41117',
      city: 'Göteborg',
      email: 'ekonomi@besiktningsbyran.se',
    });
  });

  it('creates a customer with its terms of payment and finds it by an OData filter', async () => {
    const { isPrivatePerson: _, ...kajsa } = KAJSA;
    const created = await visma().createCustomer(tokens.accessToken, KAJSA);
    expect(created).toEqual({ id: expect.stringMatching(/^[0-9a-f-]{36}$/), ...kajsa });
    const stored = fake().tenants.default!.customers.at(-1)!;
    expect(stored.TermsOfPaymentId).toBe(fake().tenants.default!.termsOfPayments[0]!.Id);
    expect(stored.IsPrivatePerson).toBe(true);

    fake().log.length = 0;
    const found = await visma().findCustomers(tokens.accessToken, {
      name: "o'neill",
      email: 'kajsa@example.se',
      postalCode: '41319',
      organisationNumber: '19850202-2345',
    });
    expect(found).toEqual([created]);
    expect(fake().log.at(-1)?.query.$filter).toBe(
      "contains(Name,'o''neill') and EmailAddress eq 'kajsa@example.se' and InvoicePostalCode eq '41319' and CorporateIdentityNumber eq '19850202-2345'",
    );
    expect(await visma().findCustomers(tokens.accessToken, { name: 'Ingen sådan' })).toEqual([]);
    expect(await visma().customer(tokens.accessToken, created.id)).toEqual(created);
    expect(await visma().customer(tokens.accessToken, '00000000-0000-0000-0000-000000000000')).toBeNull();
  });

  it('refuses a customer without a postal code with Visma’s message', async () => {
    const refused = await failure(
      visma().createCustomer(tokens.accessToken, {
        name: 'Utan Adress AB',
        isPrivatePerson: false,
        organisationNumber: null,
        email: null,
        address: null,
        postalCode: null,
        city: 'Borås',
        phone: null,
      }),
    );
    expect(refused).toMatchObject({
      provider: 'visma',
      status: 400,
      retryable: false,
      providerMessage: 'InvoicePostalCode is required',
    });
  });

  const invoiceFor = (customerId: string, externalKey: string, final: boolean) =>
    exampleInvoice(customerId, externalKey, { final });
  const customerId = async () => (await visma().findCustomers(tokens.accessToken, { name: 'Kajsa' }))[0]!.id;

  it('creates a draft with each row on an article of its VAT rate, in kronor excluding VAT', async () => {
    const input = invoiceFor(await customerId(), 'assignment-42:1', false);
    const draft = await visma().createInvoice(tokens.accessToken, input);
    const company = fake().tenants.default!;
    const stored = company.drafts.at(-1)!;
    const article = (number: string) => company.articles.find((a) => a.Number === number && a.IsActive)!.Id;
    expect(stored.Rows).toEqual([
      {
        ArticleId: article('BES1'),
        Text: 'Överlåtelsebesiktning',
        Quantity: 1,
        UnitPrice: 12500.5,
        VatRatePercent: 0.25,
      },
      // Without an article number: the first active article coded with the row's rate.
      {
        ArticleId: article('BES1'),
        Text: 'Resa 12,35 mil',
        Quantity: 12.35,
        UnitPrice: 33.33,
        VatRatePercent: 0.25,
      },
      {
        ArticleId: article('RADON'),
        Text: 'Radonmätning, momsfri',
        Quantity: 2.5,
        UnitPrice: 999.99,
        VatRatePercent: 0,
      },
    ]);
    expect(stored).toMatchObject({
      YourReference: 'U-2026-0042',
      OurReference: 'assignment-42:1',
      IncludesVat: false,
    });
    const totals = priceTotals(input.rows);
    expect(stored.TotalVatAmount * 100).toBeCloseTo(totals.vat, 6);
    expect(draft).toEqual({
      id: stored.Id,
      number: null,
      url: null,
      customerName: "Kajsa O'Neill",
      invoiceDate: '2026-11-29',
      total: totals.gross,
      externalKey: 'assignment-42:1',
    });
    expect(await visma().invoiceByExternalKey(tokens.accessToken, 'assignment-42:1')).toEqual(draft);
  });

  it('converts the draft into an invoice with its number when final, found by its key exactly', async () => {
    const id = await customerId();
    const first = await visma().createInvoice(tokens.accessToken, invoiceFor(id, "assignment-7:1'", true));
    const second = await visma().createInvoice(tokens.accessToken, invoiceFor(id, 'assignment-8:1', true));
    expect(first.number).toBe('1');
    expect(second.number).toBe('2');
    expect(fake().tenants.default!.drafts.some((draft) => draft.OurReference === 'assignment-8:1')).toBe(
      false,
    );
    expect(await visma().invoiceByExternalKey(tokens.accessToken, "assignment-7:1'")).toEqual(first);
    expect(await visma().invoiceByExternalKey(tokens.accessToken, 'assignment-7:1')).toBeNull();
    expect(fake().log.at(-2)?.query.$filter).toBe("OurReference eq 'assignment-7:1'");

    const newestFirst = await visma().listInvoices(tokens.accessToken, { page: 1, pageSize: 10 });
    expect(newestFirst.map((invoice) => invoice.number)).toEqual(['2', '1']);
  });

  it('refuses a row Visma refuses, and a row whose article has another VAT rate, not retryable', async () => {
    const id = await customerId();
    fake().refuseNextInvoiceRow('Kontot för artikeln saknas');
    expect(
      await failure(visma().createInvoice(tokens.accessToken, invoiceFor(id, 'k:1', false))),
    ).toMatchObject({
      status: 400,
      retryable: false,
      providerMessage: 'Kontot för artikeln saknas',
    });
    const wrongRate = invoiceFor(id, 'k:2', false);
    wrongRate.rows = [{ ...wrongRate.rows[0]!, vatRate: 12 }];
    expect(await failure(visma().createInvoice(tokens.accessToken, wrongRate))).toMatchObject({
      status: 400,
      retryable: false,
      providerMessage: 'Artikeln BES1 har 25 % moms i Visma eEkonomi, raden 12 %',
    });
    const noArticle = invoiceFor(id, 'k:3', false);
    noArticle.rows = [{ ...noArticle.rows[1]!, vatRate: 6 }];
    expect((await failure(visma().createInvoice(tokens.accessToken, noArticle))).providerMessage).toBe(
      'Visma eEkonomi har ingen aktiv artikel med 6 % moms',
    );
    expect(fake().tenants.default!.drafts.map((draft) => draft.OurReference)).not.toContain('k:2');
  });
});

describe('the Visma rate limit', () => {
  it('counts 600 a minute per token and endpoint: the fake refuses the 601st to one endpoint only', async () => {
    const tokens = await connect(visma(), REDIRECT);
    const ask = (path: string) =>
      fetch(`${fake().settings.apiUrl}${path}`, {
        headers: { authorization: `Bearer ${tokens.accessToken}` },
      });
    for (let i = 0; i < 600; i += 60)
      await Promise.all(Array.from({ length: 60 }, () => ask('/companysettings')));
    const over = await ask('/companysettings');
    expect(over.status).toBe(429);
    expect(((await over.json()) as { DeveloperErrorMessage: string }).DeveloperErrorMessage).toMatch(
      /Try again in \d+ seconds\./,
    );
    expect((await ask('/termsofpayments')).status).toBe(200);
  });
});
