import { Outlet, ScrollRestoration } from 'react-router';
import { GlobalProgress, ProgressBar } from './global-progress';
import { SnackbarHost } from './snackbar-host';
import { UpdateOfferHost } from './update-offer-host';

/** Around every page: the progress bar, the snackbars, the offer of a new version and scroll restoration. */
export function RootLayout() {
  return (
    <>
      <GlobalProgress />
      <Outlet />
      <SnackbarHost />
      <UpdateOfferHost />
      <ScrollRestoration />
    </>
  );
}

/** Shown while the first navigation (guard, tenant, page chunk) loads. */
export function StartupFallback() {
  return <ProgressBar />;
}
