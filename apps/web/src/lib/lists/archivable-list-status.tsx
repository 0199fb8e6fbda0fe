import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import type { SvgIconComponent } from '@mui/icons-material';
import { EmptyState } from '@/lib/ui/empty-state';

interface ArchivableListStatusProps {
  /** The list query's state. */
  list: {
    isPending: boolean;
    isError: boolean;
    isSuccess: boolean;
    data?: readonly unknown[];
    refetch(): unknown;
  };
  /** How many items are shown (archived ones may be hidden). */
  shown: number;
  loadError: string;
  /** Said when every item is archived and archived ones are hidden. */
  noneActive: string;
  /** What a list with no items at all says. */
  empty: { icon: SvgIconComponent; title: string; body: string; testId: string };
}

/**
 * What an administrator's list of archivable items (lookups, order types) shows instead of its rows:
 * loading rows, a failed load with retry, "all archived", or the empty state.
 */
export function ArchivableListStatus({
  list,
  shown,
  loadError,
  noneActive,
  empty,
}: ArchivableListStatusProps) {
  const { t } = useTranslation();
  const total = list.data?.length ?? 0;
  return (
    <>
      {list.isPending && (
        <Stack spacing={1} aria-busy="true" aria-label={t('common.loading')}>
          {[0, 1, 2].map((row) => (
            <Skeleton key={row} variant="rounded" height={44} />
          ))}
        </Stack>
      )}
      {list.isError && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void list.refetch()}>
              {t('common.retry')}
            </Button>
          }
        >
          {loadError}
        </Alert>
      )}
      {list.isSuccess && total > 0 && shown === 0 && <Alert severity="info">{noneActive}</Alert>}
      {list.isSuccess && total === 0 && <EmptyState {...empty} />}
    </>
  );
}
