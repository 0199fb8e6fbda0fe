import { z } from 'zod/mini';
import { optionalText, requiredText } from './text.ts';

/**
 * Money and price rows, shared by the price list, an assignment's price, its invoice in the
 * accounting program and the public order page (hence `zod/mini`). Amounts are whole öre
 * (1 kr = 100 öre), integers end to end, so that no sum drifts by a rounding; they are shown with
 * `formatMoney(oreToKronor(amount))`.
 */

/** The Swedish VAT rates a row can carry (moms), the standard rate first. */
export const VAT_RATES = [25, 12, 6, 0] as const;
export type VatRate = (typeof VAT_RATES)[number];
/** The rate a new price starts with. */
export const DEFAULT_VAT_RATE: VatRate = 25;

/** The largest amount a price or a row may hold: 10 million kronor, in öre. */
export const MAX_AMOUNT_ORE = 1_000_000_000;
/** The most rows one assignment's price may have. */
export const PRICE_ROWS_MAX = 50;
/** A row's quantity: hundredths allowed (2,5 timmar, 12,35 km), at most this many. */
export const PRICE_QUANTITY_MAX = 100_000;

export const oreSchema = z.int().check(z.minimum(0), z.maximum(MAX_AMOUNT_ORE));
export const vatRateSchema = z.union(VAT_RATES.map((rate) => z.literal(rate)));
/** At most two decimals: within a millionth of a whole number of hundredths (floats are inexact). */
const hasTwoDecimals = (value: number): boolean => Math.abs(Math.round(value * 100) - value * 100) < 1e-6;
export const quantitySchema = z
  .number()
  .check(z.positive(), z.maximum(PRICE_QUANTITY_MAX), z.refine(hasTwoDecimals));

/** One row of an assignment's price, as it goes on the invoice. */
export const priceRowSchema = z.object({
  /** The price list's article it came from; null for a row typed by hand. */
  articleId: z.nullable(z.string()),
  /** The article number the accounting program knows it by (Fortnox/Visma article), if any. */
  articleNumber: z.nullable(z.string().check(z.maxLength(50))),
  description: z.string().check(z.trim(), z.minLength(1), z.maxLength(200)),
  quantity: quantitySchema,
  /** Price per unit excluding VAT, in öre. */
  unitPrice: oreSchema,
  vatRate: vatRateSchema,
});
export type PriceRow = z.infer<typeof priceRowSchema>;

/** The sums of a set of rows, in öre: excluding VAT, the VAT, and the total to pay. */
export interface PriceTotals {
  net: number;
  vat: number;
  gross: number;
}

/**
 * Each row's net is its quantity times its unit price rounded to whole öre, and its VAT is
 * rounded per row, as Swedish invoicing programs do; the totals are their sums.
 */
export function priceTotals(
  rows: readonly Pick<PriceRow, 'quantity' | 'unitPrice' | 'vatRate'>[],
): PriceTotals {
  let net = 0;
  let vat = 0;
  for (const row of rows) {
    const rowNet = Math.round(row.quantity * row.unitPrice);
    net += rowNet;
    vat += Math.round((rowNet * row.vatRate) / 100);
  }
  return { net, vat, gross: net + vat };
}

/** Öre to kronor, for display and for programs that take kronor with decimals. */
export const oreToKronor = (ore: number): number => ore / 100;
/** Kronor (as typed, up to two decimals) to whole öre. */
export const kronorToOre = (kronor: number): number => Math.round(kronor * 100);

/** The units an extra is sold in: pieces, kilometres, hours. */
export const ARTICLE_UNITS = ['st', 'km', 'tim'] as const;
export type ArticleUnit = (typeof ARTICLE_UNITS)[number];

/** Whose price a type price is: an inspection type's or an order type's. */
export const PRICED_TYPE_KINDS = ['inspection', 'order'] as const;
export type PricedTypeKind = (typeof PRICED_TYPE_KINDS)[number];

const articleNumberSchema = optionalText(50);

/** An extra of the price list (resa, extra byggnad, radonmätning): an article with its own price. */
export const priceArticleSchema = z.object({
  id: z.string(),
  articleNumber: z.nullable(z.string()),
  name: z.string(),
  unit: z.enum(ARTICLE_UNITS),
  unitPrice: z.number(),
  vatRate: vatRateSchema,
});
export type PriceArticle = z.infer<typeof priceArticleSchema>;

export const priceArticleInputSchema = z.object({
  articleNumber: articleNumberSchema,
  name: requiredText(200, 'validation.name'),
  unit: z.enum(ARTICLE_UNITS),
  unitPrice: oreSchema,
  vatRate: vatRateSchema,
});
export type PriceArticleInput = z.input<typeof priceArticleInputSchema>;

/** The price of an inspection type or an order type, excluding VAT. */
export const typePriceSchema = z.object({
  kind: z.enum(PRICED_TYPE_KINDS),
  typeId: z.string(),
  articleNumber: z.nullable(z.string()),
  unitPrice: z.number(),
  vatRate: vatRateSchema,
});
export type TypePrice = z.infer<typeof typePriceSchema>;

export const typePriceInputSchema = z.object({
  articleNumber: articleNumberSchema,
  unitPrice: oreSchema,
  vatRate: vatRateSchema,
});
export type TypePriceInput = z.input<typeof typePriceInputSchema>;

/** The firm's price list: the types that have a price, and the extras. */
export const priceListSchema = z.object({
  types: z.array(typePriceSchema),
  articles: z.array(priceArticleSchema),
});
export type PriceList = z.infer<typeof priceListSchema>;

const totalsSchema = z.object({ net: z.number(), vat: z.number(), gross: z.number() });

/** An assignment's price: its rows in order and their sums. */
export const assignmentPriceSchema = z.object({ rows: z.array(priceRowSchema), totals: totalsSchema });
export type AssignmentPrice = z.infer<typeof assignmentPriceSchema>;

/** A new set of rows for an assignment, replacing all it had. */
export const assignmentPriceInputSchema = z.object({
  rows: z.array(priceRowSchema).check(z.maxLength(PRICE_ROWS_MAX, 'prices.tooManyRows')),
});
export type AssignmentPriceInput = z.input<typeof assignmentPriceInputSchema>;

/** A unit price with its VAT added, in öre: what customers see ("från 6 250,00 kr inkl. moms"). */
export const grossOf = (unitPrice: number, vatRate: number): number =>
  unitPrice + Math.round((unitPrice * vatRate) / 100);
