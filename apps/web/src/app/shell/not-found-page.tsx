import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTenantId } from '@/lib/session/use-tenant-id';
import { appPaths } from '@/lib/navigation/app-paths';

/** An unknown page inside a tenant. */
export function NotFoundPage() {
  const { t } = useTranslation();
  const tenantId = useTenantId();
  return (
    <section aria-labelledby="not-found-title">
      <Typography id="not-found-title" variant="h1" sx={{ mb: 2 }}>
        {t('notFound.title')}
      </Typography>
      <Typography sx={{ mb: 3 }}>{t('notFound.body')}</Typography>
      <Button variant="contained" component={RouterLink} to={appPaths.home(tenantId)}>
        {t('notFound.back')}
      </Button>
    </section>
  );
}
