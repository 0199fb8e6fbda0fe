import { useTranslation } from 'react-i18next';
import type { ReactNode } from 'react';
import { useAdminTexts } from '@/features/admin/texts';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { roleLabelKey } from '@/lib/roles/role-label';
import { useInitialData } from '@/lib/session/session-queries';
import { ADMIN_AREAS, isFeaturePage } from '@/features/admin/admin-areas';
import { useTenantId } from '@/lib/session/use-tenant-id';
import { appPaths } from '@/lib/navigation/app-paths';
import { EventsLog } from './events-log';
import { FeatureList } from './feature-list';

function Card({ titleId, title, children }: { titleId: string; title: string; children: ReactNode }) {
  return (
    <Paper component="section" variant="outlined" aria-labelledby={titleId} sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id={titleId} variant="h2" sx={{ mb: 1.5 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

/**
 * `/:tenant/admin`: the organisation, your role, its features, its events and the admin areas, each
 * a link to its page. `children` are further panels the shell adds (e.g. projects).
 */
export function AdminOverviewPage({ children }: { children?: ReactNode }) {
  const { t } = useAdminTexts();
  const { t: tApp } = useTranslation();
  const tenantId = useTenantId();
  const { tenant, roles, features } = useInitialData();
  const roleLabels = [
    ...new Set(
      roles.map((role) => {
        const key = roleLabelKey(role);
        return key ? tApp(key) : role;
      }),
    ),
  ];
  return (
    <Stack spacing={3} data-testid="admin-overview">
      <Typography variant="h1">{t('title')}</Typography>
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        <Card titleId="admin-organization-title" title={t('organization')}>
          <Box
            component="dl"
            sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 1 }}
          >
            <Typography component="dt" sx={{ color: 'text.secondary' }}>
              {t('organization')}
            </Typography>
            <Typography component="dd" sx={{ m: 0 }}>
              {tenant.name}
            </Typography>
            <Typography component="dt" sx={{ color: 'text.secondary' }}>
              {t('organizationId')}
            </Typography>
            <Typography component="dd" sx={{ m: 0 }}>
              {tenant.id}
            </Typography>
            {tenant.email && (
              <>
                <Typography component="dt" sx={{ color: 'text.secondary' }}>
                  {t('organizationEmail')}
                </Typography>
                <Typography component="dd" sx={{ m: 0 }}>
                  {tenant.email}
                </Typography>
              </>
            )}
            <Typography component="dt" sx={{ color: 'text.secondary' }}>
              {t('yourRole')}
            </Typography>
            <Typography component="dd" sx={{ m: 0 }} data-testid="admin-role">
              {roleLabels.join(', ')}
            </Typography>
          </Box>
        </Card>
        <Card titleId="admin-features-title" title={t('features')}>
          <FeatureList />
        </Card>
      </Box>
      {children}
      <Card titleId="admin-events-title" title={t('events.title')}>
        <EventsLog />
      </Card>
      <Card titleId="admin-areas-title" title={t('areas')}>
        <Typography sx={{ color: 'text.secondary', mb: 2 }}>{t('areasIntro')}</Typography>
        <Box
          component="ul"
          sx={{
            listStyle: 'none',
            p: 0,
            m: 0,
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: '1fr 1fr 1fr' },
          }}
        >
          {ADMIN_AREAS.filter((area) => !isFeaturePage(area) || features.includes(area)).map((area) => (
            <li key={area}>
              <Typography variant="h3" component="h3">
                <Link
                  component={RouterLink}
                  to={appPaths.adminPage(tenantId, area)}
                  data-testid={`admin-area-link-${area}`}
                >
                  {t(`area.${area}.title`)}
                </Link>
              </Typography>
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {t(`area.${area}.description`)}
              </Typography>
            </li>
          ))}
        </Box>
      </Card>
    </Stack>
  );
}
