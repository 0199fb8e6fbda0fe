/**
 * The texts the list kit reads from a feature's own texts, under these keys, so that every list
 * says the same things in its own words.
 */
export type ListTextKey =
  | 'list.searchLabel'
  | 'list.searchPlaceholder'
  | 'list.clearSearch'
  | 'list.results'
  | 'list.noHitsTitle'
  | 'list.noHitsBody'
  | 'list.sortBy'
  | 'list.ascending'
  | 'list.descending'
  | 'list.sortedAscending'
  | 'list.sortedDescending'
  | 'list.errorTitle'
  | 'filters.clear';

/** A feature's translate function, as far as the list kit needs it. */
export type ListT<Extra extends string = never> = (
  key: ListTextKey | Extra,
  values?: Record<string, unknown>,
) => string;
