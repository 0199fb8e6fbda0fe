import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { PageTitleKey } from '../navigation/route-handle';

interface PageBreadcrumbsProps {
  tenantId: string;
  tenantName: string;
  titleKey: PageTitleKey | null;
}

/** Organisation › page. */
export function PageBreadcrumbs({ tenantId, tenantName, titleKey }: PageBreadcrumbsProps) {
  const { t } = useTranslation();
  return (
    <Breadcrumbs aria-label={t('shell.breadcrumbs')} sx={{ mb: 2 }}>
      <Link component={RouterLink} to={`/${encodeURIComponent(tenantId)}`} color="inherit">
        {tenantName}
      </Link>
      {titleKey && (
        <Typography aria-current="page" sx={{ color: 'text.primary' }}>
          {t(titleKey)}
        </Typography>
      )}
    </Breadcrumbs>
  );
}
