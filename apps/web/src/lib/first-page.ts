/*
 * The first page's showing. On the way to the dashboard, what it does not need (the feature texts
 * of later pages, the offline store, the snackbar's view, the offline app, the sign-in library)
 * waits for it, so that on a slow network the dashboard's code has the connection to itself
 * (docs/ARCHITECTURE.md, the web app's first load). Any other first page gets them at once: a page
 * opened directly may be acted on at once, a dialog opened or a photo taken as the network drops.
 */
import { STAFF_APP_BASE_PATH } from '@syna/contracts/constants';
import { APP_SEGMENTS } from '@/lib/navigation/app-paths';

let markShown: () => void = () => undefined;
const shown = new Promise<void>((resolve) => {
  markShown = resolve;
});

const APP_PAGES: readonly string[] = Object.values(APP_SEGMENTS);

/**
 * Whether `pathname` is on the way to the dashboard: the app's root and the sign-in's return (both
 * end there, or at the pick page) and a firm's own dashboard (`/main/:tenant`), but no other page of one segment.
 */
export function leadsToDashboard(pathname: string): boolean {
  if (pathname !== STAFF_APP_BASE_PATH && !pathname.startsWith(`${STAFF_APP_BASE_PATH}/`)) return false;
  const segments = pathname.slice(STAFF_APP_BASE_PATH.length).split('/').filter(Boolean);
  if (segments.length === 0) return true;
  if (segments.length > 1) return false;
  return segments[0] === APP_SEGMENTS.callback || !APP_PAGES.includes(segments[0]!);
}

const deferring = typeof window !== 'undefined' && leadsToDashboard(window.location.pathname);

/** Tells that the first page has rendered (the root layout, once). */
export function firstPageShown(): void {
  markShown();
}

/**
 * Runs `task` as soon as the first page has shown when that is the dashboard, else at once: for
 * what a page must have within moments, as the offline store is for a photo taken when the network
 * drops right after the page opened.
 */
export function onFirstPage(task: () => void): void {
  if (deferring) void shown.then(task);
  else setTimeout(task, 0);
}

/** Runs `task` once the first page has shown and the browser is idle (after a second where it cannot tell). */
export function afterFirstPage(task: () => void): void {
  void shown.then(() => {
    if ('requestIdleCallback' in window) window.requestIdleCallback(task, { timeout: 5000 });
    else setTimeout(task, 1000);
  });
}
