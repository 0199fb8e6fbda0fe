import type { Inspection } from '@syna/contracts/inspections';
import { renderMessage } from '@syna/contracts/messages';
import type { RequestContext } from '../../platform/http/request-context.ts';
import { notifyUser } from '../notifications/index.ts';
import { chosenLanguages } from '../users/index.ts';
import type { InspectionRow } from './inspection.repo.ts';

/** When and by whom an assignment is to be done: what a dispatcher changes. */
interface Booking {
  date: string | null;
  /** `HH:mm`. */
  startTime: string | null;
  inspectorId: string | null;
}

const bookingOfRow = (row: InspectionRow): Booking => ({
  date: row.date,
  startTime: row.startTime?.slice(0, 5) ?? null,
  inspectorId: row.inspectorId,
});

/**
 * Tells the inspector that an assignment was booked for them or moved in their calendar by someone
 * else (a dispatcher dragging it in the calendar, an office changing the form), so they hear of it
 * wherever they are in the app; a change of their own, or one that leaves it undated, tells no one.
 */
export async function noticeDispatch(context: RequestContext, before: InspectionRow, after: Inspection) {
  const previous = bookingOfRow(before);
  const booking: Booking = {
    date: after.date,
    startTime: after.startTime,
    inspectorId: after.inspector?.id ?? null,
  };
  const { inspectorId, date } = booking;
  if (inspectorId === null || inspectorId === context.user.id || date === null) return;
  const unchanged =
    previous.inspectorId === inspectorId &&
    previous.date === date &&
    previous.startTime === booking.startTime;
  if (unchanged) return;
  const language = (await chosenLanguages(context.tx, [inspectorId])).get(inspectorId) ?? context.language;
  const when = booking.startTime ? `${date} ${booking.startTime}` : date;
  const assignmentPage = `/${context.tenant.id}/inspections/${after.id}`;
  await notifyUser(context.tx, context.tenant.id, {
    userId: inspectorId,
    subject: renderMessage(
      { key: 'assignments.dispatched', values: { number: after.number, when } },
      language,
    ),
    body: after.address?.address ?? null,
    icon: 'calendar',
    category: null,
    timeout: null,
    route: assignmentPage,
    action: { label: renderMessage({ key: 'organisation.openAssignment' }, language), route: assignmentPage },
  });
}
