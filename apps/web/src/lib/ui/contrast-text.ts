import { getContrastRatio } from '@mui/material/styles';

const BLACK = '#000000';
const WHITE = '#ffffff';

/** `#rgb` as `#rrggbb`, lower case. */
export function normalizeHex(color: string): string {
  const hex = color.trim().toLowerCase();
  return /^#[0-9a-f]{3}$/.test(hex) ? `#${[...hex.slice(1)].map((digit) => digit + digit).join('')}` : hex;
}

/** Black or white text, whichever contrasts more with the background colour (WCAG ratio). */
export function contrastText(background: string): typeof BLACK | typeof WHITE {
  const color = normalizeHex(background);
  return getContrastRatio(color, WHITE) >= getContrastRatio(color, BLACK) ? WHITE : BLACK;
}
