import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import AddIcon from '@mui/icons-material/Add';
import AssignmentOutlinedIcon from '@mui/icons-material/AssignmentOutlined';
import { hasPermission } from '@syna/contracts/roles';
import { INSPECTION_SORT_FIELDS, type InspectionListItem } from '@syna/contracts/inspections';
import { ListResults } from '@/lib/lists/list-results';
import { SearchToolbar, toolbarActionSx } from '@/lib/lists/search-toolbar';
import { useLastPageFallback } from '@/lib/lists/use-last-page-fallback';
import { usePageSize } from '@/lib/lists/use-page-size';
import { useUrlListState } from '@/lib/lists/use-url-list-state';
import { useInitialData } from '@/lib/session/session-queries';
import { useTenantId } from '@/lib/session/use-tenant-id';
import { EmptyState } from '@/lib/ui/empty-state';
import { appPaths } from '@/lib/navigation/app-paths';
import { useInspectionMetadata, useInspectionSearch } from '@/features/inspections/api';
import {
  activeFilterCount,
  isFiltered,
  LIST_FILTER_URL,
  nextSort,
  toSearchBody,
} from '@/features/inspections/list-filter';
import { useInspectionTexts } from '@/features/inspections/texts';
import { InspectionCards } from './inspection-cards';
import { InspectionTable } from './inspection-table';
import { ListFilters } from './list-filters';

/** `/:tenant/inspections`: search, filter, sort and page through the organisation's inspections. */
export function InspectionListPage() {
  const { t } = useInspectionTexts();
  const tenantId = useTenantId();
  const session = useInitialData();
  const canWrite = hasPermission(session.permissions, 'inspections.write');
  const phone = useMediaQuery(useTheme().breakpoints.down('md'));
  const { state: filter, text, setText, update, goToPage, clearFilters } = useUrlListState(LIST_FILTER_URL);
  const [pageSize, setPageSize] = usePageSize('inspections');
  const [filtersOpen, setFiltersOpen] = useState(() => activeFilterCount(filter) > 0);
  const metadata = useInspectionMetadata();

  const search = useInspectionSearch(toSearchBody(filter, pageSize));
  const result = search.data;
  useLastPageFallback(result, filter.page, pageSize, (page) => goToPage(page, true));

  const hrefOf = (item: InspectionListItem) => appPaths.inspection(tenantId, item.id);
  const filterCount = activeFilterCount(filter);

  return (
    <Stack spacing={2} data-testid="inspection-list">
      <Typography variant="h1">{t('list.title')}</Typography>
      <SearchToolbar
        text={text}
        onTextChange={setText}
        t={t}
        filtersLabel={filterCount ? t('filters.showCount', { count: filterCount }) : t('filters.show')}
        searchTestId="inspection-search"
        filterCount={filterCount}
        filtersOpen={filtersOpen}
        onToggleFilters={() => setFiltersOpen((open) => !open)}
        filtersId="inspection-filters"
      >
        {canWrite && (
          <Button
            component={RouterLink}
            to={appPaths.inspectionCreate(tenantId)}
            variant="contained"
            startIcon={<AddIcon />}
            sx={toolbarActionSx}
          >
            {t('actions.create')}
          </Button>
        )}
      </SearchToolbar>
      <Collapse in={filtersOpen} id="inspection-filters" unmountOnExit>
        <ListFilters
          filter={filter}
          metadata={metadata.data}
          onChange={(patch) => update(patch)}
          onClear={clearFilters}
        />
      </Collapse>
      <ListResults
        search={search}
        cards={phone}
        t={t}
        state={filter}
        sortFields={INSPECTION_SORT_FIELDS}
        onSortChange={(sort, direction) => update({ sort, direction })}
        filtered={isFiltered(filter)}
        onClearFilters={clearFilters}
        noHitsTestId="inspection-no-hits"
        empty={
          <EmptyState
            icon={AssignmentOutlinedIcon}
            title={t('list.emptyTitle')}
            body={canWrite ? t('list.emptyBody') : t('list.emptyReadOnly')}
            testId="inspection-empty"
          >
            {canWrite && (
              <Button component={RouterLink} to={appPaths.inspectionCreate(tenantId)} variant="contained">
                {t('actions.create')}
              </Button>
            )}
          </EmptyState>
        }
        pageSize={pageSize}
        onPageChange={goToPage}
        onPageSizeChange={(size) => {
          setPageSize(size);
          update({});
        }}
      >
        {(items) =>
          phone ? (
            <InspectionCards items={items} hrefOf={hrefOf} label={t('list.label')} />
          ) : (
            <InspectionTable
              items={items}
              sort={filter.sort}
              direction={filter.direction}
              onSort={(field) => update(nextSort(filter, field))}
              hrefOf={hrefOf}
            />
          )
        }
      </ListResults>
    </Stack>
  );
}
