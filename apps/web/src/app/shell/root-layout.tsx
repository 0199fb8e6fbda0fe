import { Outlet, ScrollRestoration } from 'react-router';
import { GlobalProgress, ProgressBar } from './global-progress';
import { SnackbarHost } from './snackbar-host';

/** Around every page: the progress bar, the snackbars and scroll restoration. */
export function RootLayout() {
  return (
    <>
      <GlobalProgress />
      <Outlet />
      <SnackbarHost />
      <ScrollRestoration />
    </>
  );
}

/** Shown while the first navigation (guard, tenant, page chunk) loads. */
export function StartupFallback() {
  return <ProgressBar />;
}
