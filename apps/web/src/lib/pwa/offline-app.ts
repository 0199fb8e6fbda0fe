import type { QueryClient } from '@tanstack/react-query';
import { isKeptOffline } from './offline-queries';
import { idbQueryStore, persistQueries, restoreQueries } from './query-persister';
import { registerServiceWorker } from './service-worker';

/**
 * Opening without a network: the signed-in user's kept queries (the session's and those marked
 * OFFLINE_QUERY_META) go into the cache before the first page renders. Once the network is back
 * they are asked for again. False when the device keeps nothing for this user.
 */
export async function restoreOfflineCopy(client: QueryClient, subject: string): Promise<boolean> {
  const restored = await restoreQueries(client, subject, idbQueryStore()).catch((error: unknown) => {
    console.warn('The copy kept on the device could not be read', error);
    return false;
  });
  if (restored) {
    window.addEventListener('online', () => void client.invalidateQueries({ predicate: isKeptOffline }), {
      once: true,
    });
  }
  return restored;
}

/**
 * After the first page: the service worker registers (precaching the app for the next start and
 * offering new versions) and the user's queries start being kept on the device.
 */
export function startOfflineApp(client: QueryClient, subject: string | null): void {
  registerServiceWorker();
  if (subject) persistQueries(client, subject, idbQueryStore());
}
