import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import type { UrlListState } from './url-list-state';
import { useSearchText } from './use-search-text';

/** How one list's state is read from and written to the query string. */
export interface ListUrlCodec<State extends UrlListState<string>> {
  parse(params: URLSearchParams): State;
  toParams(state: State): URLSearchParams;
  defaults: State;
}

/**
 * A list's state in the URL, so that links and the back button keep it: the state, its search
 * field (written to the URL once typing pauses), and the ways to change it. `codec` must not
 * change between renders (a module constant).
 */
export function useUrlListState<State extends UrlListState<string>>(codec: ListUrlCodec<State>) {
  const [params, setParams] = useSearchParams();
  const state = codec.parse(params);
  const withText = useCallback(
    (current: URLSearchParams, text: string) => codec.toParams({ ...codec.parse(current), text, page: 1 }),
    [codec],
  );
  const { text, setText, clearText } = useSearchText(state.text, withText);
  return {
    state,
    text,
    setText,
    /** A change of filter or sort starts again on the first page. */
    update: (patch: Partial<State>) => setParams(codec.toParams({ ...state, page: 1, ...patch })),
    /** `replace` for a correction the back button should not return to. */
    goToPage: (page: number, replace = false) => setParams(codec.toParams({ ...state, page }), { replace }),
    /** Empties the search and the filters; the sort stays. */
    clearFilters: () => {
      clearText();
      setParams(codec.toParams({ ...codec.defaults, sort: state.sort, direction: state.direction }));
    },
  };
}
