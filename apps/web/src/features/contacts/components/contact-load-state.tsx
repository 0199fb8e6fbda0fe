import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import PersonOffOutlinedIcon from '@mui/icons-material/PersonOffOutlined';
import { isHttpError } from '@/lib/http/http-error';
import { appPaths } from '@/lib/navigation/app-paths';
import { useContactsTexts } from '@/features/contacts/texts';
import { useTenantId } from '@/lib/session/use-tenant-id';
import { ListState } from './list-state';

/** A contact's page while it loads: the shape of what is coming. */
export function ContactPageSkeleton({ label }: { label: string }) {
  return (
    <Stack spacing={2.5} aria-busy="true" aria-label={label}>
      <Skeleton variant="text" width="40%" sx={{ fontSize: '2rem' }} />
      <Skeleton variant="rounded" height={160} />
      <Skeleton variant="rounded" height={220} />
    </Stack>
  );
}

/** A contact that could not be loaded: gone (404), or a failure that may pass. */
export function ContactLoadError({ error, onRetry }: { error: unknown; onRetry(): void }) {
  const tenantId = useTenantId();
  const { t } = useContactsTexts();
  const back = (
    <Button component={RouterLink} to={appPaths.contacts(tenantId)} sx={{ mt: 2 }}>
      {t('actions.back')}
    </Button>
  );
  if (isHttpError(error) && (error.status === 404 || error.status === 400)) {
    return (
      <ListState
        icon={PersonOffOutlinedIcon}
        title={t('error.loadContact')}
        body={t('error.notFound')}
        testId="contact-not-found"
      >
        {back}
      </ListState>
    );
  }
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Alert
        severity="error"
        sx={{ alignSelf: 'stretch' }}
        action={
          <Button color="inherit" size="small" onClick={onRetry}>
            {t('actions.retry')}
          </Button>
        }
      >
        {t('error.loadContact')}
        {isHttpError(error) ? ` – ${error.detail ?? error.message}` : ''}
      </Alert>
      {back}
    </Stack>
  );
}
