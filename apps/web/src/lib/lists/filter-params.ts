import {
  listStateParams,
  orderedDateRange,
  readDate,
  readIds,
  readListState,
  type UrlListState,
} from './url-list-state';
import type { ListUrlCodec } from './use-url-list-state';

/** How one filter of a list is kept in the query string and sent in the search body. */
export interface FilterParam<Value> {
  read(params: URLSearchParams): Value;
  write(params: URLSearchParams, value: Value): void;
  /** Whether the value narrows the list. */
  narrows(value: Value): boolean;
  /** Its part of the search body; none for a value sent another way (the date range). */
  body?(value: Value): Record<string, unknown>;
}

type ParamValues<Params> = {
  [Key in keyof Params]: Params[Key] extends FilterParam<infer Value> ? Value : never;
};

/** Values under one key, each kept by `accept`; an empty list does not narrow and is not sent. */
export function listParam<Value extends string>(
  key: string,
  field: string,
  accept: (value: string) => value is Value,
): FilterParam<Value[]> {
  return {
    read: (params) => [...new Set(params.getAll(key).filter(accept))],
    write: (params, values) => values.forEach((value) => params.append(key, value)),
    narrows: (values) => values.length > 0,
    body: (values) => (values.length ? { [field]: values } : {}),
  };
}

/** Ids under one key; anything that is not an id is dropped. */
export function idsParam(key: string, field: string): FilterParam<string[]> {
  return {
    ...listParam(key, field, (_value): _value is string => true),
    read: (params) => readIds(params, key),
  };
}

/** A switch kept as `key=1` and sent as `field: true` when on. */
export function flagParam(key: string, field: string): FilterParam<boolean> {
  return {
    read: (params) => params.get(key) === '1',
    write: (params, on) => on && params.set(key, '1'),
    narrows: (on) => on,
    body: (on) => (on ? { [field]: true } : {}),
  };
}

/** A `YYYY-MM-DD` date under one key, or ''. Dates go into the body as an ordered range. */
export function dateParam(key: string): FilterParam<string> {
  return {
    read: (params) => readDate(params, key),
    write: (params, value) => value && params.set(key, value),
    narrows: (value) => Boolean(value),
  };
}

/** The date range every dated list filters by: `from` and `to` in the query string. */
export const dateRangeParams = { dateFrom: dateParam('from'), dateTo: dateParam('to') };

/**
 * One list's filters, declared once: from them come the query string codec's filter part, the
 * count of narrowing filters (the date range counts once), "is anything narrowing" and the
 * filters' part of the search body.
 */
export function defineListFilters<Params extends Record<string, FilterParam<unknown>>>(params: Params) {
  type Values = ParamValues<Params>;
  const entries = Object.entries(params) as [keyof Values & string, FilterParam<unknown>][];
  const isDate = (name: string) => name === 'dateFrom' || name === 'dateTo';
  const activeCount = (filter: Values): number => {
    const narrowing = entries.filter(([name, param]) => param.narrows(filter[name]));
    const dates = narrowing.filter(([name]) => isDate(name)).length;
    return narrowing.length - dates + (dates ? 1 : 0);
  };
  return {
    read: (search: URLSearchParams) =>
      Object.fromEntries(entries.map(([name, param]) => [name, param.read(search)])) as Values,
    write: (search: URLSearchParams, filter: Values) => {
      for (const [name, param] of entries) param.write(search, filter[name]);
    },
    activeCount,
    /** Whether the text or a filter narrows the list: decides between "none yet" and "no hits". */
    isFiltered: (filter: Values & Pick<UrlListState<string>, 'text'>) =>
      Boolean(filter.text.trim()) || activeCount(filter) > 0,
    body: (filter: Values): Record<string, unknown> => {
      const dated = filter as Partial<Record<'dateFrom' | 'dateTo', string>>;
      return Object.assign(
        {},
        ...entries.map(([name, param]) => param.body?.(filter[name]) ?? {}),
        'dateFrom' in params ? orderedDateRange(dated.dateFrom ?? '', dated.dateTo ?? '') : {},
      ) as Record<string, unknown>;
    },
  };
}

/**
 * How a list's whole state (text, sort, page and its filters) is kept in the query string;
 * anything unreadable falls back to `defaults`, and defaults are left out so plain links stay plain.
 */
export function filterUrlCodec<Field extends string, State extends UrlListState<Field>>(
  filters: {
    read(params: URLSearchParams): object;
    write(params: URLSearchParams, state: NoInfer<State>): void;
  },
  sortFields: readonly Field[],
  defaults: State,
): ListUrlCodec<State> {
  return {
    parse: (params) =>
      ({ ...readListState(params, sortFields, defaults.sort), ...filters.read(params) }) as State,
    toParams: (state) => listStateParams(state, defaults, (params) => filters.write(params, state)),
    defaults,
  };
}
