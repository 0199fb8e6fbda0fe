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

  it('shows a moment in local time and reads it back to the same moment', () => {
    const moment = '2026-05-01T08:30:00.000Z';
    expect(momentFromInput(momentToInput(moment))).toBe(moment);
    expect(momentFromInput('')).toBeNull();
    expect(momentToInput(null)).toBe('');
  });
});
