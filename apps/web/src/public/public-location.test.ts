import { describe, expect, it } from 'vitest';
import { orderPageOptionsOf, publicPageOf, publicPaths } from './public-location';

describe('publicPageOf', () => {
  it('finds the order page and the calendar of a firm', () => {
    expect(publicPageOf('/web/besiktning-nord')).toEqual({ tenant: 'besiktning-nord', page: 'order' });
    expect(publicPageOf('/web/besiktning-nord/')).toEqual({ tenant: 'besiktning-nord', page: 'order' });
    expect(publicPageOf('/web/besiktning-nord/calendar')).toEqual({
      tenant: 'besiktning-nord',
      page: 'calendar',
    });
  });

  it('calls every other path not found, also a firm id that cannot exist', () => {
    for (const path of [
      '/',
      '/web',
      '/web/',
      '/web/firma/okand',
      '/main/firma',
      '/web/Ogiltig%20Firma',
      '/web/%E0%A4%A',
    ]) {
      expect(publicPageOf(path), path).toEqual({ page: 'notFound' });
    }
  });
});

describe('orderPageOptionsOf', () => {
  it('takes the date and time of a calendar slot', () => {
    expect(orderPageOptionsOf('?date=2030-05-06&time=08:00')).toEqual({
      date: '2030-05-06',
      time: '08:00',
      hidden: false,
    });
  });

  it('ignores a malformed date or time, and a time without its date', () => {
    expect(orderPageOptionsOf('?date=2030-13-40&time=08:00')).toEqual({
      date: null,
      time: null,
      hidden: false,
    });
    expect(orderPageOptionsOf('?date=2030-05-06&time=25:00')).toEqual({
      date: '2030-05-06',
      time: null,
      hidden: false,
    });
    expect(orderPageOptionsOf('?time=08:00')).toEqual({ date: null, time: null, hidden: false });
  });

  it('offers the hidden order types only with hidden=true', () => {
    expect(orderPageOptionsOf('?hidden=true').hidden).toBe(true);
    expect(orderPageOptionsOf('?hidden=1').hidden).toBe(false);
  });
});

describe('publicPaths', () => {
  it('links a free slot to the order page with its date and time', () => {
    expect(publicPaths.order('firma', { date: '2030-05-06', time: '08:00' })).toBe(
      '/web/firma?date=2030-05-06&time=08%3A00',
    );
    expect(publicPaths.calendar('firma')).toBe('/web/firma/calendar');
  });
});
