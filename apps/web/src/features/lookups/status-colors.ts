import { normalizeHex } from '@/lib/ui/contrast-text';

/** The palette offered for statuses: distinct hues that read well with white or black text. */
export const STATUS_PALETTE = [
  { name: 'red', color: '#d32f2f' },
  { name: 'orange', color: '#ef6c00' },
  { name: 'amber', color: '#fbc02d' },
  { name: 'green', color: '#388e3c' },
  { name: 'teal', color: '#00897b' },
  { name: 'lightBlue', color: '#4fc3f7' },
  { name: 'blue', color: '#1976d2' },
  { name: 'indigo', color: '#3949ab' },
  { name: 'purple', color: '#8e24aa' },
  { name: 'pink', color: '#d81b60' },
  { name: 'brown', color: '#6d4c41' },
  { name: 'grey', color: '#757575' },
] as const;

export type PaletteColorName = (typeof STATUS_PALETTE)[number]['name'];

/** The palette entry of a stored colour, if it is one of the palette's. */
export function paletteEntry(color: string | null) {
  if (!color) return null;
  const hex = normalizeHex(color);
  return STATUS_PALETTE.find((entry) => entry.color === hex) ?? null;
}
