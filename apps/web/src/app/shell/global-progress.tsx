import { useIsFetching, useIsMutating } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigation } from 'react-router';
import LinearProgress from '@mui/material/LinearProgress';
import { usePendingRequestCount } from '@/lib/http/pending-requests';

/** A thin bar at the very top while any call, query, mutation or page load is pending. */
export function ProgressBar() {
  const { t } = useTranslation();
  return (
    <LinearProgress
      aria-label={t('shell.progress')}
      sx={{
        position: 'fixed',
        top: 0,
        left: 0,
        right: 0,
        height: 3,
        zIndex: (theme) => theme.zIndex.tooltip + 1,
      }}
    />
  );
}

export function GlobalProgress() {
  const pendingRequests = usePendingRequestCount();
  const fetching = useIsFetching();
  const mutating = useIsMutating();
  const navigation = useNavigation();
  const busy = pendingRequests > 0 || fetching > 0 || mutating > 0 || navigation.state !== 'idle';
  return busy ? <ProgressBar /> : null;
}
