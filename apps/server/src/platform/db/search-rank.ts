import { sql, type SQL } from 'drizzle-orm';
import { integerKey, keyset, type KeyColumn, type Keyset } from './list-cursor.ts';
import { startsPattern, wordStartPattern } from './like-pattern.ts';

// The ranking of a text search (architecture: search). Its matches come in three ranks: 0 where
// the record's main text (a name, an address) starts with the search text, 1 where a word of its
// search text does, 2 where the text is found inside a word. The rank is the first part of the
// sort key of every text search, before the list's own order: the list keeps its order within a
// rank, and pages by keyset across them (the cursor carries the rank).

/** What a search text is ranked against: the record's main texts (lower-cased) and its search text. */
export interface RankedTexts {
  /** Lower-cased expressions; a match that starts one of them ranks first. */
  starts: SQL[];
  /** The lower-cased search text column. */
  searchText: SQL;
}

/** The lower-cased search text as it is ranked: words apart by one space. */
export const rankedText = (text: string): string => text.trim().toLowerCase().replace(/\s+/g, ' ');

/**
 * The rank of a row for `text` as the first key column of a list running `descending` or not:
 * in a descending list it counts down from 0, so that the best rank still comes first.
 */
export function rankKey(text: string, texts: RankedTexts, descending: boolean): KeyColumn {
  const lowered = rankedText(text);
  const starts = startsPattern(lowered);
  const rank = sql`(CASE WHEN ${sql.join(
    texts.starts.map((expression) => sql`${expression} LIKE ${starts}`),
    sql` OR `,
  )} THEN 0 WHEN ${texts.searchText} LIKE ${starts} OR ${texts.searchText} LIKE ${wordStartPattern(lowered)} THEN 1 ELSE 2 END)`;
  return integerKey(descending ? sql`(-${rank})` : rank);
}

/**
 * A list's keyset order (`keyset`), after the rank of a text search's matches when there is one:
 * a cursor of the ranked order is of another kind than one of the plain list.
 */
export function rankedKeyset(
  order: string,
  descending: boolean,
  rank: KeyColumn | undefined,
  columns: readonly KeyColumn[],
): Keyset {
  return rank
    ? keyset(`${order}:ranked`, descending, [rank, ...columns])
    : keyset(order, descending, columns);
}
