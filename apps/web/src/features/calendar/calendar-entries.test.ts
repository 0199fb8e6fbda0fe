import { describe, expect, it } from 'vitest';
import { zonedIso } from '@syna/contracts/time-zone';
import type { CalendarEntry } from '@syna/contracts/activities';
import { entriesOnDay, progressName, toCalendarEvent, type EntryPalette } from './calendar-entries';

const palette: EntryPalette = {
  activity: { planned: '#1565c0', inProgress: '#ed6c02', done: '#9e9e9e', cancelled: '#bdbdbd' },
  inspection: '#9c27b0',
};

const activity = (overrides: Partial<Extract<CalendarEntry, { kind: 'activity' }>> = {}): CalendarEntry => ({
  kind: 'activity',
  id: 'a1',
  start: '2026-11-23T09:00:00+01:00',
  end: '2026-11-23T10:00:00+01:00',
  title: 'Möte med mäklaren',
  name: 'Möte',
  location: null,
  progress: 0,
  userId: null,
  user: null,
  ...overrides,
});

const inspection = (
  overrides: Partial<Extract<CalendarEntry, { kind: 'inspection' }>> = {},
): CalendarEntry => ({
  kind: 'inspection',
  id: 'i1',
  start: '2026-11-23',
  end: null,
  endEstimated: false,
  allDay: true,
  title: '2026-0001 Storgatan 1',
  number: '2026-0001',
  address: 'Storgatan 1, 903 26 Umeå',
  status: { name: 'Bokad', nameEn: null, color: '#fbc02d' },
  inspectorId: null,
  inspector: null,
  ...overrides,
});

describe('progressName', () => {
  it('names the four progress values and counts anything else as planned', () => {
    expect([-1, 0, 50, 100, 7].map(progressName)).toEqual([
      'cancelled',
      'planned',
      'inProgress',
      'done',
      'planned',
    ]);
  });
});

describe('toCalendarEvent', () => {
  it('draws an inspection in its status colour with readable text, not draggable', () => {
    expect(toCalendarEvent(inspection(), palette)).toMatchObject({
      id: 'inspection:i1',
      title: '2026-0001 Storgatan 1',
      start: '2026-11-23',
      allDay: true,
      editable: false,
      color: '#fbc02d',
      contrastColor: '#000000',
      extendedProps: { reference: { kind: 'inspection', id: 'i1' } },
    });
    expect(
      toCalendarEvent(inspection({ status: { name: 'Klar', nameEn: null, color: '#1976d2' } }), palette),
    ).toMatchObject({ color: '#1976d2', contrastColor: '#ffffff' });
  });
  it('falls back to the palette for an inspection without a (readable) status colour', () => {
    expect(toCalendarEvent(inspection({ status: null }), palette)).toMatchObject({ color: '#9c27b0' });
    expect(
      toCalendarEvent(inspection({ status: { name: 'X', nameEn: null, color: 'not a colour' } }), palette),
    ).toMatchObject({ color: '#9c27b0' });
  });
  it('keeps a timed inspection’s end, both on the Swedish wall clock the grid draws', () => {
    const event = toCalendarEvent(
      inspection({ start: '2026-11-23T12:00:00Z', end: '2026-11-23T14:00:00Z', allDay: false }),
      palette,
    );
    expect(event).toMatchObject({ start: '2026-11-23T13:00:00', end: '2026-11-23T15:00:00', allDay: false });
  });
  it('colours an activity by progress and marks cancelled and done ones', () => {
    expect(toCalendarEvent(activity(), palette)).toMatchObject({
      color: '#1565c0',
      contrastColor: '#ffffff',
      className: 'syna-entry syna-entry-planned',
      extendedProps: { reference: { kind: 'activity', id: 'a1' } },
    });
    expect(toCalendarEvent(activity({ progress: -1 }), palette).className).toContain('syna-entry-cancelled');
    expect(toCalendarEvent(activity({ progress: 100 }), palette)).toMatchObject({
      color: '#9e9e9e',
      className: 'syna-entry syna-entry-done',
    });
  });
  it('keeps the occurrences of a repeating activity apart but in one group', () => {
    const first = toCalendarEvent(activity(), palette);
    const second = toCalendarEvent(
      activity({ start: '2026-11-30T09:00:00+01:00', end: '2026-11-30T10:00:00+01:00' }),
      palette,
    );
    expect(first.id).not.toBe(second.id);
    expect(first.groupId).toBe(second.groupId);
  });
});

// The day list works in Swedish time whatever the machine's zone.
const local = (wall: string) => zonedIso(wall.slice(0, 10), wall.slice(11));

describe('entriesOnDay', () => {
  it('lists what touches the day, earliest first', () => {
    const late = activity({
      id: 'late',
      start: local('2026-11-23T15:00'),
      end: local('2026-11-23T16:00'),
    });
    const early = activity({
      id: 'early',
      start: local('2026-11-23T08:00'),
      end: local('2026-11-23T08:30'),
    });
    const otherDay = activity({
      id: 'other',
      start: local('2026-11-24T08:00'),
      end: local('2026-11-24T09:00'),
    });
    const overnight = activity({
      id: 'night',
      start: local('2026-11-22T22:00'),
      end: local('2026-11-23T02:00'),
    });
    expect(
      entriesOnDay([late, inspection(), otherDay, early, overnight], '2026-11-23').map((entry) => entry.id),
    ).toEqual(['night', 'i1', 'early', 'late']);
  });
  it('does not count an all-day entry on the day its end excludes', () => {
    const twoDays = inspection({ start: '2026-11-23', end: '2026-11-25' });
    expect(entriesOnDay([twoDays], '2026-11-24')).toHaveLength(1);
    expect(entriesOnDay([twoDays], '2026-11-25')).toHaveLength(0);
  });
});
