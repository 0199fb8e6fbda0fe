import { describe, expect, it } from 'vitest';
import { lookupLabel } from './lookup-label.ts';

describe('lookupLabel', () => {
  const booked = { name: 'Bokad', nameEn: 'Booked' };

  it('gives an English reader the English name, a Swedish reader the Swedish one', () => {
    expect(lookupLabel(booked, 'en')).toBe('Booked');
    expect(lookupLabel(booked, 'sv')).toBe('Bokad');
  });

  it('falls back on the Swedish name when there is no English one', () => {
    expect(lookupLabel({ name: 'Utförd', nameEn: null }, 'en')).toBe('Utförd');
    expect(lookupLabel({ name: 'Utförd', nameEn: '' }, 'en')).toBe('Utförd');
    expect(lookupLabel({ name: 'Utförd' }, 'en')).toBe('Utförd');
  });
});
