import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import type { JobQueue } from '../jobs/job-queue.ts';
import { MAIL_DELIVERY_JOB, type MailDeliveryData } from './mail-outbox.ts';
import { PermanentMailRefusal, type MailTransport } from './mail-transport.ts';
import { mailAttachments, mailOutbox } from './mail.tables.ts';

/**
 * Delivers queued messages: through the transport when there is one, otherwise the message is
 * marked kept and stays in the outbox. The message is read and marked in short transactions of
 * their own, so no transaction waits on the mail server. A refusal for good (an SMTP 5xx) marks
 * the message bounced with the server's reply and ends it; any other failure is tried again
 * with growing delays (the job queue's retries) and marks it failed after the last try. The
 * outbox also holds the sign-in issuer's mail, whose tenant is no firm, so the job reads and marks
 * its rows in plain scoped transactions rather than in a firm's job context.
 */
export function registerMailDelivery(
  jobs: JobQueue,
  database: Database,
  transport: MailTransport | null,
  from: string,
): void {
  jobs.work<MailDeliveryData>(MAIL_DELIVERY_JOB, async ({ data: { tenantId, mailId }, attempt }) => {
    const scope = { tenantId };
    const queued = and(
      eq(mailOutbox.tenantId, tenantId),
      eq(mailOutbox.id, mailId),
      eq(mailOutbox.status, 'queued'),
    );
    const [mail, attachments] = await database.withTenant(scope, async (tx) => {
      const [row] = await tx.select().from(mailOutbox).where(queued);
      const files = row
        ? await tx
            .select()
            .from(mailAttachments)
            .where(and(eq(mailAttachments.tenantId, tenantId), eq(mailAttachments.mailId, mailId)))
            .orderBy(asc(mailAttachments.position))
        : [];
      return [row, files] as const;
    });
    // Already delivered (a repeated job), or removed with its tenant.
    if (!mail) return;
    if (!transport) {
      await database.withTenant(scope, (tx) => tx.update(mailOutbox).set({ status: 'kept' }).where(queued));
      return;
    }
    try {
      await transport.send({
        from,
        to: mail.recipients,
        subject: mail.subject,
        text: mail.textBody,
        ...(mail.htmlBody ? { html: mail.htmlBody } : {}),
        attachments: attachments.map(({ filename, contentType, content }) => ({
          filename,
          contentType,
          content,
        })),
      });
    } catch (error) {
      if (error instanceof PermanentMailRefusal) {
        await database.withTenant(scope, (tx) =>
          tx
            .update(mailOutbox)
            .set({ status: 'bounced', attempts: sql`${mailOutbox.attempts} + 1`, lastError: error.message })
            .where(queued),
        );
        return;
      }
      const lastTry = attempt.retryCount >= attempt.retryLimit;
      await database.withTenant(scope, (tx) =>
        tx
          .update(mailOutbox)
          .set({
            attempts: sql`${mailOutbox.attempts} + 1`,
            lastError: error instanceof Error ? error.message : String(error),
            ...(lastTry ? { status: 'failed' as const } : {}),
          })
          .where(queued),
      );
      throw error;
    }
    await database.withTenant(scope, (tx) =>
      tx
        .update(mailOutbox)
        .set({
          status: 'sent',
          sentAt: new Date(),
          attempts: sql`${mailOutbox.attempts} + 1`,
          lastError: null,
        })
        .where(queued),
    );
  });
}
