import type { Language } from '@syna/contracts/constants';
import { renderMessage } from '@syna/contracts/messages';
import { HttpProblem } from '../../platform/http/problem.ts';
import type { Job } from '../../platform/jobs/job-context.ts';
import type { JobQueue } from '../../platform/jobs/job-queue.ts';
import { moveStatusForward } from '../inspections/index.ts';
import { updateAttempt } from './accounting.repo.ts';
import type { AccountingDependencies } from './accounting.service.ts';
import {
  ACCOUNTING_INVOICE_JOB,
  prepareInvoice,
  type InvoiceDraft,
  type InvoiceJobData,
} from './invoicing.service.ts';
import { withProvider, type ProviderSession } from './provider-session.ts';
import {
  ProviderError,
  type CustomerQuery,
  type NewProviderCustomer,
  type ProviderInvoice,
} from './provider.ts';

type ReadyDraft = Extract<InvoiceDraft, { kind: 'ready' }>;

const digits = (text: string | null) => (text ?? '').replace(/\D/g, '').slice(-10);

/**
 * The customer at the provider: the one with the same organisation or personal number, else the
 * same e-mail; made from the assignment's customer when there is none.
 */
async function customerIdAt(session: ProviderSession, customer: NewProviderCustomer): Promise<string> {
  const search = (query: CustomerQuery) =>
    withProvider(session, 'findCustomers', (client, token) => client.findCustomers(token, query));
  if (customer.organisationNumber) {
    const wanted = digits(customer.organisationNumber);
    const hits = await search({ organisationNumber: customer.organisationNumber });
    const hit = hits.find((candidate) => digits(candidate.organisationNumber) === wanted);
    if (hit) return hit.id;
  }
  if (customer.email) {
    const wanted = customer.email.toLowerCase();
    const hits = await search({ email: customer.email });
    const hit = hits.find((candidate) => candidate.email?.toLowerCase() === wanted);
    if (hit) return hit.id;
  }
  const made = await withProvider(session, 'createCustomer', (client, token) =>
    client.createCustomer(token, customer),
  );
  return made.id;
}

/**
 * Makes the invoice once: an earlier try whose answer was lost left an invoice with the same
 * external key, which is taken instead of making a second.
 */
async function invoiceOnce(session: ProviderSession, draft: ReadyDraft): Promise<ProviderInvoice> {
  const { externalKey } = draft.invoice;
  const earlier = await withProvider(session, 'invoiceByExternalKey', (client, token) =>
    client.invoiceByExternalKey(token, externalKey),
  );
  if (earlier) return earlier;
  const customerId = await customerIdAt(session, draft.customer);
  return withProvider(session, 'createInvoice', (client, token) =>
    client.createInvoice(token, { ...draft.invoice, customerId }),
  );
}

/** Why an attempt failed, as the assignment shows it: the provider's own words where it gave some. */
function failureMessage(error: unknown, language: Language): string {
  if (error instanceof ProviderError) return error.providerMessage || error.message;
  if (error instanceof HttpProblem) return renderMessage(error.detail, language);
  return error instanceof Error ? error.message : String(error);
}

/**
 * One invoicing attempt (job `accounting.invoice`). A retryable provider failure (5xx, 429, no
 * answer) is thrown, so the queue tries again with growing delays; the last try, or a failure
 * the provider means (a validation error, a refused grant), fails the attempt with the
 * provider's message, which the assignment shows beside "Försök igen".
 */
export async function runInvoiceAttempt(
  deps: AccountingDependencies,
  job: Job<InvoiceJobData>,
): Promise<void> {
  const { attemptId, tenantId, language } = job.data;
  const finish = (values: Parameters<typeof updateAttempt>[2]) =>
    job.transaction(({ tx }) => updateAttempt(tx, attemptId, { ...values }));
  const draft = await job.transaction((context) => prepareInvoice(context, deps, attemptId));
  if (!draft) return;
  if (draft.kind === 'noCustomer') {
    await finish({
      state: 'failed',
      message: renderMessage({ key: 'accounting.noCustomer', values: { number: draft.number } }, language),
    });
    return;
  }
  const client = deps.providers[draft.provider];
  if (!client) {
    await finish({ state: 'failed', message: renderMessage({ key: 'accounting.notConfigured' }, language) });
    return;
  }
  const session: ProviderSession = {
    tenantId,
    name: draft.provider,
    client,
    keys: deps.keys,
    inTransaction: (work) => job.transaction(({ tx }) => work(tx)),
    outside: (work) => work(),
    commit: async () => undefined,
  };
  try {
    const invoice = await invoiceOnce(session, draft);
    // Invoiced: the assignment moves on to the firm's invoiced status when the firm wants it.
    await job.transaction(async (context) => {
      await updateAttempt(context.tx, attemptId, {
        state: 'sent',
        invoiceId: invoice.id,
        invoiceNumber: invoice.number,
        url: invoice.url,
        totalOre: invoice.total || draft.total,
        message: null,
      });
      await moveStatusForward(context, draft.inspectionId, 'invoiced');
    });
  } catch (error) {
    const retryable = error instanceof ProviderError ? error.retryable : !(error instanceof HttpProblem);
    const lastTry = job.attempt.retryCount >= job.attempt.retryLimit;
    job.log.warn(
      { attempt: attemptId, retryable, lastTry, reason: failureMessage(error, 'en') },
      'invoicing failed',
    );
    if (retryable && !lastTry) throw error;
    await finish({ state: 'failed', message: failureMessage(error, language).slice(0, 2000) });
  }
}

export function registerInvoiceJobs(jobs: JobQueue, deps: AccountingDependencies): void {
  jobs.work<InvoiceJobData>(ACCOUNTING_INVOICE_JOB, (job) => runInvoiceAttempt(deps, job));
}
