import type { Tx } from '../db/database.ts';
import { enqueueJob } from '../jobs/job-outbox.ts';
import { mailOutbox } from './mail.tables.ts';

/** The job that delivers one queued message. */
export const MAIL_DELIVERY_JOB = 'mail.deliver';

export interface MailMessage {
  tenantId: string;
  to: string[];
  subject: string;
  text: string;
  html?: string;
}

/** What the delivery job is asked to send. */
export interface MailDeliveryData {
  tenantId: string;
  mailId: string;
}

/**
 * Puts a message in the tenant's outbox within the caller's transaction and asks for its
 * delivery: a rolled-back request sends nothing. Returns the message's id.
 */
export async function queueMail(tx: Tx, message: MailMessage): Promise<string> {
  const [row] = await tx
    .insert(mailOutbox)
    .values({
      tenantId: message.tenantId,
      recipients: message.to,
      subject: message.subject,
      textBody: message.text,
      htmlBody: message.html ?? null,
    })
    .returning({ id: mailOutbox.id });
  const data: MailDeliveryData = { tenantId: message.tenantId, mailId: row!.id };
  await enqueueJob(tx, { name: MAIL_DELIVERY_JOB, data: { ...data } });
  return row!.id;
}
