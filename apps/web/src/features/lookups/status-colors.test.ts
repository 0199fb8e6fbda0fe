import { getContrastRatio } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import { contrastText } from '@/lib/ui/contrast-text';
import { paletteEntry, STATUS_PALETTE } from './status-colors';

describe('status colours', () => {
  it('gives every palette colour readable text (at least 4.5:1, WCAG AA)', () => {
    for (const { color } of STATUS_PALETTE) {
      expect(getContrastRatio(color, contrastText(color))).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('finds a stored colour in the palette, whatever its spelling', () => {
    expect(paletteEntry('#D32F2F')?.name).toBe('red');
    expect(paletteEntry('#123456')).toBeNull();
    expect(paletteEntry(null)).toBeNull();
  });
});
