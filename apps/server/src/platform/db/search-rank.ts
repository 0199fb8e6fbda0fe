import { sql, type SQL } from 'drizzle-orm';
import { integerKey, keyset, type KeyColumn, type Keyset } from './list-cursor.ts';
import { startsPattern, wordStartPattern } from './like-pattern.ts';

// The ranking of a text search (architecture: search). Its matches come in two ranks: 0 where a
// word of the record's search text (its name, address, number …) starts with the search text, 1
// where the text is only found inside a word. The rank is the first part of the sort key of every
// text search, before the list's own order: the list keeps its order within a rank, and pages by
// keyset across them (the cursor carries the rank).

/** The lower-cased search text as it is ranked: words apart by one space. */
export const rankedText = (text: string): string => text.trim().toLowerCase().replace(/\s+/g, ' ');

/**
 * The rank of a row for `text`, against the lower-cased search text column `searchText`, as the
 * first key column of a list running `descending` or not: in a descending list it counts down
 * from 0, so that the better rank still comes first.
 */
export function rankKey(text: string, searchText: SQL, descending: boolean): KeyColumn {
  const lowered = rankedText(text);
  const rank = sql`(CASE WHEN ${searchText} LIKE ${startsPattern(lowered)} OR ${searchText} LIKE ${wordStartPattern(lowered)} THEN 0 ELSE 1 END)`;
  return integerKey(descending ? sql`(-${rank})` : rank);
}

/** The keyset of a text search: the rank, then the list's own order (`list`). */
export interface RankedKeyset extends Keyset {
  rank: KeyColumn;
  list: Keyset;
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
): Keyset | RankedKeyset {
  const list = keyset(order, descending, columns);
  return rank ? { ...keyset(`${order}:ranked`, descending, [rank, ...columns]), rank, list } : list;
}

export const isRanked = (order: Keyset): order is RankedKeyset => 'rank' in order;
