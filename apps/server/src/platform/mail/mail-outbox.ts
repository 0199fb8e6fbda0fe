import { and, eq, gt, isNull, ne, or, sql } from 'drizzle-orm';
import { MAIL_LIMITS_PER_HOUR } from '@syna/contracts/constants';
import type { Tx } from '../db/database.ts';
import { enqueueJob } from '../jobs/job-outbox.ts';
import { mailAttachments, mailOutbox } from './mail.tables.ts';

/** The job that delivers one queued message. */
export const MAIL_DELIVERY_JOB = 'mail.deliver';

export interface MailMessage {
  tenantId: string;
  to: string[];
  subject: string;
  text: string;
  html?: string;
  /** Files carried in the message, copied into the outbox with it. */
  attachments?: MailAttachment[];
  /** The assignment, contact and order the message is about, where it is recorded. */
  inspectionId?: string | null;
  contactId?: string | null;
  orderId?: string | null;
  /** The member who sends it; absent for the server's own mail. */
  sentBy?: string | null;
}

export interface MailAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

/** What the delivery job is asked to send. */
export interface MailDeliveryData {
  tenantId: string;
  mailId: string;
}

/** The mark of a message kept back by the hourly limits; it counts towards neither. */
export const OVER_MAIL_LIMIT = 'Not sent: over the hourly e-mail limit';

/**
 * Whether the message would go over the firm's hourly limits: the messages it sent in the last
 * hour, in all or to one of the same addresses (in any case). The count runs in the sender's
 * transaction; two senders at the same moment may both pass, which a limit of this kind allows.
 */
export async function isOverMailLimit(
  tx: Tx,
  message: Pick<MailMessage, 'tenantId' | 'to'>,
): Promise<boolean> {
  const addresses = sql.join(
    message.to.map((address) => sql`${address.toLowerCase()}`),
    sql`, `,
  );
  const [counts] = await tx
    .select({
      firm: sql<number>`count(*)::int`,
      recipient: sql<number>`(count(*) FILTER (WHERE EXISTS (
        SELECT 1 FROM unnest(${mailOutbox.recipients}) AS sent(address) WHERE lower(sent.address) IN (${addresses})
      )))::int`,
    })
    .from(mailOutbox)
    .where(
      and(
        eq(mailOutbox.tenantId, message.tenantId),
        gt(mailOutbox.createdAt, sql`now() - interval '1 hour'`),
        or(isNull(mailOutbox.lastError), ne(mailOutbox.lastError, OVER_MAIL_LIMIT)),
      ),
    );
  return counts!.firm >= MAIL_LIMITS_PER_HOUR.firm || counts!.recipient >= MAIL_LIMITS_PER_HOUR.recipient;
}

/**
 * Puts a message in the tenant's outbox within the caller's transaction and asks for its
 * delivery: a rolled-back request sends nothing. A message over the firm's hourly limits is
 * kept in the outbox, marked failed with OVER_MAIL_LIMIT, and not sent. Returns the message's id.
 */
export async function queueMail(tx: Tx, message: MailMessage): Promise<string> {
  const limited = await isOverMailLimit(tx, message);
  const [row] = await tx
    .insert(mailOutbox)
    .values({
      tenantId: message.tenantId,
      recipients: message.to,
      subject: message.subject,
      textBody: message.text,
      htmlBody: message.html ?? null,
      inspectionId: message.inspectionId ?? null,
      contactId: message.contactId ?? null,
      orderId: message.orderId ?? null,
      sentBy: message.sentBy ?? null,
      ...(limited ? { status: 'failed' as const, lastError: OVER_MAIL_LIMIT } : {}),
    })
    .returning({ id: mailOutbox.id });
  const attachments = message.attachments ?? [];
  if (attachments.length > 0) {
    await tx.insert(mailAttachments).values(
      attachments.map((attachment, position) => ({
        tenantId: message.tenantId,
        mailId: row!.id,
        position,
        filename: attachment.filename,
        contentType: attachment.contentType,
        size: attachment.content.length,
        content: attachment.content,
      })),
    );
  }
  if (limited) return row!.id;
  const data: MailDeliveryData = { tenantId: message.tenantId, mailId: row!.id };
  await enqueueJob(tx, { name: MAIL_DELIVERY_JOB, data: { ...data } });
  return row!.id;
}
