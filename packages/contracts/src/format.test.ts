import { describe, expect, it } from 'vitest';
import {
  addressLines,
  formatAddress,
  formatBytes,
  formatDate,
  formatDateTime,
  formatLongDate,
  formatMoney,
  truncate,
} from './format.ts';

describe('formatDateTime', () => {
  it('uses YYYY-MM-DD HH:mm in Swedish time, whatever the machine’s zone', () => {
    expect(formatDateTime('2026-11-23T08:05:00Z')).toBe('2026-11-23 09:05');
    expect(formatDateTime('2026-07-01T22:30:00Z')).toBe('2026-07-02 00:30');
    expect(formatDate('2026-01-02T22:59:00Z')).toBe('2026-01-02');
    expect(formatDate('2026-01-02T23:00:00Z')).toBe('2026-01-03');
    expect(formatDate('2026-01-02')).toBe('2026-01-02');
  });
});

describe('formatLongDate', () => {
  it('writes the weekday and month in Swedish by default', () => {
    expect(formatLongDate('2026-11-23')).toBe('måndag 23 november 2026');
  });
  it('writes English when asked', () => {
    expect(formatLongDate('2026-11-23T23:30:00Z', 'en')).toBe('Tuesday, 24 November 2026');
  });
});

describe('formatMoney', () => {
  it('formats SEK the Swedish way with non-breaking spaces and a real minus sign', () => {
    expect(formatMoney(1234.5)).toBe('1\u00a0234,50\u00a0kr');
    expect(formatMoney(-12)).toBe('\u221212,00\u00a0kr');
  });
});

describe('formatBytes', () => {
  it('steps by 1024 from bytes to terabytes', () => {
    expect(formatBytes(0)).toBe('0 B');
    expect(formatBytes(1023)).toBe('1\u00a0023 B');
    expect(formatBytes(1024)).toBe('1 KB');
    expect(formatBytes(1536)).toBe('1,5 KB');
    expect(formatBytes(31_457_280)).toBe('30 MB');
    expect(formatBytes(5 * 1024 ** 4)).toBe('5 TB');
    expect(formatBytes(2048 * 1024 ** 4)).toBe('2\u00a0048 TB');
  });
});

describe('truncate', () => {
  it('keeps text of 200 characters and cuts longer text with an ellipsis', () => {
    const exact = 'å'.repeat(200);
    expect(truncate(exact)).toBe(exact);
    expect(truncate(`${exact}ä`)).toBe(`${exact}…`);
    expect(truncate('abcdef', 3)).toBe('abc…');
    expect(truncate(null)).toBe('');
  });
});

describe('formatAddress', () => {
  const umea = { address: 'Storgatan 1', postalCode: '903 25', city: 'Umeå', region: null, country: 'SE' };

  it('writes street, postal code and city on one line, leaving Sweden unnamed', () => {
    expect(formatAddress(umea)).toBe('Storgatan 1, 903 25 Umeå');
    expect(formatAddress(null)).toBe('');
  });

  it('names a foreign country and the region, in Swedish unless told otherwise', () => {
    const oslo = { address: null, postalCode: null, city: 'Oslo', region: 'Viken', country: 'NO' };
    expect(formatAddress(oslo)).toBe('Oslo, Viken, Norge');
    expect(formatAddress(oslo, () => 'Norway')).toBe('Oslo, Viken, Norway');
  });

  it('leaves out blank parts, as a half-filled form holds them', () => {
    expect(formatAddress({ address: ' ', postalCode: '', city: ' Umeå ', region: '', country: '' })).toBe(
      'Umeå',
    );
  });

  it('writes a postal block line by line', () => {
    expect(addressLines(umea)).toEqual(['Storgatan 1', '903 25 Umeå']);
  });
});
