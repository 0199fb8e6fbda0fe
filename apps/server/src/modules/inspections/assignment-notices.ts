import type { Language } from '@syna/contracts/constants';
import { formatAddress, formatLongDate } from '@syna/contracts/format';
import { renderMessage } from '@syna/contracts/messages';
import type { NoticeKind } from '@syna/contracts/notices';
import type { RequestContext } from '../../platform/http/request-context.ts';
import { statusCategoryOf } from '../lookups/index.ts';
import { sendNotice } from '../notifications/index.ts';
import type { InspectionRow } from './inspection.repo.ts';

/** What an inspector hears of: whose the assignment is, when and where. */
export type AssignmentBooking = Pick<
  InspectionRow,
  'id' | 'number' | 'inspectorId' | 'date' | 'startTime' | 'address' | 'statusId'
>;

/** The subjects of what an inspector is told; each names the assignment's number. */
type AssignmentSubject =
  | 'organisation.assignmentGiven'
  | 'organisation.assignmentMoved'
  | 'organisation.assignmentTakenAway'
  | 'organisation.assignmentCancelled'
  | 'organisation.assignmentRemoved';

/** One inspector to tell, of which kind, in which words. */
export interface AssignmentNotice {
  userId: string;
  kind: NoticeKind;
  subject: AssignmentSubject;
}

const hourAndMinute = (time: string | null) => time?.slice(0, 5) ?? null;

/**
 * Who hears what of a change to an assignment (`before` null: created; `after` null: deleted):
 * the inspector it is given to, the one it is taken from, the inspector whose assignment is
 * cancelled (`cancelled`: it has just been given a status of the cancelled step) and the one
 * whose assignment moves to another day or time. Nobody is told of their own change.
 */
export function assignmentNoticesOf(
  before: AssignmentBooking | null,
  after: AssignmentBooking | null,
  actorId: string,
  cancelled = false,
): AssignmentNotice[] {
  const was = before?.inspectorId ?? null;
  const is = after?.inspectorId ?? null;
  const notices: AssignmentNotice[] = [];
  if (is && is !== was)
    notices.push({ userId: is, kind: 'assignmentGiven', subject: 'organisation.assignmentGiven' });
  if (was && was !== is) {
    notices.push({
      userId: was,
      kind: 'assignmentCancelled',
      subject: after ? 'organisation.assignmentTakenAway' : 'organisation.assignmentRemoved',
    });
  }
  const moved =
    before !== null &&
    after !== null &&
    (before.date !== after.date || hourAndMinute(before.startTime) !== hourAndMinute(after.startTime));
  if (is && is === was && cancelled) {
    notices.push({ userId: is, kind: 'assignmentCancelled', subject: 'organisation.assignmentCancelled' });
  } else if (is && is === was && moved) {
    notices.push({ userId: is, kind: 'assignmentMoved', subject: 'organisation.assignmentMoved' });
  }
  return notices.filter((notice) => notice.userId !== actorId);
}

/** "tisdag 1 december 2026 kl. 09:00 · Storgatan 12, 903 25 Umeå", as far as it is known. */
function bookingText(booking: AssignmentBooking, language: Language): string | null {
  const time = hourAndMinute(booking.startTime);
  const when = booking.date
    ? time
      ? renderMessage(
          {
            key: 'organisation.assignmentWhen',
            values: { date: formatLongDate(booking.date, language), time },
          },
          language,
        )
      : formatLongDate(booking.date, language)
    : null;
  return [when, booking.address ? formatAddress(booking.address) : null].filter(Boolean).join(' · ') || null;
}

/** Tells the inspectors concerned of a change to an assignment, in the change's transaction. */
export async function tellInspectors(
  context: RequestContext,
  before: AssignmentBooking | null,
  after: AssignmentBooking | null,
): Promise<void> {
  const booking = after ?? before;
  if (!booking) return;
  const route = `/${context.tenant.id}/inspections/${booking.id}`;
  const cancelled =
    after?.statusId != null &&
    after.statusId !== before?.statusId &&
    (await statusCategoryOf(context, after.statusId)) === 'cancelled';
  for (const notice of assignmentNoticesOf(before, after, context.user.id, cancelled)) {
    await sendNotice(
      { tx: context.tx, tenantId: context.tenant.id, publicUrl: context.publicUrl },
      [notice.userId],
      {
        kind: notice.kind,
        subject: { key: notice.subject, values: { number: booking.number } },
        body: (language) => bookingText(booking, language),
        icon: 'assignment',
        open: after ? { route, label: { key: 'organisation.openAssignment' } } : null,
      },
    );
  }
}
