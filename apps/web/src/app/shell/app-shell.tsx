import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import Box from '@mui/material/Box';
import { useLiveNotifications } from '@/features/notifications/use-live-notifications';
import { useNotifications } from '@/features/notifications/api';
import { useInitialData } from '@/lib/session/session-queries';
import { usePageTitleKey } from '@/app/navigation/route-handle';
import { onFirstPage } from '@/lib/first-page';
import { withLaterTexts } from '@/lib/i18n/i18n';
import { OpenedOnce } from '@/lib/ui/opened-once';
import { AppFooter } from './app-footer';
import { PageBreadcrumbs } from './page-breadcrumbs';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link';
import { TopBar } from './top-bar';
import { recordVisit } from './use-visit-history';

// Loaded when first opened, with the drawer and dialog code they bring.
const HistoryDrawer = lazy(async () => ({
  default: (await withLaterTexts(import('./history-drawer'))).HistoryDrawer,
}));
const HelpDialog = lazy(async () => ({
  default: (await withLaterTexts(import('./help-dialog'))).HelpDialog,
}));
// The offline store and its outbox's runner, as soon as the first page has shown (not when the
// browser is next idle): a photo taken as the network drops moments later must be kept.
const OfflineRuntime = lazy(async () => ({
  default: (await import('@/lib/offline/offline-runtime')).OfflineRuntime,
}));

/** The signed-in layout of a tenant: top bar, breadcrumbs, the page, footer, drawers and dialogs. */
export function AppShell() {
  const { t } = useTranslation();
  const data = useInitialData();
  const location = useLocation();
  const titleKey = usePageTitleKey();
  const [historyOpen, setHistoryOpen] = useState(false);
  const [helpOpen, setHelpOpen] = useState(false);
  const [offlineRuntime, setOfflineRuntime] = useState(false);
  useEffect(() => onFirstPage(() => setOfflineRuntime(true)), []);
  // Application init: the live connection opens and notifications are fetched.
  const connected = useLiveNotifications(data.user.id);
  useNotifications();

  const target = `${location.pathname}${location.search}`;
  const userId = data.user.id;
  const tenantName = data.tenant.name;
  useEffect(() => {
    if (!titleKey) return;
    recordVisit(userId, { target, titleKey, tenantName, visitedAt: Date.now() });
    document.title = `${t(titleKey)} · ${tenantName} · ${t('app.name')}`;
  }, [t, target, titleKey, tenantName, userId]);

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
      <SkipLink />
      <TopBar
        data={data}
        connected={connected}
        onOpenHistory={() => setHistoryOpen(true)}
        onOpenHelp={() => setHelpOpen(true)}
      />
      <Box
        component="main"
        id={MAIN_CONTENT_ID}
        tabIndex={-1}
        sx={{
          flex: 1,
          width: '100%',
          maxWidth: 1280,
          mx: 'auto',
          px: { xs: 2, sm: 3 },
          py: 2,
          outline: 'none',
        }}
      >
        <PageBreadcrumbs tenantName={tenantName} />
        <Outlet />
      </Box>
      <AppFooter />
      {offlineRuntime && (
        <Suspense fallback={null}>
          <OfflineRuntime userId={userId} tenantId={data.tenant.id} />
        </Suspense>
      )}
      <OpenedOnce open={historyOpen}>
        <HistoryDrawer
          open={historyOpen}
          onClose={() => setHistoryOpen(false)}
          userId={userId}
          tenant={data.tenant}
        />
      </OpenedOnce>
      <OpenedOnce open={helpOpen}>
        <HelpDialog open={helpOpen} onClose={() => setHelpOpen(false)} />
      </OpenedOnce>
    </Box>
  );
}
