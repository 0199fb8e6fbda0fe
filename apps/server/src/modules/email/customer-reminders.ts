import type { Job } from '../../platform/jobs/job-context.ts';
import type { JobQueue } from '../../platform/jobs/job-queue.ts';
import { contactsById } from '../contacts/index.ts';
import {
  CUSTOMER_REMINDER_JOB,
  claimCustomerReminder,
  type CustomerReminderJob,
} from '../inspections/index.ts';
import { findOrderForTemplates } from '../orders/index.ts';
import { customerMailer } from './customer-mail.service.ts';

/**
 * Sends the customer's reminder the day before a visit, when the inspections module's job for it
 * comes due: the firm's "booking-reminder" template (or the default) to the assignment's
 * customer, in the language of the order it came from (Swedish without one), listed on the
 * assignment, the customer and the order. Nothing goes out when the firm has turned reminders
 * off, the booking has changed since, or the customer has no e-mail address.
 */
export function registerCustomerReminders(jobs: JobQueue): void {
  jobs.work<CustomerReminderJob>(CUSTOMER_REMINDER_JOB, sendCustomerReminder);
}

/** The reminder job's handler (run by the queue, or at once by a test). */
export function sendCustomerReminder(job: Job<CustomerReminderJob>): Promise<void> {
  return job.transaction(async (context) => {
    if (!context.tenant.settings['customer.reminder']) return;
    const claimed = await claimCustomerReminder(context, job.data);
    if (!claimed) return;
    const to = (await contactsById(context.tx, [claimed.customerId])).get(claimed.customerId)?.email;
    if (!to) return;
    const order = await findOrderForTemplates(context.tx, job.data.inspectionId);
    // The server's own mail: no member sends it.
    await customerMailer.queue(
      { tx: context.tx, tenant: context.tenant },
      {
        kind: 'booking-reminder',
        language: order?.language ?? 'sv',
        to,
        values: {},
        inspectionId: job.data.inspectionId,
        contactId: claimed.customerId,
        orderId: order?.id,
      },
    );
  });
}
