import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import type { JobQueue } from '../jobs/job-queue.ts';
import { MAIL_DELIVERY_JOB, type MailDeliveryData } from './mail-outbox.ts';
import type { MailTransport } from './mail-transport.ts';
import { mailOutbox } from './mail.tables.ts';

/**
 * Delivers queued messages: through the transport when there is one, otherwise the message is
 * marked kept and stays in the outbox. The message is read and marked in short transactions of
 * their own, so no transaction waits on the mail server.
 */
export function registerMailDelivery(
  jobs: JobQueue,
  database: Database,
  transport: MailTransport | null,
  from: string,
): void {
  jobs.work<MailDeliveryData>(MAIL_DELIVERY_JOB, async ({ tenantId, mailId }, attempt) => {
    const scope = { tenantId };
    const queued = and(
      eq(mailOutbox.tenantId, tenantId),
      eq(mailOutbox.id, mailId),
      eq(mailOutbox.status, 'queued'),
    );
    const [mail] = await database.withTenant(scope, (tx) => tx.select().from(mailOutbox).where(queued));
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
      });
    } catch (error) {
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
