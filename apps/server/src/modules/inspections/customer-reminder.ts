import type { StatusCategory } from '@syna/contracts/lookups';
import { addDays, zonedInstant } from '@syna/contracts/time-zone';
import type { RequestContext } from '../../platform/http/request-context.ts';
import { enqueueJob } from '../../platform/jobs/job-outbox.ts';
import { statusCategoryOf } from '../lookups/index.ts';
import type { AssignmentBooking } from './assignment-notices.ts';
import { lockReminderTarget, markCustomerReminded } from './customer-reminder.repo.ts';

/**
 * The customer's reminder of a booked visit, the day before. This module asks for it whenever an
 * assignment gets a day or moves; the e-mail module, which writes customer mail, does the job
 * (it stands a tier above and registers the handler).
 */
export const CUSTOMER_REMINDER_JOB = 'inspection.customer-reminder';

/** The job: the assignment, and the day and start it was booked at when the reminder was asked for. */
export interface CustomerReminderJob {
  tenantId: string;
  inspectionId: string;
  date: string;
  startTime: string | null;
}

/** The time of day, in Sweden, the reminder goes out the day before the visit. */
export const CUSTOMER_REMINDER_TIME = '10:00';

/** When the customer is reminded of a visit on `date`. */
export const customerReminderMoment = (date: string): Date =>
  zonedInstant(addDays(date, -1), CUSTOMER_REMINDER_TIME);

const hourAndMinute = (time: string | null) => time?.slice(0, 5) ?? null;

/**
 * Asks for the reminder of an assignment that got a day or moved to another day or start. The job
 * finds out then whether it still applies (the same booking, not cancelled or done, the firm still
 * reminding); a booking made after the moment has passed gets none, its confirmation being fresh.
 */
export async function scheduleCustomerReminder(
  context: Pick<RequestContext, 'tx' | 'tenant' | 'now'>,
  before: AssignmentBooking | null,
  after: AssignmentBooking | null,
): Promise<void> {
  if (!after?.date) return;
  const startTime = hourAndMinute(after.startTime);
  if (before?.date === after.date && hourAndMinute(before.startTime) === startTime) return;
  const moment = customerReminderMoment(after.date);
  if (moment <= context.now()) return;
  const job: CustomerReminderJob = {
    tenantId: context.tenant.id,
    inspectionId: after.id,
    date: after.date,
    startTime,
  };
  await enqueueJob(context.tx, { name: CUSTOMER_REMINDER_JOB, data: { ...job }, startAfter: moment });
}

/** The steps of the course at which a visit is still to come, and the customer reminded of it. */
const STEPS_BEFORE_THE_VISIT: ReadonlySet<StatusCategory> = new Set(['new', 'booked']);

/**
 * Claims the customer's reminder the job asks for: the assignment's customer when the booking is
 * still the one the job was asked for, the visit still to come and that day not yet reminded of;
 * else null (the job is stale, or a second run of it). The assignment stays locked and is marked
 * reminded in the job's transaction, so a reminder goes out once however often the job runs.
 */
export async function claimCustomerReminder(
  context: Pick<RequestContext, 'tx'>,
  job: CustomerReminderJob,
): Promise<{ customerId: string } | null> {
  const target = await lockReminderTarget(context.tx, job.inspectionId);
  if (!target?.customerId || target.date !== job.date) return null;
  if (hourAndMinute(target.startTime) !== job.startTime || target.customerRemindedFor === job.date)
    return null;
  const category = target.statusId ? await statusCategoryOf(context, target.statusId) : 'new';
  if (!category || !STEPS_BEFORE_THE_VISIT.has(category)) return null;
  await markCustomerReminded(context.tx, job.inspectionId, job.date);
  return { customerId: target.customerId };
}
