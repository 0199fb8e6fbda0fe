import type { AccountingProviderName, InvoiceAttempt } from '@syna/contracts/accounting';
import type { Contact } from '@syna/contracts/contacts';
import { zoneDate } from '@syna/contracts/time-zone';
import type { Language } from '@syna/contracts/constants';
import { isUniqueViolation } from '../../platform/db/errors.ts';
import type { Tx } from '../../platform/db/database.ts';
import type { RequestContext } from '../../platform/http/request-context.ts';
import { badRequest, conflict } from '../../platform/http/problem.ts';
import { enqueueJob } from '../../platform/jobs/job-outbox.ts';
import { contactsById } from '../contacts/index.ts';
import { requireInspection } from '../inspections/index.ts';
import { drawNumberFor } from '../sequences/index.ts';
import {
  attemptsOf,
  findAttempt,
  findConnection,
  insertAttempt,
  nextAttemptNumber,
  toInvoiceAttempt,
  updateAttempt,
} from './accounting.repo.ts';
import type { AccountingDependencies } from './accounting.service.ts';
import { notConfigured, notConnected, reactivationNeeded } from './provider-session.ts';
import type { NewProviderCustomer, NewProviderInvoice } from './provider.ts';

/** The job that invoices one attempt: one per assignment. */
export const ACCOUNTING_INVOICE_JOB = 'accounting.invoice';

export interface InvoiceJobData {
  tenantId: string;
  userId: string;
  language: Language;
  attemptId: string;
  [key: string]: unknown;
}

/**
 * Queues the invoicing of assignments at a provider, one attempt and one job each. An assignment
 * whose attempt is queued or sent keeps it (a double click or a second request creates nothing);
 * one that failed gets a new attempt, with a new key. Every assignment must be the firm's (404),
 * have a customer and price rows (400 naming it); otherwise nothing is queued.
 */
export async function queueInvoices(
  context: RequestContext,
  deps: AccountingDependencies,
  provider: AccountingProviderName,
  inspectionIds: string[],
): Promise<{ items: InvoiceAttempt[] }> {
  if (!deps.providers[provider]) throw notConfigured();
  const connection = await findConnection(context.tx, provider);
  if (!connection?.sealedTokens) throw notConnected();
  if (connection.needsReactivation) throw reactivationNeeded();
  const attemptIds: string[] = [];
  for (const inspectionId of new Set(inspectionIds)) {
    const inspection = await requireInspection(context, inspectionId);
    const open = (await attemptsOf(context.tx, provider, [inspectionId])).find(
      (row) => row.state !== 'failed',
    );
    if (open) {
      attemptIds.push(open.id);
      continue;
    }
    if (!inspection.customer)
      throw badRequest({ key: 'accounting.noCustomer', values: { number: inspection.number } });
    const { rows, totals } = await deps.pricing(context, inspectionId);
    if (rows.length === 0)
      throw badRequest({ key: 'accounting.noPriceRows', values: { number: inspection.number } });
    const attempt = await nextAttemptNumber(context.tx, provider, inspectionId);
    const id = await insertAttempt(context.tx, {
      tenantId: context.tenant.id,
      inspectionId,
      provider,
      attempt,
      state: 'queued',
      externalKey: `syna-${inspectionId}-${attempt}`,
      totalOre: totals.gross,
      createdBy: context.user.id,
    }).catch((error: unknown) => {
      // Another request queued the same assignment at the same moment.
      if (isUniqueViolation(error))
        throw conflict({ key: 'accounting.alreadyQueued', values: { number: inspection.number } });
      throw error;
    });
    const data: InvoiceJobData = {
      tenantId: context.tenant.id,
      userId: context.user.id,
      language: context.language,
      attemptId: id,
    };
    await enqueueJob(context.tx, { name: ACCOUNTING_INVOICE_JOB, data, singletonKey: id });
    attemptIds.push(id);
  }
  const items: InvoiceAttempt[] = [];
  for (const id of attemptIds) items.push(toInvoiceAttempt((await findAttempt(context.tx, id))!));
  return { items };
}

/** The customer as the accounting program should have it, from the assignment's customer. */
export function customerOf(contact: Contact): NewProviderCustomer {
  const address = contact.addresses.invoice ?? contact.addresses.postal ?? contact.addresses.visit;
  return {
    name: contact.name,
    organisationNumber: contact.number,
    email: contact.email,
    address: address?.address ?? null,
    postalCode: address?.postalCode ?? null,
    city: address?.city ?? null,
    phone: contact.phone,
    isPrivatePerson: contact.type === 'person',
  };
}

/** What one job needs to make the invoice: read in one short transaction. */
export type InvoiceDraft =
  | {
      kind: 'ready';
      inspectionId: string;
      provider: AccountingProviderName;
      customer: NewProviderCustomer;
      invoice: Omit<NewProviderInvoice, 'customerId'>;
      total: number;
    }
  /** The assignment lost its customer since it was queued: the attempt fails saying so. */
  | { kind: 'noCustomer'; number: string };

/**
 * Reads a queued attempt's assignment, customer and price rows, and draws the firm's own invoice
 * number (once per attempt) when it uses its own; null when the attempt is no longer queued.
 */
export async function prepareInvoice(
  context: { tx: Tx; now(): Date },
  deps: AccountingDependencies,
  attemptId: string,
): Promise<InvoiceDraft | null> {
  const attempt = await findAttempt(context.tx, attemptId, true);
  if (!attempt || attempt.state !== 'queued') return null;
  const inspection = await requireInspection(context, attempt.inspectionId);
  const customerId = inspection.customer?.id;
  const contact = customerId ? (await contactsById(context.tx, [customerId])).get(customerId) : undefined;
  if (!contact) return { kind: 'noCustomer', number: inspection.number };
  const { rows, totals } = await deps.pricing(context, attempt.inspectionId);
  const connection = await findConnection(context.tx, attempt.provider);
  let ownNumber = attempt.ownNumber;
  if (connection?.useOwnInvoiceNumbers && !ownNumber) {
    ownNumber = (await drawNumberFor(context, 'invoice'))?.number ?? null;
    if (ownNumber) await updateAttempt(context.tx, attemptId, { ownNumber });
  }
  return {
    kind: 'ready',
    inspectionId: attempt.inspectionId,
    provider: attempt.provider,
    customer: customerOf(contact),
    total: totals.gross,
    invoice: {
      invoiceDate: zoneDate(context.now()),
      reference: ownNumber ? `${inspection.number} / ${ownNumber}` : inspection.number,
      externalKey: attempt.externalKey,
      rows: rows.map(({ articleNumber, description, quantity, unitPrice, vatRate }) => ({
        articleNumber,
        description,
        quantity,
        unitPrice,
        vatRate,
      })),
      final: connection?.finalInvoices ?? false,
    },
  };
}
