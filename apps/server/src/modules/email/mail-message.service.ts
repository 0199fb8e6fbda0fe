import type { MailMessage, MailSend, MailSummary, OutboxQuery, SentMailQuery } from '@syna/contracts/email';
import type { ListResponse, PagedListResponse } from '@syna/contracts/list';
import { pageByCursor } from '../../platform/db/list-cursor.ts';
import { notFound } from '../../platform/http/problem.ts';
import type { RequestContext } from '../../platform/http/request-context.ts';
import { queueMail } from '../../platform/mail/mail-outbox.ts';
import type { FileStorage } from '../../platform/storage/file-storage.ts';
import { requireContact } from '../contacts/index.ts';
import { requireInspection } from '../inspections/index.ts';
import { getOrder } from '../orders/index.ts';
import { requireReadingAbout } from './email-access.ts';
import { loadAttachments } from './mail-attachments.service.ts';
import { findMailMessage, listOutbox, listSentMail, outboxNewestFirst } from './mail-message.repo.ts';
import type { MessageRef } from '@syna/contracts/messages';

const MESSAGE_NOT_FOUND: MessageRef = { key: 'email.messageMissing' };

/**
 * Sends a message through the firm's outbox (delivered by the mail job, or kept there without a
 * mail server), recorded on its assignment and contact, with its attachments copied in. Nothing
 * is queued unless the request commits.
 */
export async function sendMessage(
  context: RequestContext,
  storage: FileStorage,
  input: MailSend,
): Promise<MailSummary> {
  requireReadingAbout(context, input);
  if (input.inspectionId) await requireInspection(context, input.inspectionId);
  if (input.contactId) await requireContact(context, input.contactId);
  const attachments = await loadAttachments(context, storage, input.attachments);
  const id = await queueMail(context.tx, {
    tenantId: context.tenant.id,
    to: input.to,
    subject: input.subject,
    text: input.body,
    attachments,
    inspectionId: input.inspectionId ?? null,
    contactId: input.contactId ?? null,
    sentBy: context.user.id,
  });
  // The message as it now stands in the outbox (queued, or kept back by the hourly limits).
  return (await findMailMessage(context.tx, id))!;
}

/** The messages written about an assignment, a contact or an order; 404 for one not the firm's. */
export async function getSentMail(
  context: RequestContext,
  about: SentMailQuery,
): Promise<ListResponse<MailSummary>> {
  requireReadingAbout(context, about);
  if (about.inspectionId) await requireInspection(context, about.inspectionId);
  if (about.contactId) await requireContact(context, about.contactId);
  if (about.orderId) await getOrder(context, about.orderId);
  const items = await listSentMail(context.tx, about);
  return { items, total: items.length };
}

/** A page of the outbox, newest first; the page after the query's cursor when it has one. */
export function getOutbox(
  context: RequestContext,
  query: OutboxQuery,
): Promise<PagedListResponse<MailSummary>> {
  return pageByCursor(
    context.tenant.id,
    query.cursor,
    outboxNewestFirst,
    (after) => listOutbox(context.tx, query, after),
    'query.cursor',
  );
}

export async function getOutboxMessage(context: RequestContext, id: string): Promise<MailMessage> {
  const message = await findMailMessage(context.tx, id);
  if (!message) throw notFound(MESSAGE_NOT_FOUND);
  return message;
}
