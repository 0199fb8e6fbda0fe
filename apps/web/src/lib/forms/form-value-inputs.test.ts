import { describe, expect, it } from 'vitest';
import { momentFromInput, momentToInput, numberFromInput, numberToInput } from './form-value-inputs';

describe('form value inputs', () => {
  it('reads numbers with a decimal comma or point, blank as none, and keeps what is not a number', () => {
    expect(numberFromInput('12,5')).toBe(12.5);
    expect(numberFromInput(' 1 200 ')).toBe(1200);
    expect(numberFromInput('')).toBeNull();
    expect(numberFromInput('tolv')).toBe('tolv');
    expect(numberToInput(3.25)).toBe('3.25');
    expect(numberToInput(null)).toBe('');
  });

  it('shows a moment in Swedish time, whatever the browser’s zone, and reads it back to the same moment', () => {
    const moment = '2026-05-01T08:30:00.000Z';
    expect(momentToInput(moment)).toBe('2026-05-01T10:30');
    expect(momentFromInput('2026-11-24T14:30')).toBe('2026-11-24T13:30:00.000Z');
    expect(momentFromInput(momentToInput(moment))).toBe(moment);
    expect(momentFromInput('Invalid Date')).toBe('Invalid Date');
    expect(momentFromInput('')).toBeNull();
    expect(momentToInput(null)).toBe('');
  });
});
