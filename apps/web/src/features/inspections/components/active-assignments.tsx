import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useInitialData } from '@/lib/session/session-queries';
import { useTenantId } from '@/lib/session/use-tenant-id';
import { LoadError } from '@/lib/ui/load-error';
import { useInspectionSearch } from '@/features/inspections/list-queries';
import { DEFAULT_LIST_FILTER, listFilterParams } from '@/features/inspections/list-filter';
import { useInspectionTexts } from '@/features/inspections/texts';
import { InspectionCards } from './inspection-cards';
import { ListSkeleton } from '@/lib/lists/list-skeleton';
import { useListTotalText } from '@/lib/lists/list-total';
import { appPaths } from '@/lib/navigation/app-paths';

/** How many of the user's active inspections the dashboard shows. */
const DASHBOARD_SIZE = 25;

interface ActiveAssignmentsProps {
  /** Shown when the user has no active inspection (the dashboard's own empty view). */
  empty: ReactNode;
}

/**
 * The dashboard's "active assignments" view: the signed-in user's inspections whose status is not
 * final, soonest first, as cards that open each one; a link leads to the whole filtered list.
 */
export function ActiveAssignments({ empty }: ActiveAssignmentsProps) {
  const { t } = useInspectionTexts.firstLoad();
  const totalText = useListTotalText();
  const common = useTranslation();
  const tenantId = useTenantId();
  const userId = useInitialData().user.id;
  const search = useInspectionSearch({
    active: true,
    inspectorIds: [userId],
    sort: 'date',
    direction: 'asc',
    pageSize: DASHBOARD_SIZE,
  });
  const listLink = appPaths.inspections(
    tenantId,
    listFilterParams({
      ...DEFAULT_LIST_FILTER,
      active: true,
      inspectorIds: [userId],
      sort: 'date',
      direction: 'asc',
    }),
  );

  if (search.isPending) return <ListSkeleton label={common.t('common.loading')} rows={3} cards />;
  if (search.isError) {
    return (
      <LoadError
        title={t('dashboard.errorTitle')}
        detail={search.error.message}
        onRetry={() => void search.refetch()}
      />
    );
  }
  if (search.data.total === 0) return empty;
  return (
    <Stack spacing={2} data-testid="active-assignments">
      <InspectionCards
        items={search.data.items}
        hrefOf={(item) => appPaths.inspection(tenantId, item.id)}
        label={t('dashboard.title')}
        grid
      />
      <Button component={RouterLink} to={listLink} sx={{ alignSelf: 'flex-start' }}>
        {t('dashboard.showAll')}
        {search.data.total > search.data.items.length ? ` (${totalText(search.data)})` : ''}
      </Button>
    </Stack>
  );
}
