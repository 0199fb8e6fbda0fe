import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter, redirect, type RouteObject } from 'react-router';
import { STAFF_APP_BASE_PATH } from '@syna/contracts/constants';
import { PageErrorScreen, RouteErrorScreen } from './error/route-error-screen';
import { loadChunk } from './navigation/chunk-loading';
import { createNavigationLoader } from './navigation/navigation-loader';
import type { RouteHandle } from './navigation/route-handle';
import { AppShell } from './shell/app-shell';
import { BareLayout } from './shell/bare-layout';
import { NotFoundPage } from './shell/not-found-page';
import { RootLayout, StartupFallback } from './shell/root-layout';

/*
 * Page code loads lazily in named groups (spec §2): home, admin, settings, order, inspection and
 * plugin. Each group is one module under route-groups/ and so one chunk named after it. The
 * order, inspection and plugin groups get their modules with their first routes.
 */
const homeGroup = () => loadChunk('home', async () => (await import('./route-groups/home')).homeGroup);
const settingsGroup = () =>
  loadChunk('settings', async () => (await import('./route-groups/settings')).settingsGroup);
const adminGroup = () => loadChunk('admin', async () => (await import('./route-groups/admin')).adminGroup);

const handle = (titleKey: RouteHandle['titleKey']): RouteHandle => ({ titleKey });

export function appRoutes(queryClient: QueryClient): RouteObject[] {
  return [
    {
      id: 'root',
      path: '/',
      Component: RootLayout,
      HydrateFallback: StartupFallback,
      ErrorBoundary: RouteErrorScreen,
      loader: createNavigationLoader(queryClient),
      // The guard runs on every navigation, not only when the root's params change.
      shouldRevalidate: () => true,
      children: [
        // The guard sends `/` to the current tenant's dashboard or the pick page.
        { index: true, Component: () => null },
        // The sign-in callback is finished before the app mounts; a late visit just goes home.
        { path: 'callback', loader: () => redirect('/') },
        {
          Component: BareLayout,
          children: [
            { path: 'welcome', handle: handle('nav.welcome'), lazy: async () => (await homeGroup()).welcome },
          ],
        },
        {
          path: ':tenant',
          Component: AppShell,
          children: [
            {
              ErrorBoundary: PageErrorScreen,
              children: [
                {
                  index: true,
                  handle: handle('nav.dashboard'),
                  lazy: async () => (await homeGroup()).dashboard,
                },
                {
                  path: 'settings',
                  handle: handle('nav.settings'),
                  lazy: async () => (await settingsGroup()).settings,
                },
                {
                  path: 'admin',
                  handle: handle('nav.admin'),
                  lazy: async () => (await adminGroup()).overview,
                },
                { path: '*', handle: handle('nav.notFound'), Component: NotFoundPage },
              ],
            },
          ],
        },
      ],
    },
  ];
}

export function createAppRouter(queryClient: QueryClient) {
  return createBrowserRouter(appRoutes(queryClient), { basename: STAFF_APP_BASE_PATH });
}
