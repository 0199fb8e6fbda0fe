import { useMemo, useRef, useState } from 'react';
import type { BusinessHours, CalendarEntry } from '@syna/contracts/activities';
import { zoneDate, zoneTime } from '@syna/contracts/time-zone';
import { showSnackbar } from '@/lib/snackbar/snackbar';
import { useMoveAssignment } from '@/features/calendar/api';
import type { EntryReference } from '@/features/calendar/calendar-entries';
import { dispatchLanes, type LanePerson } from '@/features/calendar/dispatch-lanes';
import { bookingWhen, movedBooking, type DispatchTarget } from '@/features/calendar/dispatch-move';
import { useCalendarTexts } from '@/features/calendar/texts';
import { DispatchDay } from './dispatch-day';
import { DispatchWeek } from './dispatch-week';
import { MoveDialog } from './move-dialog';
import { MoveFields } from './move-fields';

type InspectionEntry = Extract<CalendarEntry, { kind: 'inspection' }>;

interface DispatchBoardProps {
  view: 'week' | 'day';
  date: string;
  entries: readonly CalendarEntry[];
  businessHours: BusinessHours;
  inspectors: readonly LanePerson[];
  locale: string;
  onOpen(entry: EntryReference): void;
}

/** A move waiting for the dispatcher's yes: dropped, or being chosen in the dialog's fields. */
interface PendingMove {
  entry: InspectionEntry;
  target: DispatchTarget;
  chosen: boolean;
}

/** The booking's time of day, `HH:mm`, or null for an all-day one. */
const timeOf = (entry: InspectionEntry) => (entry.allDay ? null : zoneTime(entry.start));

/** Whether a target is where the assignment already is (a target without a time keeps its own). */
const isUnchanged = (entry: InspectionEntry, target: DispatchTarget) =>
  target.inspectorId === entry.inspectorId &&
  target.date === zoneDate(entry.start) &&
  (target.time === undefined || target.time === timeOf(entry));

/**
 * The dispatch views: the week or day with a lane per inspector (our own layout: FullCalendar's
 * lanes per person are a paid plugin). An assignment dragged to another lane, day or time, or sent
 * there with its move button and the dialog's fields, is moved after a confirmation, through the
 * assignment's own update, which tells the inspector.
 */
export function DispatchBoard({
  view,
  date,
  entries,
  businessHours,
  inspectors,
  locale,
  onOpen,
}: DispatchBoardProps) {
  const { t } = useCalendarTexts();
  const lanes = useMemo(
    () => dispatchLanes(inspectors, entries, t('dispatch.unassigned')),
    [inspectors, entries, t],
  );
  const held = useRef<{ entry: InspectionEntry; grabOffset: number } | null>(null);
  const [pending, setPending] = useState<PendingMove | null>(null);
  const move = useMoveAssignment();

  const drop = (place: (grabOffset: number) => DispatchTarget) => {
    if (!held.current) return;
    const { entry, grabOffset } = held.current;
    held.current = null;
    const target = place(grabOffset);
    if (!isUnchanged(entry, target)) setPending({ entry, target, chosen: false });
  };

  const chooseMove = (entry: InspectionEntry) =>
    setPending({
      entry,
      target: {
        inspectorId: entry.inspectorId,
        date: zoneDate(entry.start),
        time: timeOf(entry) ?? undefined,
      },
      chosen: true,
    });

  const confirm = async ({ entry, target }: PendingMove) => {
    try {
      await move.mutateAsync({ id: entry.id, body: movedBooking(entry, target) });
      showSnackbar({ subject: t('dispatch.moved', { number: entry.number }) });
    } catch {
      // The refusal is on the red snackbar already; the assignment stays where it was.
    } finally {
      setPending(null);
    }
  };

  const question = ({ entry, target }: PendingMove) => {
    const when = bookingWhen(target.date, target.time ?? timeOf(entry), locale);
    const lane = lanes.find((candidate) => candidate.id === target.inspectorId);
    return lane?.id
      ? t('dispatch.confirm', { number: entry.number, name: lane.name, when })
      : t('dispatch.confirmUnassigned', { number: entry.number, when });
  };

  const layout = {
    date,
    lanes,
    entries,
    locale,
    onOpen,
    onPickUp: (entry: InspectionEntry, grabOffset: number) => {
      held.current = { entry, grabOffset };
    },
    onChooseMove: chooseMove,
    onDrop: drop,
  };
  return (
    <>
      {view === 'day' ? (
        <DispatchDay {...layout} businessHours={businessHours} />
      ) : (
        <DispatchWeek {...layout} />
      )}
      {pending && (
        <MoveDialog
          question={question(pending)}
          busy={move.isPending}
          canConfirm={pending.target.date !== '' && !isUnchanged(pending.entry, pending.target)}
          onConfirm={() => void confirm(pending)}
          onClose={() => setPending(null)}
        >
          {pending.chosen && (
            <MoveFields
              lanes={lanes}
              target={pending.target}
              onChange={(target) => setPending({ ...pending, target })}
            />
          )}
        </MoveDialog>
      )}
    </>
  );
}
