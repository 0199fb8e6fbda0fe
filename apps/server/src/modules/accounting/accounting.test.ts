import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { AccountingProviderName } from '@syna/contracts/accounting';
import { accountingEndpoints, fortnoxEndpoints, vismaEndpoints } from '@syna/contracts/endpoints/accounting';
import { inspectionEndpoints } from '@syna/contracts/endpoints/inspections';
import { inspectionStatusEndpoints } from '@syna/contracts/endpoints/lookups';
import type { InspectionStatusCreate } from '@syna/contracts/lookups';
import { priceEndpoints } from '@syna/contracts/endpoints/prices';
import { tenantEndpoints } from '@syna/contracts/endpoints/tenancy';
import type { TenantFeature } from '@syna/contracts/permissions';
import { queryRows } from '../../platform/db/database.ts';
import { startFakeFortnox, type FakeFortnox } from '../../../test/fakes/fortnox-server.ts';
import { startFakeVisma, type FakeVisma } from '../../../test/fakes/visma-server.ts';
import { passConsent } from '../../../test/fakes/oauth2-provider-fake.ts';
import { callerFactory, type ApiCaller } from '../../../test/support/api-client.ts';
import { buildCompany } from '../../../test/support/contact-factories.ts';
import { buildTenant, buildUser, type TestUser } from '../../../test/support/factories.ts';
import { buildInspectionType, postInspection } from '../../../test/support/inspection-factories.ts';
import { jobOf } from '../../../test/support/jobs.ts';
import { createTestApp, TEST_ACCOUNTING_TOKEN_KEYS } from '../../../test/support/test-app.ts';
import { useWorld } from '../../../test/support/test-world.ts';
import { ACCOUNTING_INVOICE_JOB, runInvoiceAttempt, type AccountingDependencies } from './index.ts';
import { parseTokenKeys, TokenKeyRing } from './token-seal.ts';
import { providersOf } from './provider-clients.ts';
import { inspectionPricing } from '../prices/index.ts';
import type { RequestContext } from '../../platform/http/request-context.ts';
import { INSPECTION_FEE_ROW } from '../../../test/support/price-rows.ts';

/**
 * The accounting integration against a local Fortnox that speaks Fortnox's OAuth2 and API: the
 * consent round trip and its state, the sealed tokens and their renewal, and invoicing by the job.
 */

interface World {
  app: Awaited<ReturnType<typeof createTestApp>>;
  fake: FakeFortnox;
  visma: FakeVisma;
  as: (user: TestUser | null) => ApiCaller;
  owner: TestUser;
  office: TestUser;
  inspector: TestUser;
  outsider: TestUser;
  firm: { id: string; name: string };
  otherFirm: { id: string; name: string };
  deps: AccountingDependencies;
}

async function switchOn(as: ApiCaller, tenant: string, feature: TenantFeature) {
  const { items } = await as.ok(tenantEndpoints.features, { params: { tenant } });
  const { id } = items.find((item) => item.name === feature)!;
  await as.ok(tenantEndpoints.switchFeature, { params: { tenant, id }, body: { enabled: true } });
}

const world = useWorld<World>(async () => {
  const fake = await startFakeFortnox();
  const visma = await startFakeVisma();
  const accounting = { fortnox: fake.settings, visma: visma.settings, tokenKeys: TEST_ACCOUNTING_TOKEN_KEYS };
  const app = await createTestApp({ accounting });
  const as = callerFactory(app);
  const owner = await buildUser(app, { name: 'Olle Ägare' });
  const office = await buildUser(app, { name: 'Karin Kontor' });
  const inspector = await buildUser(app, { name: 'Bengt Besiktning' });
  const outsider = await buildUser(app, { name: 'Ulf Utanför' });
  const firm = await buildTenant(app, owner, {
    members: [
      { user: office, roles: ['office'] },
      { user: inspector, roles: ['user'] },
    ],
  });
  const otherFirm = await buildTenant(app, outsider);
  await switchOn(as(owner), firm.id, 'fortnox');
  await switchOn(as(outsider), otherFirm.id, 'fortnox');
  await switchOn(as(owner), firm.id, 'visma');
  const deps: AccountingDependencies = {
    providers: providersOf(accounting),
    keys: new TokenKeyRing(parseTokenKeys(TEST_ACCOUNTING_TOKEN_KEYS)),
    pricing: (context, id) => inspectionPricing(context as RequestContext, id),
  };
  const close = app.close.bind(app);
  app.close = (async () => {
    await close();
    await fake.close();
    await visma.close();
  }) as typeof app.close;
  return { app, fake, visma, as, owner, office, inspector, outsider, firm, otherFirm, deps };
});

const params = () => ({ tenant: world.firm.id });

/** What the staff app does: activate, pass the fake's consent page ("Godkänn"), post code and state. */
async function connect(
  owner = world.owner,
  tenant = world.firm.id,
  provider: AccountingProviderName = 'fortnox',
) {
  const { url } = await world.as(owner).ok(accountingEndpoints[provider].activate, { params: { tenant } });
  const back = await passConsent(url);
  const code = back.searchParams.get('code')!;
  const state = back.searchParams.get('state')!;
  return { code, state, back };
}

const connectionRows = () =>
  world.app.database.asSystem((tx) =>
    queryRows<Record<string, unknown>>(
      tx,
      sql`SELECT * FROM accounting_connections WHERE tenant_id = ${world.firm.id}`,
    ),
  );

/** A finished assignment of the firm with a customer and a price row of 10 000 kr excl. VAT. */
async function pricedAssignment(customer: { email?: string; number?: string } = {}) {
  const as = world.as(world.owner);
  const type = await buildInspectionType(world.app, world.firm.id, { name: `Överlåtelse ${Math.random()}` });
  const contact = await buildCompany(as, world.firm, {
    companyName: 'Köpare AB',
    email: customer.email ?? 'kopare@example.se',
  });
  const assignment = await postInspection(world.app, world.firm.id, world.owner.auth, {
    typeId: type.id,
    customerId: contact.id,
  });
  await as.ok(priceEndpoints.setAssignmentPrice, {
    params: { ...params(), id: assignment.id },
    body: {
      rows: [INSPECTION_FEE_ROW],
    },
  });
  return assignment;
}

async function runJobs(attempt = { retryCount: 0, retryLimit: 5 }) {
  const attempts = await world.app.database.asSystem((tx) =>
    queryRows<{ id: string }>(
      tx,
      sql`SELECT id FROM invoice_attempts WHERE tenant_id = ${world.firm.id} AND state = 'queued'`,
    ),
  );
  for (const { id } of attempts) {
    const job = jobOf(
      world.app,
      ACCOUNTING_INVOICE_JOB,
      { tenantId: world.firm.id, userId: world.owner.id, language: 'sv' as const, attemptId: id },
      attempt,
    );
    await runInvoiceAttempt(world.deps, job).catch(() => undefined);
  }
}

describe('connecting Fortnox', () => {
  it('says the firm is not connected, and never names a token', async () => {
    const status = await world.as(world.office).ok(fortnoxEndpoints.status, { params: params() });
    expect(status).toMatchObject({
      provider: 'fortnox',
      configured: true,
      connected: false,
      companyName: null,
    });
  });

  it('refuses a forged state with 400 and stores nothing', async () => {
    const { code, state } = await connect();
    const [payload, keyId] = state.split('.');
    const forged = `${payload}.${keyId}.${'A'.repeat(43)}`;
    const response = await world.as(world.owner).send(fortnoxEndpoints.activation, {
      params: params(),
      body: { code, state: forged },
    });
    expect(response.statusCode).toBe(400);
    expect(await connectionRows()).toEqual([]);
  });

  it('refuses a state made for another firm', async () => {
    const { code, state } = await connect(world.outsider, world.otherFirm.id);
    const response = await world.as(world.owner).send(fortnoxEndpoints.activation, {
      params: params(),
      body: { code, state },
    });
    expect(response.statusCode).toBe(400);
    expect(await connectionRows()).toEqual([]);
  });

  it('refuses an expired state', async () => {
    const keys = world.deps.keys;
    const payload = Buffer.from(
      JSON.stringify({
        tenant: world.firm.id,
        provider: 'fortnox',
        nonce: 'old',
        issuedAt: Math.floor(Date.now() / 1000) - 601,
      }),
    ).toString('base64url');
    const state = `${payload}.${keys.current.id}.${keys.sign(payload)}`;
    const response = await world.as(world.owner).send(fortnoxEndpoints.activation, {
      params: params(),
      body: { code: 'whatever', state },
    });
    expect(response.statusCode).toBe(400);
    expect(await connectionRows()).toEqual([]);
  });

  it('is for administrators: the office may read the status but not connect', async () => {
    const response = await world.as(world.office).send(fortnoxEndpoints.activate, { params: params() });
    expect(response.statusCode).toBe(403);
    const inspector = await world.as(world.inspector).send(fortnoxEndpoints.status, { params: params() });
    expect(inspector.statusCode).toBe(403);
  });

  it('connects through the consent page, and refuses the same state again', async () => {
    const { code, state, back } = await connect();
    expect(back.pathname).toBe('/main/fortnox/activation');
    const status = await world
      .as(world.owner)
      .ok(fortnoxEndpoints.activation, { params: params(), body: { code, state } });
    expect(status).toMatchObject({
      connected: true,
      companyName: 'Besiktningsfirman i Norden AB',
      connectedBy: 'Olle Ägare',
    });
    expect(JSON.stringify(status)).not.toMatch(/token/i);
    const again = await world
      .as(world.owner)
      .send(fortnoxEndpoints.activation, { params: params(), body: { code, state } });
    expect(again.statusCode).toBe(400);
    const company = await world
      .as(world.office)
      .ok(fortnoxEndpoints.companyInformation, { params: params() });
    expect(company.name).toBe('Besiktningsfirman i Norden AB');
  });

  it('keeps the tokens encrypted: the table holds neither in plain text', async () => {
    const tokens = world.fake.log.filter((call) => call.accessToken).map((call) => call.accessToken!);
    expect(tokens.length).toBeGreaterThan(0);
    const [row] = await connectionRows();
    const stored = JSON.stringify(row);
    for (const token of tokens) expect(stored).not.toContain(token);
    expect(row).toMatchObject({ key_id: 'k2' });
    expect(String(row!.sealed_tokens)).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
  });

  it('renews an expired access token and stores the rotated refresh token', async () => {
    const [before] = await connectionRows();
    world.fake.expireAccessTokens();
    const company = await world
      .as(world.office)
      .ok(fortnoxEndpoints.companyInformation, { params: params() });
    expect(company.name).toBe('Besiktningsfirman i Norden AB');
    const [after] = await connectionRows();
    expect(after!.sealed_tokens).not.toEqual(before!.sealed_tokens);
    const stored = JSON.parse(world.deps.keys.open(String(after!.key_id), String(after!.sealed_tokens))) as {
      refreshToken: string;
    };
    const old = JSON.parse(world.deps.keys.open(String(before!.key_id), String(before!.sealed_tokens))) as {
      refreshToken: string;
    };
    expect(world.fake.refreshTokenValid(stored.refreshToken)).toBe(true);
    expect(world.fake.refreshTokenValid(old.refreshToken)).toBe(false);
  });

  it('renews once when several requests meet the expired token together', async () => {
    world.fake.expireAccessTokens();
    const refreshesBefore = world.fake.log.filter((call) => call.path.endsWith('/token')).length;
    const answers = await Promise.all(
      [1, 2, 3].map(() =>
        world.as(world.office).ok(fortnoxEndpoints.companyInformation, { params: params() }),
      ),
    );
    expect(answers.map((answer) => answer.name)).toEqual(Array(3).fill('Besiktningsfirman i Norden AB'));
    const refreshes = world.fake.log.filter((call) => call.path.endsWith('/token')).length - refreshesBefore;
    expect(refreshes).toBe(1);
  });

  it('answers null, not an error, when the customer search fails at Fortnox', async () => {
    world.fake.failNext(1, 503);
    const customers = await world.as(world.office).ok(fortnoxEndpoints.customers, {
      params: params(),
      query: { name: 'Köpare' },
    });
    expect(customers).toBeNull();
  });
});

/** Connects the firm unless it is connected (the invoicing tests run alone, too). */
async function ensureConnected() {
  const status = await world.as(world.owner).ok(fortnoxEndpoints.status, { params: params() });
  if (status.connected) return;
  const { code, state } = await connect();
  await world.as(world.owner).ok(fortnoxEndpoints.activation, { params: params(), body: { code, state } });
}

describe('invoicing', () => {
  beforeAll(ensureConnected);
  it('invoices an assignment once, however often it is asked, and moves it to invoiced', async () => {
    const firm = { params: params() };
    await world.as(world.owner).ok(inspectionStatusEndpoints.create, {
      ...firm,
      body: { name: 'Fakturerad', category: 'invoiced', final: true } as InspectionStatusCreate,
    });
    const assignment = await pricedAssignment();
    const request = { params: params(), body: { inspectionIds: [assignment.id] } };
    const first = await world.as(world.office).ok(fortnoxEndpoints.invoice, request);
    const second = await world.as(world.office).ok(fortnoxEndpoints.invoice, request);
    expect(second.items[0]!.id).toBe(first.items[0]!.id);
    await runJobs();
    // A retried job (its answer lost) finds the invoice by its key and makes no second one.
    await world.app.database.asSystem((tx) =>
      queryRows(tx, sql`UPDATE invoice_attempts SET state = 'queued' WHERE id = ${first.items[0]!.id}`),
    );
    await runJobs();
    const invoices = world.fake.tenants.default!.invoices.filter(
      (invoice) => invoice.YourOrderNumber === assignment.number,
    );
    expect(invoices).toHaveLength(1);
    const { items } = await world.as(world.office).ok(fortnoxEndpoints.attempts, {
      params: { ...params(), id: assignment.id },
    });
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({
      state: 'sent',
      total: 1_250_000,
      invoiceNumber: invoices[0]!.DocumentNumber,
    });
    const third = await world.as(world.office).ok(fortnoxEndpoints.invoice, request);
    expect(third.items[0]!.id).toBe(first.items[0]!.id);
    const invoiced = await world.as(world.owner).ok(inspectionEndpoints.get, {
      params: { ...params(), id: assignment.id },
    });
    expect(invoiced.status?.name).toBe('Fakturerad');
    const calls = await world.app.database.asSystem((tx) =>
      queryRows<{ operation: string; status: number }>(
        tx,
        sql`SELECT operation, status FROM accounting_calls WHERE tenant_id = ${world.firm.id}`,
      ),
    );
    expect(calls.map((call) => call.operation)).toEqual(
      expect.arrayContaining(['createInvoice', 'invoiceByExternalKey']),
    );
  });

  it('retries while Fortnox is down, then fails the attempt with the reason', async () => {
    const assignment = await pricedAssignment({ email: 'nere@example.se' });
    await world
      .as(world.office)
      .ok(fortnoxEndpoints.invoice, { params: params(), body: { inspectionIds: [assignment.id] } });
    // Each try's first call (the look-up by external key) meets the outage.
    world.fake.failNext(2, 503);
    await runJobs({ retryCount: 0, retryLimit: 2 });
    const attemptsOf = () =>
      world.as(world.office).ok(fortnoxEndpoints.attempts, { params: { ...params(), id: assignment.id } });
    expect((await attemptsOf()).items[0]!.state).toBe('queued');
    await runJobs({ retryCount: 2, retryLimit: 2 });
    const [failed] = (await attemptsOf()).items;
    expect(failed).toMatchObject({ state: 'failed' });
    expect(failed!.message).toBeTruthy();
    // "Försök igen": a new attempt, with a new key, that goes through.
    const retried = await world.as(world.office).ok(fortnoxEndpoints.invoice, {
      params: params(),
      body: { inspectionIds: [assignment.id] },
    });
    expect(retried.items[0]).toMatchObject({ attempt: 2, state: 'queued' });
    await runJobs();
    expect((await attemptsOf()).items[0]).toMatchObject({ attempt: 2, state: 'sent' });
  });

  it('fails at once with Fortnox’s message when it refuses a row', async () => {
    const assignment = await pricedAssignment({ email: 'rad@example.se' });
    await world
      .as(world.office)
      .ok(fortnoxEndpoints.invoice, { params: params(), body: { inspectionIds: [assignment.id] } });
    world.fake.refuseNextInvoiceRow('Ogiltigt artikelnummer');
    await runJobs();
    const { items } = await world.as(world.office).ok(fortnoxEndpoints.attempts, {
      params: { ...params(), id: assignment.id },
    });
    expect(items[0]).toMatchObject({ state: 'failed' });
    expect(items[0]!.message).toContain('Ogiltigt artikelnummer');
  });

  it('answers 404 for another firm’s assignment, and never uses one firm’s grant for another', async () => {
    // The other firm is connected to a company of its own at Fortnox.
    world.fake.addCompany('other', 'Annan Besiktning AB', '559900-1122');
    world.fake.consentTenant = 'other';
    const { code, state } = await connect(world.outsider, world.otherFirm.id);
    world.fake.consentTenant = 'default';
    await world
      .as(world.outsider)
      .ok(fortnoxEndpoints.activation, { params: { tenant: world.otherFirm.id }, body: { code, state } });
    const assignment = await pricedAssignment({ email: 'egen@example.se' });
    const refused = await world.as(world.outsider).send(fortnoxEndpoints.invoice, {
      params: { tenant: world.otherFirm.id },
      body: { inspectionIds: [assignment.id] },
    });
    expect(refused.statusCode).toBe(404);
    const attempts = await world.as(world.outsider).send(fortnoxEndpoints.attempts, {
      params: { tenant: world.otherFirm.id, id: assignment.id },
    });
    expect(attempts.statusCode).toBe(404);
    const rows = await world.app.database.asSystem((tx) =>
      queryRows(tx, sql`SELECT 1 FROM invoice_attempts WHERE inspection_id = ${assignment.id}`),
    );
    expect(rows).toEqual([]);
    // Each firm's calls reach its own company: the firm's invoice is made with its own grant.
    const callsBefore = world.fake.apiCalls().length;
    await world
      .as(world.office)
      .ok(fortnoxEndpoints.invoice, { params: params(), body: { inspectionIds: [assignment.id] } });
    await runJobs();
    const made = world.fake.apiCalls().slice(callsBefore);
    expect(made.length).toBeGreaterThan(0);
    expect(new Set(made.map((call) => call.tenantId))).toEqual(new Set(['default']));
    expect(world.fake.tenants.other!.invoices).toEqual([]);
    const theirs = await world.as(world.outsider).ok(fortnoxEndpoints.companyInformation, {
      params: { tenant: world.otherFirm.id },
    });
    expect(theirs.name).toBe('Annan Besiktning AB');
  });

  it('refuses bad input with a problem and changes nothing', async () => {
    const response = await world.as(world.office).send(fortnoxEndpoints.invoice, {
      params: params(),
      body: { inspectionIds: ['not-a-uuid'] },
    });
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toContain('application/problem+json');
  });

  it('marks the connection for a new activation when Fortnox refuses to renew it', async () => {
    const [row] = await connectionRows();
    const stored = JSON.parse(world.deps.keys.open(String(row!.key_id), String(row!.sealed_tokens))) as {
      accessToken: string;
      refreshToken: string;
    };
    // The grant is withdrawn at Fortnox (as when someone removes the integration there).
    await world.deps.providers.fortnox!.revoke({ ...stored, expiresAt: new Date(), scope: null });
    world.fake.expireAccessTokens();
    const refused = await world
      .as(world.office)
      .send(fortnoxEndpoints.companyInformation, { params: params() });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().key).toBe('accounting.reactivate');
    const status = await world.as(world.office).ok(fortnoxEndpoints.status, { params: params() });
    expect(status).toMatchObject({ connected: true, needsReactivation: true });
    // Connecting again clears it.
    const { code, state } = await connect();
    const again = await world
      .as(world.owner)
      .ok(fortnoxEndpoints.activation, { params: params(), body: { code, state } });
    expect(again).toMatchObject({ connected: true, needsReactivation: false });
  });

  it('disconnects: revoked at Fortnox, the tokens deleted', async () => {
    await world.as(world.owner).ok(fortnoxEndpoints.uninstall, { params: params() });
    const [row] = await connectionRows();
    expect(row).toMatchObject({ sealed_tokens: null, key_id: null });
    const status = await world.as(world.owner).ok(fortnoxEndpoints.status, { params: params() });
    expect(status.connected).toBe(false);
  });
});

describe('Visma eEkonomi, through the same endpoints', () => {
  it('connects through Visma Connect and invoices an assignment once, as a draft found again by its key', async () => {
    const { code, state, back } = await connect(world.owner, world.firm.id, 'visma');
    expect(back.pathname).toBe('/main/visma/activation');
    const status = await world
      .as(world.owner)
      .ok(vismaEndpoints.activation, { params: params(), body: { code, state } });
    expect(status).toMatchObject({ provider: 'visma', connected: true });
    expect(status.companyName).toBe(world.visma.tenants.default!.settings.Name);
    const assignment = await pricedAssignment({ email: 'visma@example.se' });
    const request = { params: params(), body: { inspectionIds: [assignment.id] } };
    await world.as(world.office).ok(vismaEndpoints.invoice, request);
    await world.as(world.office).ok(vismaEndpoints.invoice, request);
    await runJobs();
    const { items } = await world.as(world.office).ok(vismaEndpoints.attempts, {
      params: { ...params(), id: assignment.id },
    });
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ provider: 'visma', state: 'sent', total: 1_250_000 });
    expect(world.visma.tenants.default!.drafts).toHaveLength(1);
    // The Fortnox attempts of the firm are their own.
    const fortnox = await world.as(world.office).ok(fortnoxEndpoints.attempts, {
      params: { ...params(), id: assignment.id },
    });
    expect(fortnox.items).toEqual([]);
  });

  it('makes the invoice final, with its number, when the firm wants final invoices', async () => {
    const settings = await world
      .as(world.owner)
      .ok(vismaEndpoints.settings, { params: params(), body: { finalInvoices: true } });
    expect(settings).toMatchObject({ finalInvoices: true, useOwnInvoiceNumbers: false });
    const assignment = await pricedAssignment({ email: 'final@example.se' });
    await world
      .as(world.office)
      .ok(vismaEndpoints.invoice, { params: params(), body: { inspectionIds: [assignment.id] } });
    await runJobs();
    const { items } = await world.as(world.office).ok(vismaEndpoints.attempts, {
      params: { ...params(), id: assignment.id },
    });
    const made = world.visma.tenants.default!.invoices.find(
      (invoice) => invoice.YourReference === assignment.number,
    );
    expect(made?.InvoiceNumber).toBeGreaterThan(0);
    expect(items[0]).toMatchObject({ state: 'sent', invoiceNumber: String(made!.InvoiceNumber) });
  });
});
