import { and, eq, gt, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import { MAIL_LIMITS_PER_HOUR } from '@syna/contracts/constants';
import { queryRows, type Tx } from '../db/database.ts';
import { filledIn, type LateValue } from '../db/late-value.ts';
import { jobRequests } from '../jobs/job-outbox.ts';
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

/** A message as a batch of one tenant's messages carries it (`queueMails`). */
export type OutgoingMail = Omit<MailMessage, 'tenantId' | 'attachments'>;

/** What the delivery job is asked to send. */
export interface MailDeliveryData {
  tenantId: string;
  mailId: string;
}

/** The mark of a message kept back by the hourly limits; it counts towards neither. */
export const OVER_MAIL_LIMIT = 'Not sent: over the hourly e-mail limit';

/**
 * The predicate "this earlier message counts towards the hourly limits": the firm's messages of
 * the last hour that were not themselves kept back by them.
 */
const countsTowardsLimits = (tenantId: string) =>
  and(
    eq(mailOutbox.tenantId, tenantId),
    gt(mailOutbox.createdAt, sql`now() - interval '1 hour'`),
    or(isNull(mailOutbox.lastError), ne(mailOutbox.lastError, OVER_MAIL_LIMIT)),
  );

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
    .where(countsTowardsLimits(message.tenantId));
  return counts!.firm >= MAIL_LIMITS_PER_HOUR.firm || counts!.recipient >= MAIL_LIMITS_PER_HOUR.recipient;
}

/**
 * Puts messages of one tenant in its outbox within the caller's transaction and asks for their
 * delivery, all in one statement: a rolled-back request sends nothing. Each message is held to
 * the hourly limits against the hour's messages before it, the batch's earlier ones included; one
 * over them is kept in the outbox, marked failed with OVER_MAIL_LIMIT, and not sent. The
 * delivery requests share one wake-up of the job relay. Returns the messages' ids, in order.
 */
export async function queueMails(
  tx: Tx,
  tenantId: string,
  messages: readonly OutgoingMail[],
): Promise<string[]> {
  if (messages.length === 0) return [];
  const rows = await queryRows<{ id: string }>(
    tx,
    sql`WITH ${mailQueueing(tenantId, messages)} SELECT id FROM mail_judged ORDER BY position`,
  );
  return rows.map((row) => row.id);
}

/**
 * The common table expressions of `queueMails` (`mail_batch` … `mail_delivered`), for a statement
 * that stores other rows too; `late` fills in values its texts name that only that statement
 * knows (a new order's id and number, made as the order is stored).
 */
export function mailQueueing(
  tenantId: string,
  messages: readonly OutgoingMail[],
  late: readonly LateValue[] = [],
): SQL {
  const batch = messages.map((message, position) => ({
    position,
    recipients: message.to,
    subject: message.subject,
    text_body: message.text,
    html_body: message.html ?? null,
    inspection_id: message.inspectionId ?? null,
    contact_id: message.contactId ?? null,
    order_id: message.orderId ?? null,
    sent_by: message.sentBy ?? null,
  }));
  // Two lists share an address (in any case).
  const overlap = (a: SQL, b: SQL) =>
    sql`EXISTS (SELECT 1 FROM unnest(${a}) AS x(address) JOIN unnest(${b}) AS y(address) ON lower(x.address) = lower(y.address))`;
  return sql`
    mail_batch AS (
      SELECT * FROM jsonb_to_recordset(${filledIn(sql`${JSON.stringify(batch)}`, late)}::jsonb) AS b(
        position int, recipients text[], subject text, text_body text, html_body text,
        inspection_id uuid, contact_id uuid, order_id uuid, sent_by uuid)
    ), mail_recent AS (
      SELECT recipients FROM mail_outbox WHERE ${countsTowardsLimits(tenantId)}
    ), mail_judged AS (
      -- The ids are made here, once per message (a volatile function keeps the CTE materialised):
      -- the outbox rows and their jobs name the same ones.
      SELECT b.*, gen_random_uuid() AS id,
             (SELECT count(*) FROM mail_recent) + b.position >= ${MAIL_LIMITS_PER_HOUR.firm}
             OR (SELECT count(*) FROM mail_recent r WHERE ${overlap(sql`r.recipients`, sql`b.recipients`)})
                + (SELECT count(*) FROM mail_batch e WHERE e.position < b.position AND ${overlap(sql`e.recipients`, sql`b.recipients`)})
                >= ${MAIL_LIMITS_PER_HOUR.recipient} AS limited
      FROM mail_batch b
    ), mail_stored AS (
      INSERT INTO mail_outbox (tenant_id, id, recipients, subject, text_body, html_body,
                               inspection_id, contact_id, order_id, sent_by, status, last_error)
      SELECT ${tenantId}, id, recipients, subject, text_body, html_body, inspection_id, contact_id, order_id, sent_by,
             CASE WHEN limited THEN 'failed' ELSE 'queued' END, CASE WHEN limited THEN ${OVER_MAIL_LIMIT} END
      FROM mail_judged
    ), mail_delivered AS (
      ${jobRequests(sql`SELECT ${MAIL_DELIVERY_JOB}, jsonb_build_object('tenantId', ${tenantId}::text, 'mailId', id) FROM mail_judged WHERE NOT limited`)}
    )`;
}

/**
 * Puts a message in the tenant's outbox within the caller's transaction and asks for its
 * delivery (see `queueMails`), with its attachments. Returns the message's id.
 */
export async function queueMail(tx: Tx, message: MailMessage): Promise<string> {
  const { tenantId, attachments = [], ...rest } = message;
  const [id] = await queueMails(tx, tenantId, [rest]);
  if (attachments.length > 0) {
    await tx.insert(mailAttachments).values(
      attachments.map((attachment, position) => ({
        tenantId,
        mailId: id!,
        position,
        filename: attachment.filename,
        contentType: attachment.contentType,
        size: attachment.content.length,
        content: attachment.content,
      })),
    );
  }
  return id!;
}
