import type { PriceRow } from '@syna/contracts/prices';

/** An överlåtelsebesiktning at 10 000 kr excluding VAT (12 500,00 kr to pay): an invoice's one row. */
export const INSPECTION_FEE_ROW: PriceRow = {
  articleId: null,
  articleNumber: 'BES1',
  description: 'Överlåtelsebesiktning',
  quantity: 1,
  unitPrice: 1_000_000,
  vatRate: 25,
};
