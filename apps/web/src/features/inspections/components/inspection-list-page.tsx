import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import AddIcon from '@mui/icons-material/Add';
import AssignmentOutlinedIcon from '@mui/icons-material/AssignmentOutlined';
import { hasPermission } from '@syna/contracts/roles';
import { INSPECTION_SORT_FIELDS, type InspectionListItem } from '@syna/contracts/inspections';
import { ExportButton } from '@/lib/lists/export-button';
import { toolbarActionSx } from '@/lib/lists/search-toolbar';
import { SearchListPage, useSearchList } from '@/lib/lists/search-list-page';
import { useInitialData } from '@/lib/session/session-queries';
import { appPaths } from '@/lib/navigation/app-paths';
import { useTenantApi } from '@/lib/http/endpoint-hooks';
import { EmptyState } from '@/lib/ui/empty-state';
import { exportInspections, useInspectionMetadata } from '@/features/inspections/api';
import { useInspectionSearch } from '@/features/inspections/list-queries';
import {
  activeFilterCount,
  isFiltered,
  LIST_FILTER_URL,
  nextSort,
  toSearchBody,
} from '@/features/inspections/list-filter';
import { useInspectionTexts } from '@/features/inspections/texts';
import type { InspectionListParts } from '../routes';
import { BulkActions } from './bulk-actions';
import { InspectionCards } from './inspection-cards';
import { InspectionTable } from './inspection-table';
import { ListFilters } from './list-filters';

/** `/:tenant/inspections`: search, filter, sort and page through the organisation's inspections. */
export function InspectionListPage({ bulkAction }: InspectionListParts) {
  const { t } = useInspectionTexts();
  const api = useTenantApi();
  const session = useInitialData();
  const canWrite = hasPermission(session.permissions, 'inspections.write');
  const list = useSearchList(LIST_FILTER_URL, 'inspections', activeFilterCount);
  const { state: filter, update } = list;
  const metadata = useInspectionMetadata();
  const search = useInspectionSearch({
    ...toSearchBody(filter, list.pageSize),
    ...(list.cursor ? { cursor: list.cursor } : {}),
  });

  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  // Only the rows of the page in view count as chosen: another page or search starts afresh.
  const chosen = (search.data?.items ?? []).filter((item) => selected.has(item.id)).map((item) => item.id);
  const selectable = canWrite && !list.cards;

  const hrefOf = (item: InspectionListItem) => appPaths.inspection(api.tenantId, item.id);
  const createLink = (sx?: typeof toolbarActionSx) => (
    <Button
      component={RouterLink}
      to={appPaths.inspectionCreate(api.tenantId)}
      variant="contained"
      startIcon={sx && <AddIcon />}
      sx={sx}
    >
      {t('actions.create')}
    </Button>
  );

  return (
    <SearchListPage
      list={list}
      search={search}
      title={t('list.title')}
      id="inspection"
      testId="inspection-list"
      t={t}
      filtersLabel={list.panelCount ? t('filters.showCount', { count: list.panelCount }) : t('filters.show')}
      action={
        <>
          <ExportButton
            // Every hit of the search, not only the page on screen.
            start={(format) =>
              exportInspections(
                api,
                { ...toSearchBody(filter, list.pageSize), page: 1, pageSize: -1 },
                format,
              )
            }
            labels={{
              export: t('actions.export'),
              exporting: t('actions.exporting'),
              failed: t('list.exportFailed'),
            }}
            testId="inspection-export"
          />
          {canWrite && createLink(toolbarActionSx)}
        </>
      }
      filters={
        <ListFilters
          filter={filter}
          metadata={metadata.data}
          onChange={(patch) => update(patch)}
          onClear={list.clearFilters}
        />
      }
      selectionBar={
        selectable &&
        chosen.length > 0 && (
          <BulkActions
            ids={chosen}
            metadata={metadata.data}
            onClear={() => setSelected(new Set())}
            extra={bulkAction}
          />
        )
      }
      sortFields={INSPECTION_SORT_FIELDS}
      filtered={isFiltered(filter)}
      empty={
        <EmptyState
          icon={AssignmentOutlinedIcon}
          title={t('list.emptyTitle')}
          body={canWrite ? t('list.emptyBody') : t('list.emptyReadOnly')}
          testId="inspection-empty"
        >
          {canWrite && createLink()}
        </EmptyState>
      }
      cards={(items) => <InspectionCards items={items} hrefOf={hrefOf} label={t('list.label')} />}
      nextSort={nextSort}
      hrefOf={hrefOf}
      table={(props) => (
        <InspectionTable
          {...props}
          selection={
            selectable
              ? {
                  selected,
                  onChange: setSelected,
                  allLabel: t('bulk.selectAll'),
                  rowLabel: (item) => t('bulk.select', { number: item.number }),
                }
              : undefined
          }
        />
      )}
    />
  );
}
