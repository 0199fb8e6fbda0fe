/**
 * Amounts typed the Swedish way: "1 250,50", "1250.5", "12 500 kr". The price list and an
 * assignment's rows keep whole öre; quantities keep hundredths (2,5 timmar).
 */

const SPACES = /[\s\u00a0\u202f]/g;
const DECIMAL = /^(\d{1,9})(?:[,.](\d{1,2}))?$/;

/** Hundredths of what was typed (kronor → öre, a quantity → hundredths); null for anything else. */
export function parseHundredths(text: string): number | null {
  const plain = text.replace(SPACES, '').replace(/kr$/i, '');
  const match = DECIMAL.exec(plain);
  if (!match) return null;
  const [, whole, decimals = ''] = match;
  return Number(whole) * 100 + Number(decimals.padEnd(2, '0'));
}

const amountFormat = new Intl.NumberFormat('sv-SE', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const quantityFormat = new Intl.NumberFormat('sv-SE', { maximumFractionDigits: 2 });

/** Öre as kronor to type into a field: "1 250,50". */
export const kronorText = (ore: number): string => amountFormat.format(ore / 100);

/** A quantity to type into a field: "2,5". */
export const quantityText = (quantity: number): string => quantityFormat.format(quantity);
