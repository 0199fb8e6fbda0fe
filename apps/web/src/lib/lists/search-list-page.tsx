import { useState, type ReactNode } from 'react';
import Collapse from '@mui/material/Collapse';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ListTableProps } from './data-table';
import { ListResults } from './list-results';
import type { ListT } from './list-texts';
import type { ListTotal } from './list-total';
import { SearchToolbar } from './search-toolbar';
import type { SortDirection, UrlListState } from './url-list-state';
import { useListCursors } from './list-cursors';
import { useLastPageFallback } from './use-last-page-fallback';
import { usePageSize } from './use-page-size';
import { useUrlListState, type ListUrlCodec } from './use-url-list-state';

/**
 * The state of a search page: its query-string state, page size (remembered under `listId`),
 * whether phones show it (as cards) and whether its filter panel is open (at first when
 * `panelCount` filters narrow it).
 */
export function useSearchList<State extends UrlListState<string>>(
  codec: ListUrlCodec<State>,
  listId: string,
  panelCount: (state: State) => number,
) {
  const url = useUrlListState(codec);
  const [pageSize, setPageSize] = usePageSize(listId);
  const cursors = useListCursors({ ...url.state, page: undefined, pageSize });
  const [filtersOpen, setFiltersOpen] = useState(() => panelCount(url.state) > 0);
  const cards = useMediaQuery(useTheme().breakpoints.down('md'));
  return {
    ...url,
    pageSize,
    /** A new page size starts again on the first page. */
    setPageSize: (size: typeof pageSize) => {
      setPageSize(size);
      url.update({});
    },
    /** The cursor that opens the current page, when "next" reached it (lists that page by keyset). */
    cursor: cursors.cursorOf(url.state.page),
    turnCursor: cursors.turn,
    cards,
    filtersOpen,
    toggleFilters: () => setFiltersOpen((open) => !open),
    panelCount: panelCount(url.state),
  };
}

type SearchList<State extends UrlListState<string>> = ReturnType<typeof useSearchList<State>>;

interface SearchListPageProps<State extends UrlListState<Field>, Item, Field extends string> {
  list: SearchList<State>;
  search: UseQueryResult<{ items: Item[]; nextCursor?: string } & ListTotal>;
  title: string;
  /** The page's e2e hook; its filter panel is `<id>-filters`, its search field `<id>-search`. */
  id: string;
  testId: string;
  t: ListT<`sort.${NoInfer<Field>}`>;
  filtersLabel: string;
  /** The page's own toolbar action (create, export). */
  action?: ReactNode;
  /** Filters always in view, between the toolbar and the panel (the order statuses). */
  quickFilters?: ReactNode;
  /** The filter panel's content. */
  filters: ReactNode;
  /** Actions on the rows chosen in the table, above the hits while some are chosen. */
  selectionBar?: ReactNode;
  sortFields: readonly Field[];
  filtered: boolean;
  /** What a list with no rows at all says. */
  empty: ReactNode;
  /** A click on a column's header: the sort it picks. */
  nextSort(state: State, field: Field): Pick<State, 'sort' | 'direction'>;
  /** The path of one hit. */
  hrefOf(item: NoInfer<Item>): string;
  /** The hits as cards (phones) and as a table (wider). */
  cards(items: Item[]): ReactNode;
  table(props: ListTableProps<Item, Field>): ReactNode;
}

/**
 * A search page: title, search field with the filter toggle and the page's action, the filter
 * panel, then the hits (as cards on phones, as a table wider) with sorting and paging.
 */
export function SearchListPage<State extends UrlListState<Field>, Item, Field extends string>({
  list,
  search,
  title,
  id,
  testId,
  t,
  filtersLabel,
  action,
  quickFilters,
  filters,
  selectionBar,
  sortFields,
  filtered,
  empty,
  nextSort,
  hrefOf,
  cards,
  table,
}: SearchListPageProps<State, Item, Field>) {
  const { state, pageSize, goToPage, update } = list;
  useLastPageFallback(search.data, state.page, pageSize, (page) => goToPage(page, true));
  return (
    <Stack spacing={2} data-testid={testId}>
      <Typography variant="h1">{title}</Typography>
      <SearchToolbar
        text={list.text}
        onTextChange={list.setText}
        t={t}
        filtersLabel={filtersLabel}
        searchTestId={`${id}-search`}
        filterCount={list.panelCount}
        filtersOpen={list.filtersOpen}
        onToggleFilters={list.toggleFilters}
        filtersId={`${id}-filters`}
      >
        {action}
      </SearchToolbar>
      {quickFilters}
      <Collapse in={list.filtersOpen} id={`${id}-filters`} unmountOnExit>
        {filters}
      </Collapse>
      {selectionBar}
      <ListResults
        search={search}
        cards={list.cards}
        t={t}
        state={state}
        sortFields={sortFields}
        onSortChange={(sort: Field, direction: SortDirection) =>
          update({ sort, direction } as Partial<State>)
        }
        filtered={filtered}
        onClearFilters={list.clearFilters}
        noHitsTestId={`${id}-no-hits`}
        empty={empty}
        pageSize={pageSize}
        onPageChange={(page) => {
          // "Next" from a page that knows where the next one starts goes there by its cursor.
          list.turnCursor(state.page, page, search);
          goToPage(page);
        }}
        onPageSizeChange={list.setPageSize}
      >
        {(items) =>
          list.cards
            ? cards(items)
            : table({
                items,
                sort: state.sort,
                direction: state.direction,
                onSort: (field) => update(nextSort(state, field) as Partial<State>),
                hrefOf,
              })
        }
      </ListResults>
    </Stack>
  );
}
