import type { DragEvent } from 'react';
import type { CalendarEntry } from '@syna/contracts/activities';
import type { EntryReference } from '@/features/calendar/calendar-entries';
import type { Lane } from '@/features/calendar/dispatch-lanes';
import type { DispatchTarget } from '@/features/calendar/dispatch-move';

/** What the day and week layouts of the dispatch board are given. */
export interface DispatchLayoutProps {
  date: string;
  lanes: readonly Lane[];
  entries: readonly CalendarEntry[];
  locale: string;
  onOpen(entry: EntryReference): void;
  onPickUp(entry: Extract<CalendarEntry, { kind: 'inspection' }>, grabOffset: number): void;
  /** An assignment's move button: the move dialog asks where to. */
  onChooseMove(entry: Extract<CalendarEntry, { kind: 'inspection' }>): void;
  /** Where the assignment picked up was dropped; `top` turns the card's top edge there into a time. */
  onDrop(target: (grabOffset: number) => DispatchTarget): void;
}

/** A lane or cell that takes a dragged card: the browser must be told the drop is welcome. */
export function allowDrop(event: DragEvent<HTMLElement>): void {
  event.preventDefault();
  event.dataTransfer.dropEffect = 'move';
}
