import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import SearchOffIcon from '@mui/icons-material/SearchOff';
import type { UseQueryResult } from '@tanstack/react-query';
import { EmptyState } from '@/lib/ui/empty-state';
import { ListPagination } from '@/lib/ui/list-pagination';
import { LoadError } from '@/lib/ui/load-error';
import { ListSkeleton } from './list-skeleton';
import { useListTotalText, type ListTotal } from './list-total';
import type { ListT } from './list-texts';
import type { PageSize } from './page-size';
import { SortControl } from './sort-control';
import type { SortDirection, UrlListState } from './url-list-state';

interface ListResultsProps<Item, Field extends string> {
  search: UseQueryResult<{ items: Item[] } & ListTotal>;
  /** Phones show cards, with a sort control in place of the column headers. */
  cards: boolean;
  t: ListT<`sort.${NoInfer<Field>}`>;
  state: UrlListState<Field>;
  sortFields: readonly Field[];
  onSortChange(sort: Field, direction: SortDirection): void;
  /** Whether a search or filter narrows the list: then "no hits", else the list's own empty state. */
  filtered: boolean;
  onClearFilters(): void;
  noHitsTestId: string;
  /** What a list with no rows at all says. */
  empty: ReactNode;
  pageSize: PageSize;
  /** Counts from 1. */
  onPageChange(page: number): void;
  onPageSizeChange(size: PageSize): void;
  /** The hits of the page, as cards or as a table. */
  children(items: Item[]): ReactNode;
}

/**
 * The part of a search page below its filters: the hit count, then the hits (loading, failed,
 * none, or a page of them with pagination).
 */
export function ListResults<Item, Field extends string>({
  search,
  cards,
  t,
  state,
  sortFields,
  onSortChange,
  filtered,
  onClearFilters,
  noHitsTestId,
  empty,
  pageSize,
  onPageChange,
  onPageSizeChange,
  children,
}: ListResultsProps<Item, Field>) {
  const result = search.data;
  const totalText = useListTotalText();
  return (
    <>
      <Stack
        direction="row"
        spacing={1}
        sx={{ alignItems: 'center', justifyContent: 'space-between', minHeight: 40 }}
      >
        <Typography role="status" sx={{ color: 'text.secondary' }}>
          {result ? t('list.results', { total: totalText(result) }) : ''}
        </Typography>
        {cards && Boolean(result?.total) && (
          <SortControl
            fields={sortFields}
            t={t}
            sort={state.sort}
            direction={state.direction}
            onChange={onSortChange}
          />
        )}
      </Stack>
      <ListBody
        search={search}
        cards={cards}
        errorTitle={t('list.errorTitle')}
        noHits={
          filtered && (
            <NoHits
              title={t('list.noHitsTitle')}
              body={t('list.noHitsBody')}
              clearLabel={t('filters.clear')}
              onClear={onClearFilters}
              testId={noHitsTestId}
            />
          )
        }
        empty={empty}
        page={state.page}
        pageSize={pageSize}
        onPageChange={onPageChange}
        onPageSizeChange={onPageSizeChange}
      >
        {children}
      </ListBody>
    </>
  );
}

interface NoHitsProps {
  title: string;
  body: string;
  clearLabel: string;
  onClear(): void;
  testId: string;
}

/** What a search or filter that matches nothing says, with the way to clear it. */
export function NoHits({ title, body, clearLabel, onClear, testId }: NoHitsProps) {
  return (
    <EmptyState icon={SearchOffIcon} title={title} body={body} testId={testId}>
      <Button onClick={onClear}>{clearLabel}</Button>
    </EmptyState>
  );
}

type ListBodyProps<Item> = Pick<
  ListResultsProps<Item, never>,
  'search' | 'cards' | 'empty' | 'pageSize' | 'onPageChange' | 'onPageSizeChange' | 'children'
> & {
  errorTitle: string;
  /** What an empty answer says while a search or filter narrows the list (`NoHits`); else `empty`. */
  noHits?: ReactNode;
  /** Counts from 1. */
  page: number;
};

/**
 * The hits of a list: loading, failed (with a retry), none at all, no hits for the search, or a
 * page of them with pagination.
 */
export function ListBody<Item>({
  search,
  cards,
  errorTitle,
  noHits,
  empty,
  page,
  pageSize,
  onPageChange,
  onPageSizeChange,
  children,
}: ListBodyProps<Item>) {
  const common = useTranslation();
  const result = search.data;
  return (
    <>
      {search.isError && !result && (
        <LoadError title={errorTitle} detail={search.error.message} onRetry={() => void search.refetch()} />
      )}
      {search.isPending && <ListSkeleton label={common.t('common.loading')} cards={cards} />}
      {result && result.total === 0 && <Paper variant="outlined">{noHits || empty}</Paper>}
      {result && result.total > 0 && (
        <Paper
          variant={cards ? 'elevation' : 'outlined'}
          elevation={0}
          sx={{
            bgcolor: cards ? 'transparent' : undefined,
            opacity: search.isPlaceholderData ? 0.6 : 1,
            transition: 'opacity 150ms',
          }}
          aria-busy={search.isFetching}
        >
          {children(result.items)}
          <ListPagination
            count={result}
            pageItems={result.items.length}
            page={page - 1}
            pageSize={pageSize}
            onPageChange={(page) => onPageChange(page + 1)}
            onPageSizeChange={onPageSizeChange}
          />
        </Paper>
      )}
    </>
  );
}
