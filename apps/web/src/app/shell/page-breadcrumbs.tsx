import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useRouteCrumbs, type RouteCrumb } from '@/app/navigation/route-handle';
import { useTenantId } from '@/lib/session/use-tenant-id';
import { appPaths } from '@/lib/navigation/app-paths';

interface PageBreadcrumbsProps {
  tenantName: string;
}

/** A route's label: its record's name when it declares a `Crumb`, else its title. */
function CrumbLabel({ crumb }: { crumb: RouteCrumb }) {
  const { t } = useTranslation();
  const title = t(crumb.handle.titleKey);
  const { Crumb } = crumb.handle;
  if (!Crumb) return title;
  return (
    <Suspense fallback={title}>
      <Crumb params={crumb.params} title={title} />
    </Suspense>
  );
}

/** Keeps the deepest of routes that share a path (a layout route and its index). */
function distinctByPath(crumbs: RouteCrumb[]): RouteCrumb[] {
  return crumbs.filter((crumb, index) => crumbs[index + 1]?.pathname !== crumb.pathname);
}

/** Organisation › each page on the way (links) › the current page. */
export function PageBreadcrumbs({ tenantName }: PageBreadcrumbsProps) {
  const tenantId = useTenantId();
  const { t } = useTranslation();
  const trail = distinctByPath(useRouteCrumbs());
  return (
    <Breadcrumbs aria-label={t('shell.breadcrumbs')} sx={{ mb: 2 }}>
      <Link component={RouterLink} to={appPaths.home(tenantId)} color="inherit">
        {tenantName}
      </Link>
      {trail.map((crumb, index) =>
        index < trail.length - 1 ? (
          <Link key={crumb.id} component={RouterLink} to={crumb.pathname} color="inherit">
            <CrumbLabel crumb={crumb} />
          </Link>
        ) : (
          <Typography key={crumb.id} aria-current="page" sx={{ color: 'text.primary' }}>
            <CrumbLabel crumb={crumb} />
          </Typography>
        ),
      )}
    </Breadcrumbs>
  );
}
