import { describe, expect, it } from 'vitest';
import type { CalendarEntry } from '@syna/contracts/activities';
import { zonedIso } from '@syna/contracts/time-zone';
import {
  axisHours,
  dispatchLanes,
  gridHours,
  laneColors,
  LANE_COLORS,
  layoutDay,
  timeAtOffset,
} from './dispatch-lanes';
import { booking } from './dispatch-fixtures';

const meeting: CalendarEntry = {
  kind: 'activity',
  id: 'a1',
  start: zonedIso('2026-12-01', '10:00'),
  end: zonedIso('2026-12-01', '10:30'),
  title: 'Möte',
  name: null,
  location: null,
  progress: 0,
  userId: 'u-leif',
  user: 'Leif Ek',
};

describe('dispatchLanes', () => {
  const inspectors = [
    { id: 'u-bo', name: 'Bo Ström' },
    { id: 'u-anna', name: 'Anna Berg' },
  ];

  it('gives each inspector a lane by name, adds people entries name, and a lane for the unassigned', () => {
    const lanes = dispatchLanes(
      inspectors,
      [booking(), meeting, booking({ inspectorId: null, inspector: null })],
      'Ingen',
    );
    expect(lanes.map((lane) => [lane.id, lane.name])).toEqual([
      ['u-anna', 'Anna Berg'],
      ['u-bo', 'Bo Ström'],
      ['u-leif', 'Leif Ek'],
      [null, 'Ingen'],
    ]);
    expect(lanes.every((lane) => /^#[0-9a-f]{6}$/.test(lane.color) && lane.contrastColor)).toBe(true);
  });

  it('has no unassigned lane when everything is booked for someone', () => {
    expect(dispatchLanes(inspectors, [booking()], 'Ingen').map((lane) => lane.id)).toEqual([
      'u-anna',
      'u-bo',
    ]);
  });
});

describe('laneColors', () => {
  it('gives the same person the same colour whatever the order, and different people different ones', () => {
    const ids = ['u-1', 'u-2', 'u-3', 'u-4', 'u-5'];
    const colors = laneColors(ids);
    expect(laneColors([...ids].reverse())).toEqual(colors);
    expect(new Set(colors.values()).size).toBe(ids.length);
    expect([...colors.values()].every((color) => (LANE_COLORS as readonly string[]).includes(color))).toBe(
      true,
    );
  });
});

describe('layoutDay', () => {
  it('places timed entries in minutes and puts overlapping ones side by side', () => {
    const { allDay, timed } = layoutDay(
      [
        booking(),
        meeting,
        booking({ id: 'i2', start: zonedIso('2026-12-01', '13:00'), end: zonedIso('2026-12-01', '15:00') }),
      ],
      '2026-12-01',
    );
    expect(allDay).toEqual([]);
    expect(
      timed.map((block) => [block.entry.id, block.startMinute, block.endMinute, block.column, block.columns]),
    ).toEqual([
      ['i1', 540, 660, 0, 2],
      ['a1', 600, 630, 1, 2],
      ['i2', 780, 900, 0, 1],
    ]);
  });

  it('keeps all-day assignments apart and clips an entry running past midnight', () => {
    const late = booking({ start: zonedIso('2026-11-30', '22:00'), end: zonedIso('2026-12-01', '01:00') });
    const undated = booking({ id: 'i3', start: '2026-12-01', end: null, allDay: true });
    const { allDay, timed } = layoutDay([late, undated], '2026-12-01');
    expect(allDay.map((entry) => entry.id)).toEqual(['i3']);
    expect(timed.map((block) => [block.startMinute, block.endMinute])).toEqual([[0, 60]]);
  });
});

describe('axisHours', () => {
  it('opens at the working day and widens to bookings outside it', () => {
    expect(axisHours({ start: '07:00', end: '18:00' }, [])).toEqual({ first: 7, last: 18 });
    const { timed } = layoutDay(
      [booking({ start: zonedIso('2026-12-01', '06:30'), end: zonedIso('2026-12-01', '19:15') })],
      '2026-12-01',
    );
    expect(axisHours({ start: '07:30', end: '18:00' }, timed)).toEqual({ first: 6, last: 20 });
  });
});

describe('gridHours', () => {
  it('opens the grid at the working day, widened to the timed entries, all-day ones aside', () => {
    const early = booking({ start: zonedIso('2026-12-01', '06:15'), end: zonedIso('2026-12-01', '08:00') });
    const undated = booking({ start: '2026-12-01', end: null, allDay: true });
    expect(gridHours({ start: '07:00', end: '18:00' }, [early, undated, meeting])).toEqual({
      first: '06:00:00',
      last: '18:00:00',
    });
  });
});

describe('timeAtOffset', () => {
  it('snaps a drop to the quarter hour within the axis', () => {
    expect(timeAtOffset(0, { first: 7, last: 18 })).toBe('07:00');
    expect(timeAtOffset(2 / 11 + 0.004, { first: 7, last: 18 })).toBe('09:00');
    expect(timeAtOffset(1.5, { first: 7, last: 18 })).toBe('18:00');
  });
});
