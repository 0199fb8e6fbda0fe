import { describe, expect, it } from 'vitest';
import { bookingWhen, movedBooking } from './dispatch-move';
import { booking } from './dispatch-fixtures';

describe('bookingWhen', () => {
  it('names the day short, as the confirmation says it, with the time when there is one', () => {
    expect(bookingWhen('2026-12-01', '09:00', 'sv-SE')).toBe('tis 1 dec 09:00');
    expect(bookingWhen('2026-12-01', null, 'en-GB')).toBe('Tue 1 Dec');
  });
});

describe('movedBooking', () => {
  it('keeps the time when only the lane or day changes', () => {
    expect(movedBooking(booking(), { inspectorId: 'u-bo', date: '2026-12-02' })).toEqual({
      inspectorId: 'u-bo',
      date: '2026-12-02',
    });
  });

  it('moves the stop with the start, keeping the booking’s length', () => {
    expect(movedBooking(booking(), { inspectorId: 'u-bo', date: '2026-12-01', time: '13:15' })).toEqual({
      inspectorId: 'u-bo',
      date: '2026-12-01',
      startTime: '13:15',
      stopTime: '15:15',
    });
  });

  it('leaves the stop to the type’s duration when the booking had none', () => {
    expect(
      movedBooking(booking({ endEstimated: true }), {
        inspectorId: 'u-anna',
        date: '2026-12-01',
        time: '08:00',
      }),
    ).toEqual({ inspectorId: 'u-anna', date: '2026-12-01', startTime: '08:00', stopTime: null });
  });
});
