import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { OUTBOX_PAGE_SIZE, type MailMessage, type MailStatus, type MailSummary } from '@syna/contracts/email';
import type { Tx } from '../../platform/db/database.ts';
import { mailAttachments, mailOutbox } from '../../platform/mail/mail.tables.ts';
import { users } from '../users/users.tables.ts';

type OutboxRow = typeof mailOutbox.$inferSelect;
interface ListedRow {
  mail: OutboxRow;
  sender: { id: string; name: string } | null;
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

const toMailSummary = ({ mail, sender }: ListedRow, attachments: AttachmentNames): MailSummary => ({
  id: mail.id,
  to: mail.recipients,
  subject: mail.subject,
  status: mail.status,
  created: mail.createdAt.toISOString(),
  sentAt: mail.sentAt?.toISOString() ?? null,
  sentBy: sender,
  attachments: attachments.get(mail.id) ?? [],
});

async function listMail(tx: Tx, condition: SQL | undefined, limit?: number): Promise<MailSummary[]> {
  const query = tx
    .select({ mail: mailOutbox, sender: { id: users.id, name: users.name } })
    .from(mailOutbox)
    .leftJoin(users, eq(users.id, mailOutbox.sentBy))
    .where(and(inTenant, condition))
    .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id));
  const rows = await (limit ? query.limit(limit) : query);
  const attachments = await attachmentsOf(
    tx,
    rows.map((row) => row.mail.id),
  );
  return rows.map((row) => toMailSummary(row, attachments));
}

/** The messages written about an assignment or a contact, newest first. */
export function listSentMail(
  tx: Tx,
  about: { inspectionId?: string | undefined; contactId?: string | undefined },
): Promise<MailSummary[]> {
  return listMail(
    tx,
    about.inspectionId
      ? eq(mailOutbox.inspectionId, about.inspectionId)
      : eq(mailOutbox.contactId, about.contactId!),
  );
}

/** The tenant's outbox, newest first, the latest `OUTBOX_PAGE_SIZE`, optionally of one status. */
export function listOutbox(tx: Tx, status: MailStatus | undefined): Promise<MailSummary[]> {
  return listMail(tx, status ? eq(mailOutbox.status, status) : undefined, OUTBOX_PAGE_SIZE);
}

/** One message of the tenant's outbox, as it was written. */
export async function findMailMessage(tx: Tx, id: string): Promise<MailMessage | null> {
  const [row] = await tx
    .select({ mail: mailOutbox, sender: { id: users.id, name: users.name } })
    .from(mailOutbox)
    .leftJoin(users, eq(users.id, mailOutbox.sentBy))
    .where(and(inTenant, eq(mailOutbox.id, id)));
  if (!row) return null;
  return {
    ...toMailSummary(row, await attachmentsOf(tx, [id])),
    text: row.mail.textBody,
    attempts: row.mail.attempts,
    lastError: row.mail.lastError,
    inspectionId: row.mail.inspectionId,
    contactId: row.mail.contactId,
  };
}
