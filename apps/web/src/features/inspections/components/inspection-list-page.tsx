import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import AssignmentOutlinedIcon from '@mui/icons-material/AssignmentOutlined';
import SearchOffIcon from '@mui/icons-material/SearchOff';
import { hasPermission } from '@syna/contracts/roles';
import type { InspectionListItem } from '@syna/contracts/inspections';
import { useDebouncedValue } from '../../../lib/lists/use-debounced-value';
import { usePageSize } from '../../../lib/lists/use-page-size';
import { useInitialData, useTenantId } from '../../../lib/session/session-queries';
import { EmptyState } from '../../../lib/ui/empty-state';
import { ListPagination } from '../../../lib/ui/list-pagination';
import { LoadError } from '../../../lib/ui/load-error';
import { useInspectionMetadata, useInspectionSearch } from '../api';
import {
  activeFilterCount,
  DEFAULT_LIST_FILTER,
  isFiltered,
  listFilterParams,
  nextSort,
  parseListFilter,
  toSearchBody,
  type ListFilter,
} from '../list-filter';
import { useInspectionTexts } from '../texts';
import { InspectionCards } from './inspection-cards';
import { InspectionTable } from './inspection-table';
import { ListFilters } from './list-filters';
import { ListSkeleton } from './list-skeleton';
import { ListToolbar, SortControl } from './list-toolbar';

/** `/:tenant/inspections`: search, filter, sort and page through the organisation's inspections. */
export function InspectionListPage() {
  const { t } = useInspectionTexts();
  const common = useTranslation();
  const tenantId = useTenantId();
  const session = useInitialData();
  const canWrite = hasPermission(session.permissions, 'inspections.write');
  const phone = useMediaQuery(useTheme().breakpoints.down('md'));
  const [params, setParams] = useSearchParams();
  const filter = parseListFilter(params);
  const [pageSize, setPageSize] = usePageSize('inspections');
  const [filtersOpen, setFiltersOpen] = useState(() => activeFilterCount(filter) > 0);
  const metadata = useInspectionMetadata(tenantId);

  const update = (patch: Partial<ListFilter>, replace = false) =>
    setParams(listFilterParams({ ...filter, page: 1, ...patch }), { replace });

  // The search field types freely; the URL (and so the search) follows once typing pauses.
  const [text, setText] = useState(filter.text);
  const settled = useDebouncedValue(text, 300);
  const written = useRef(filter.text);
  useEffect(() => {
    if (settled === written.current) return;
    written.current = settled;
    setParams((current) => listFilterParams({ ...parseListFilter(current), text: settled, page: 1 }), {
      replace: true,
    });
  }, [settled, setParams]);
  useEffect(() => {
    // Back and forward change the URL's text: the field follows.
    if (filter.text !== written.current) {
      written.current = filter.text;
      setText(filter.text);
    }
  }, [filter.text]);

  const search = useInspectionSearch(tenantId, toSearchBody(filter, pageSize));
  const result = search.data;
  // A page past the end (after filtering or deleting) falls back to the last page with rows.
  useEffect(() => {
    if (result && result.items.length === 0 && result.total > 0 && filter.page > 1 && pageSize > 0) {
      setParams(listFilterParams({ ...filter, page: Math.ceil(result.total / pageSize) }), { replace: true });
    }
  }, [result, filter, pageSize, setParams]);

  const base = `/${encodeURIComponent(tenantId)}/inspections`;
  const hrefOf = (item: InspectionListItem) => `${base}/${encodeURIComponent(item.id)}`;
  const filterCount = activeFilterCount(filter);
  const clearFilters = () => {
    setText('');
    written.current = '';
    setParams(listFilterParams({ ...DEFAULT_LIST_FILTER, sort: filter.sort, direction: filter.direction }));
  };

  return (
    <Stack spacing={2} data-testid="inspection-list">
      <Typography variant="h1">{t('list.title')}</Typography>
      <ListToolbar
        text={text}
        onTextChange={setText}
        filterCount={filterCount}
        filtersOpen={filtersOpen}
        onToggleFilters={() => setFiltersOpen((open) => !open)}
        createHref={canWrite ? `${base}/create` : null}
      />
      <Collapse in={filtersOpen} id="inspection-filters" unmountOnExit>
        <ListFilters
          tenantId={tenantId}
          filter={filter}
          metadata={metadata.data}
          onChange={(patch) => update(patch)}
          onClear={clearFilters}
        />
      </Collapse>
      <Stack
        direction="row"
        spacing={1}
        sx={{ alignItems: 'center', justifyContent: 'space-between', minHeight: 40 }}
      >
        <Typography role="status" sx={{ color: 'text.secondary' }}>
          {result ? t('list.results', { count: result.total }) : ''}
        </Typography>
        {phone && Boolean(result?.total) && (
          <SortControl
            sort={filter.sort}
            direction={filter.direction}
            onChange={(sort, direction) => update({ sort, direction })}
          />
        )}
      </Stack>
      {search.isError && !result && (
        <LoadError
          title={t('list.errorTitle')}
          detail={search.error.message}
          onRetry={() => void search.refetch()}
        />
      )}
      {search.isPending && <ListSkeleton label={common.t('common.loading')} cards={phone} />}
      {result && result.total === 0 && (
        <Paper variant="outlined">
          {isFiltered(filter) ? (
            <EmptyState
              icon={SearchOffIcon}
              title={t('list.noHitsTitle')}
              body={t('list.noHitsBody')}
              testId="inspection-no-hits"
            >
              <Button onClick={clearFilters}>{t('filters.clear')}</Button>
            </EmptyState>
          ) : (
            <EmptyState
              icon={AssignmentOutlinedIcon}
              title={t('list.emptyTitle')}
              body={canWrite ? t('list.emptyBody') : t('list.emptyReadOnly')}
              testId="inspection-empty"
            >
              {canWrite && (
                <Button component={RouterLink} to={`${base}/create`} variant="contained">
                  {t('actions.create')}
                </Button>
              )}
            </EmptyState>
          )}
        </Paper>
      )}
      {result && result.total > 0 && (
        <Paper
          variant={phone ? 'elevation' : 'outlined'}
          elevation={0}
          sx={{
            bgcolor: phone ? 'transparent' : undefined,
            opacity: search.isPlaceholderData ? 0.6 : 1,
            transition: 'opacity 150ms',
          }}
          aria-busy={search.isFetching}
        >
          {phone ? (
            <InspectionCards items={result.items} hrefOf={hrefOf} label={t('list.label')} />
          ) : (
            <InspectionTable
              items={result.items}
              sort={filter.sort}
              direction={filter.direction}
              onSort={(field) => update(nextSort(filter, field))}
              hrefOf={hrefOf}
            />
          )}
          <ListPagination
            count={result.total}
            page={filter.page - 1}
            pageSize={pageSize}
            onPageChange={(page) => setParams(listFilterParams({ ...filter, page: page + 1 }))}
            onPageSizeChange={(size) => {
              setPageSize(size);
              update({});
            }}
          />
        </Paper>
      )}
    </Stack>
  );
}
