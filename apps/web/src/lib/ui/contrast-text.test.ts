import { describe, expect, it } from 'vitest';
import { contrastText, normalizeHex } from './contrast-text';

describe('contrastText', () => {
  it('picks the text colour that contrasts more', () => {
    expect(contrastText('#fbc02d')).toBe('#000000');
    expect(contrastText('#1976d2')).toBe('#ffffff');
    expect(contrastText('#fff')).toBe('#000000');
    expect(contrastText('#000')).toBe('#ffffff');
  });

  it('reads short hex colours', () => {
    expect(normalizeHex('#ABC')).toBe('#aabbcc');
  });
});
