import type { MessageGroup } from './message.ts';

/** The price list and an assignment's price. */
export const priceMessages = {
  articleMissing: { sv: 'Artikeln finns inte', en: 'The article does not exist' },
  typeMissing: { sv: 'Typen finns inte', en: 'The type does not exist' },
  tooManyRows: {
    sv: 'Högst {maximum} rader på ett uppdrags pris',
    en: 'At most {maximum} rows on an assignment’s price',
  },
} satisfies MessageGroup;
