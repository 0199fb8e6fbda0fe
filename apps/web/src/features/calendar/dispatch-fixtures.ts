import type { CalendarEntry } from '@syna/contracts/activities';
import { zonedIso } from '@syna/contracts/time-zone';

type InspectionEntry = Extract<CalendarEntry, { kind: 'inspection' }>;

/** A timed assignment of Anna Berg's, 09:00–11:00 on 1 December 2026, for the dispatch tests. */
export const booking = (overrides: Partial<InspectionEntry> = {}): InspectionEntry => ({
  kind: 'inspection',
  id: 'i1',
  start: zonedIso('2026-12-01', '09:00'),
  end: zonedIso('2026-12-01', '11:00'),
  endEstimated: false,
  allDay: false,
  title: '2026-0007 Storgatan 1',
  number: '2026-0007',
  address: 'Storgatan 1, 903 26 Umeå',
  status: null,
  inspectorId: 'u-anna',
  inspector: 'Anna Berg',
  ...overrides,
});
