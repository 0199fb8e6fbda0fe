import { useEffect } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { firstPageShown } from '@/lib/first-page';
import { GlobalProgress, ProgressBar } from './global-progress';
import { SnackbarHost } from './snackbar-host';
import { UpdateOfferHost } from './update-offer-host';

/** Around every page: the progress bar, the snackbars, the offer of a new version and scroll restoration. */
export function RootLayout() {
  // The first navigation has loaded by the time this renders, so its page is on the screen with it.
  useEffect(firstPageShown, []);
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
