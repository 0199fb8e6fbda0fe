import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { MailMessage, MailSummary, OutboxQuery, SentMailQuery } from '@syna/contracts/email';
import type { PagedListResponse } from '@syna/contracts/list';
import type { Tx } from '../../platform/db/database.ts';
import { cutPage, keyset, keysetWindow, timestampKey, uuidKey } from '../../platform/db/list-cursor.ts';
import { cappedCountStatement, listTotal, readCappedCount } from '../../platform/db/list-total.ts';
import { mailAttachments, mailOutbox } from '../../platform/mail/mail.tables.ts';
import { namedUser, userNameOf } from '../users/index.ts';

type OutboxRow = typeof mailOutbox.$inferSelect;
interface ListedRow {
  mail: OutboxRow;
  senderName: string | null;
}
type AttachmentNames = Map<string, { filename: string; size: number }[]>;

const inTenant = sql`${mailOutbox.tenantId} = app_tenant()`;

/** The names and sizes of the messages' attachments (not their bytes), by message id. */
async function attachmentsOf(tx: Tx, mailIds: string[]): Promise<AttachmentNames> {
  const byMail: AttachmentNames = new Map();
  if (mailIds.length === 0) return byMail;
  const rows = await tx
    .select({
      mailId: mailAttachments.mailId,
      filename: mailAttachments.filename,
      size: mailAttachments.size,
    })
    .from(mailAttachments)
    .where(and(sql`${mailAttachments.tenantId} = app_tenant()`, inArray(mailAttachments.mailId, mailIds)))
    .orderBy(asc(mailAttachments.mailId), asc(mailAttachments.position));
  for (const { mailId, ...attachment } of rows) {
    byMail.set(mailId, [...(byMail.get(mailId) ?? []), attachment]);
  }
  return byMail;
}

const toMailSummary = ({ mail, senderName }: ListedRow, attachments: AttachmentNames): MailSummary => ({
  id: mail.id,
  to: mail.recipients,
  subject: mail.subject,
  status: mail.status,
  created: mail.createdAt.toISOString(),
  sentAt: mail.sentAt?.toISOString() ?? null,
  sentBy: namedUser(mail.sentBy, senderName),
  attachments: attachments.get(mail.id) ?? [],
});

const listed = { mail: mailOutbox, senderName: userNameOf(mailOutbox.sentBy) };

function selectMail(tx: Tx) {
  return tx.select(listed).from(mailOutbox);
}

async function toMailSummaries(tx: Tx, rows: readonly ListedRow[]): Promise<MailSummary[]> {
  const attachments = await attachmentsOf(
    tx,
    rows.map((row) => row.mail.id),
  );
  return rows.map((row) => toMailSummary(row, attachments));
}

/** The messages written about an assignment, a contact or an order, newest first. */
export async function listSentMail(tx: Tx, about: SentMailQuery): Promise<MailSummary[]> {
  const subject = about.inspectionId
    ? eq(mailOutbox.inspectionId, about.inspectionId)
    : about.contactId
      ? eq(mailOutbox.contactId, about.contactId)
      : eq(mailOutbox.orderId, about.orderId!);
  const rows = await selectMail(tx)
    .where(and(inTenant, subject))
    .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id));
  return toMailSummaries(tx, rows);
}

/** The outbox's one order, newest first (`mail_outbox_created_idx`, migration 0043), and its cursor's key. */
export const outboxNewestFirst = keyset('outbox:created:desc', true, [
  timestampKey(sql`${mailOutbox.createdAt}`),
  uuidKey(sql`${mailOutbox.id}`),
]);

/**
 * The statements of an outbox page: newest first, optionally of one status, and one row more
 * (after `after`, a cursor's key); and the count up to the cap.
 */
export function outboxPageStatements(tx: Tx, query: OutboxQuery, after?: string[]) {
  const where = and(inTenant, query.status ? eq(mailOutbox.status, query.status) : undefined)!;
  const page = tx
    .select({ ...listed, sortKey: sql<string[]>`${outboxNewestFirst.key}` })
    .from(mailOutbox)
    .where(after ? and(where, outboxNewestFirst.after(after)) : where)
    .orderBy(outboxNewestFirst.orderBy)
    .$dynamic();
  const window = keysetWindow(query, Boolean(after));
  return {
    page: window ? page.limit(window.limit).offset(window.offset) : page,
    count: cappedCountStatement(sql`FROM ${mailOutbox} WHERE ${where}`),
  };
}

/**
 * One page of the tenant's outbox, newest first, optionally of one status (after `after`, a
 * cursor's key); how many messages it holds (capped), and the sort key of the page's last row
 * when more follow.
 */
export async function listOutbox(
  tx: Tx,
  query: OutboxQuery,
  after: string[] | undefined,
): Promise<PagedListResponse<MailSummary> & { lastKey?: string[] }> {
  const statements = outboxPageStatements(tx, query, after);
  const { rows, lastKey } = cutPage(
    (await statements.page).map((row) => ({ ...row, sort_key: row.sortKey })),
    query,
  );
  const total = await listTotal(query, rows, () => readCappedCount(tx, statements.count));
  return { items: await toMailSummaries(tx, rows), ...total, ...(lastKey ? { lastKey } : {}) };
}

/** One message of the tenant's outbox, as it was written. */
export async function findMailMessage(tx: Tx, id: string): Promise<MailMessage | null> {
  const [row] = await selectMail(tx).where(and(inTenant, eq(mailOutbox.id, id)));
  if (!row) return null;
  return {
    ...toMailSummary(row, await attachmentsOf(tx, [id])),
    text: row.mail.textBody,
    attempts: row.mail.attempts,
    lastError: row.mail.lastError,
    inspectionId: row.mail.inspectionId,
    contactId: row.mail.contactId,
    orderId: row.mail.orderId,
  };
}
