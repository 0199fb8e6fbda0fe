import { describe, expect, it } from 'vitest';
import { textParityProblems } from '@/lib/i18n/text-parity';
import { en, sv, textsIn } from './texts';

describe('public page texts', () => {
  it('has every Swedish text in English, with the same placeholders', () => {
    expect(textParityProblems(sv, en)).toEqual([]);
  });

  it('fills in placeholders in the chosen language', () => {
    expect(textsIn('sv')('party.owner', { number: 2 })).toBe('Säljare 2');
    expect(textsIn('en')('date.hint', { date: '2030-05-06' })).toBe('At the earliest 2030-05-06');
  });
});
