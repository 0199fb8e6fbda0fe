import { Workbox } from 'workbox-window';
import { STAFF_APP_BASE_PATH } from '@syna/contracts/constants';
import { offerUpdate } from './update-offer';

/** How often a long-open app asks whether a new version exists (browsers ask on navigations only). */
const UPDATE_CHECK_MS = 60 * 60 * 1000;

/** What the update offer uses of workbox-window's `Workbox`. */
export type UpdatableWorker = Pick<Workbox, 'addEventListener' | 'messageSkipWaiting'>;

/**
 * When a new service worker waits, offers the new version; accepting it lets the worker take over
 * and reloads the page once it controls it, once. Nothing reloads without the user.
 */
export function offerWaitingVersions(
  workbox: UpdatableWorker,
  reload: () => void,
  offer: (accept: () => void) => void = offerUpdate,
): void {
  workbox.addEventListener('waiting', () => {
    offer(() => {
      let reloaded = false;
      workbox.addEventListener('controlling', () => {
        if (reloaded) return;
        reloaded = true;
        reload();
      });
      workbox.messageSkipWaiting();
    });
  });
}

/** Registers the staff app's service worker (build-plugins/installable-app.ts) and offers its updates. */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  const workbox = new Workbox(`${STAFF_APP_BASE_PATH}/sw.js`, { scope: `${STAFF_APP_BASE_PATH}/` });
  offerWaitingVersions(workbox, () => window.location.reload());
  workbox
    .register()
    .then(() => {
      window.setInterval(() => {
        if (navigator.onLine) void workbox.update();
      }, UPDATE_CHECK_MS);
    })
    .catch((error: unknown) => console.warn('The service worker could not be registered', error));
}
