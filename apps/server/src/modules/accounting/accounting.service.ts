import type { AccountingProviderName, AccountingStatus, InvoiceAttempt } from '@syna/contracts/accounting';
import type { PriceRow, PriceTotals } from '@syna/contracts/prices';
import type { RequestContext } from '../../platform/http/request-context.ts';
import { badRequest, HttpProblem, notFound } from '../../platform/http/problem.ts';
import { requireInspection } from '../inspections/index.ts';
import {
  attemptsOf,
  findConnection,
  saveConnection,
  toInvoiceAttempt,
  useStateNonce,
} from './accounting.repo.ts';
import { signActivationState, verifyActivationState } from './activation-state.ts';
import { notConfigured, sealTokens, withProvider, type ProviderSession } from './provider-session.ts';
import {
  ProviderError,
  type AccountingProvider,
  type CompanyInformation,
  type CustomerQuery,
} from './provider.ts';
import type { TokenKeyRing } from './token-seal.ts';

/** An assignment's price rows and totals (the prices module's `inspectionPricing`). */
export type PricingSource = (
  context: Pick<RequestContext, 'tx'>,
  inspectionId: string,
) => Promise<{ rows: PriceRow[]; totals: PriceTotals }>;

export interface AccountingDependencies {
  /** The providers this server has a client id for. */
  providers: Partial<Record<AccountingProviderName, AccountingProvider>>;
  keys: TokenKeyRing;
  pricing: PricingSource;
}

/** Where the provider's consent page sends the browser back: the staff app's entry point. */
const redirectUriOf = (context: Pick<RequestContext, 'publicUrl'>, provider: AccountingProviderName) =>
  `${context.publicUrl}/main/${provider}/activation`;

function clientOf(deps: AccountingDependencies, provider: AccountingProviderName): AccountingProvider {
  const client = deps.providers[provider];
  if (!client) throw notConfigured();
  return client;
}

/** A provider's calls inside a request: the request's transaction, the calls outside it. */
export function requestSession(
  context: RequestContext,
  deps: AccountingDependencies,
  name: AccountingProviderName,
): ProviderSession {
  return {
    tenantId: context.tenant.id,
    name,
    client: clientOf(deps, name),
    keys: deps.keys,
    inTransaction: (work) => work(context.tx),
    outside: (work) => context.outsideTransaction(work),
    commit: () => context.outsideTransaction(async () => undefined),
  };
}

/** A provider's failure as the request answers it: 502 with what the provider said. */
function providerProblem(error: unknown): unknown {
  if (!(error instanceof ProviderError)) return error;
  return new HttpProblem(502, {
    key: 'accounting.providerFailed',
    values: { reason: error.providerMessage },
  });
}

async function callProvider<T>(
  context: RequestContext,
  deps: AccountingDependencies,
  provider: AccountingProviderName,
  operation: string,
  call: (client: AccountingProvider, accessToken: string) => Promise<T>,
): Promise<T> {
  try {
    return await withProvider(requestSession(context, deps, provider), operation, call);
  } catch (error) {
    throw providerProblem(error);
  }
}

export async function accountingStatus(
  context: RequestContext,
  deps: AccountingDependencies,
  provider: AccountingProviderName,
): Promise<AccountingStatus> {
  const row = await findConnection(context.tx, provider);
  const connected = Boolean(row?.sealedTokens);
  return {
    provider,
    configured: Boolean(deps.providers[provider]),
    connected,
    needsReactivation: connected && Boolean(row?.needsReactivation),
    companyName: connected ? (row?.companyName ?? null) : null,
    connectedAt: connected ? (row?.connectedAt?.toISOString() ?? null) : null,
    connectedBy: connected ? (row?.connectedByName ?? null) : null,
    useOwnInvoiceNumbers: row?.useOwnInvoiceNumbers ?? false,
    finalInvoices: row?.finalInvoices ?? false,
  };
}

export async function changeAccountingSettings(
  context: RequestContext,
  deps: AccountingDependencies,
  provider: AccountingProviderName,
  settings: { useOwnInvoiceNumbers?: boolean; finalInvoices?: boolean },
): Promise<AccountingStatus> {
  await saveConnection(context.tx, context.tenant.id, provider, settings);
  return accountingStatus(context, deps, provider);
}

/** The provider's consent page, with a state that names this firm and provider, signed by us. */
export function activateAccounting(
  context: RequestContext,
  deps: AccountingDependencies,
  provider: AccountingProviderName,
): { url: string } {
  const state = signActivationState(deps.keys, context.tenant.id, provider, context.now());
  return {
    url: clientOf(deps, provider).authorizeUrl({ state, redirectUri: redirectUriOf(context, provider) }),
  };
}

/**
 * Completes the consent: the state must be ours, for this firm and provider, at most 10 minutes
 * old and not used before (400 and nothing stored otherwise); the code is exchanged for the
 * grant, which is stored sealed with the company's name.
 */
export async function completeActivation(
  context: RequestContext,
  deps: AccountingDependencies,
  provider: AccountingProviderName,
  body: { code: string; state: string },
): Promise<AccountingStatus> {
  const client = clientOf(deps, provider);
  const badState = () =>
    badRequest({ key: 'accounting.badState' }, { 'body.state': [{ key: 'accounting.badState' }] });
  const state = verifyActivationState(
    deps.keys,
    body.state,
    { tenant: context.tenant.id, provider },
    context.now(),
  );
  if (!state) throw badState();
  if (!(await useStateNonce(context.tx, context.tenant.id, state.nonce))) throw badState();
  const session = requestSession(context, deps, provider);
  const { tokens, company } = await context
    .outsideTransaction(async () => {
      const grant = await client.exchangeCode({
        code: body.code,
        redirectUri: redirectUriOf(context, provider),
      });
      // The company's name is shown on the page; the connection stands without it.
      const named = await client.companyInformation(grant.accessToken).catch(() => null);
      return { tokens: grant, company: named };
    })
    .catch(async (error: unknown) => {
      await session.commit();
      throw providerProblem(error);
    });
  await saveConnection(context.tx, context.tenant.id, provider, {
    ...sealTokens(deps.keys, tokens),
    companyName: company?.name ?? null,
    connectedAt: context.now(),
    connectedBy: context.user.id,
    needsReactivation: false,
  });
  return accountingStatus(context, deps, provider);
}

/** Revokes the grant at the provider (a failure there is logged, not answered) and deletes the tokens. */
export async function uninstallAccounting(
  context: RequestContext,
  deps: AccountingDependencies,
  provider: AccountingProviderName,
): Promise<void> {
  const row = await findConnection(context.tx, provider);
  if (row?.sealedTokens && row.keyId && deps.providers[provider]) {
    const stored = JSON.parse(deps.keys.open(row.keyId, row.sealedTokens)) as {
      accessToken: string;
      refreshToken: string;
    };
    const tokens = { ...stored, expiresAt: row.expiresAt ?? new Date(0), scope: row.scope };
    await context
      .outsideTransaction(() => clientOf(deps, provider).revoke(tokens))
      .catch((error: unknown) =>
        context.log.warn({ err: error, provider }, 'revoking the accounting grant failed'),
      );
  }
  await saveConnection(context.tx, context.tenant.id, provider, {
    sealedTokens: null,
    keyId: null,
    expiresAt: null,
    scope: null,
    companyName: null,
    connectedAt: null,
    connectedBy: null,
    needsReactivation: false,
  });
}

export function companyInformation(
  context: RequestContext,
  deps: AccountingDependencies,
  provider: AccountingProviderName,
): Promise<CompanyInformation> {
  return callProvider(context, deps, provider, 'companyinformation', (client, token) =>
    client.companyInformation(token),
  );
}

/** Customers by name, e-mail and postal code; null when the provider fails (the spec's rule). */
export async function findProviderCustomers(
  context: RequestContext,
  deps: AccountingDependencies,
  provider: AccountingProviderName,
  query: CustomerQuery,
) {
  try {
    return await withProvider(requestSession(context, deps, provider), 'customers', (client, token) =>
      client.findCustomers(token, query),
    );
  } catch (error) {
    if (error instanceof ProviderError) return null;
    throw error;
  }
}

export async function providerCustomer(
  context: RequestContext,
  deps: AccountingDependencies,
  provider: AccountingProviderName,
  id: string,
) {
  const customer = await callProvider(context, deps, provider, 'customer', (client, token) =>
    client.customer(token, id),
  );
  if (!customer) throw notFound({ key: 'accounting.customerMissing' });
  return customer;
}

/** The firm's recent invoices at the provider, newest first. */
export async function providerInvoices(
  context: RequestContext,
  deps: AccountingDependencies,
  provider: AccountingProviderName,
) {
  const invoices = await callProvider(context, deps, provider, 'invoices', (client, token) =>
    client.listInvoices(token, { page: 1, pageSize: 20 }),
  );
  return { items: invoices.map(({ externalKey: _key, ...invoice }) => invoice) };
}

/** An assignment's invoicing attempts at the provider, newest first (404 for another firm's). */
export async function invoiceAttemptsOf(
  context: RequestContext,
  provider: AccountingProviderName,
  inspectionId: string,
): Promise<{ items: InvoiceAttempt[] }> {
  await requireInspection(context, inspectionId);
  const rows = await attemptsOf(context.tx, provider, [inspectionId]);
  return { items: rows.map(toInvoiceAttempt) };
}
