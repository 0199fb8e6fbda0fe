import {
  dehydrate,
  hashKey,
  hydrate,
  type DehydratedState,
  type QueryClient,
  type QueryKey,
} from '@tanstack/react-query';
import { openDB } from 'idb';
import { CLIENT_VERSION } from '@syna/contracts/constants';
import { onSignOutErase } from '@/lib/auth/sign-out-erasers';
import { isKeptOffline } from './offline-queries';

/** One user's kept queries: keyed by the sign-in's subject, so a device shared by two keeps both apart. */
export interface KeptQueries {
  subject: string;
  savedAt: number;
  /** The app's version that saved them: another version's shapes are not trusted. */
  version: string;
  state: DehydratedState;
}

/** Where the kept queries live: IndexedDB in the browser (`idbQueryStore`). */
export interface QueryStore {
  get(subject: string): Promise<KeptQueries | undefined>;
  put(kept: KeptQueries): Promise<void>;
  clear(): Promise<void>;
}

/** How old a kept copy may be and still open the app: two weeks in the field without a network. */
export const KEPT_QUERIES_MAX_AGE_MS = 14 * 24 * 60 * 60 * 1000;
/** Saving waits for a burst of answers (a page's queries) to end. */
const SAVE_DELAY_MS = 1000;

const DATABASE = 'syna-offline-shell';
const STORE = 'queries';

/** The browser's store: one IndexedDB object store, keyed by subject. */
export function idbQueryStore(): QueryStore {
  const database = openDB(DATABASE, 1, {
    upgrade(upgrading) {
      upgrading.createObjectStore(STORE, { keyPath: 'subject' });
    },
  });
  return {
    get: async (subject) => (await (await database).get(STORE, subject)) as KeptQueries | undefined,
    put: async (kept) => {
      await (await database).put(STORE, kept);
    },
    clear: async () => (await database).clear(STORE),
  };
}

/** The hashes of the queries the user took off the device (an offline copy removed). */
const released = new Set<string>();

/**
 * Leaves these queries out of the kept copy from the next save on, even while a page still shows
 * them (it would keep them again a moment later), until `keepQueriesAgain`.
 */
export function releaseKeptQueries(queryKeys: readonly QueryKey[]): void {
  for (const queryKey of queryKeys) released.add(hashKey(queryKey));
}

/** Keeps these queries in the copy again (the assignment taken offline anew). */
export function keepQueriesAgain(queryKeys: readonly QueryKey[]): void {
  for (const queryKey of queryKeys) released.delete(hashKey(queryKey));
}

/** Saves the kept queries of `subject` now. */
export async function saveQueries(
  client: QueryClient,
  subject: string,
  store: QueryStore,
  now = Date.now(),
): Promise<void> {
  const state = dehydrate(client, {
    shouldDehydrateQuery: (query) => isKeptOffline(query) && !released.has(query.queryHash),
  });
  await store.put({ subject, savedAt: now, version: CLIENT_VERSION, state });
}

/** Puts `subject`'s kept queries into the cache; false when there are none fit to use. */
export async function restoreQueries(
  client: QueryClient,
  subject: string,
  store: QueryStore,
  now = Date.now(),
): Promise<boolean> {
  const kept = await store.get(subject);
  if (!kept || kept.version !== CLIENT_VERSION || now - kept.savedAt > KEPT_QUERIES_MAX_AGE_MS) return false;
  hydrate(client, kept.state);
  return true;
}

/** Saves the running app's kept queries at once (null while none are kept). */
let saveRunning: (() => Promise<void>) | null = null;

/**
 * Saves the kept queries now rather than a moment after the last answer: "Tillgänglig offline"
 * says the assignment is on the device only once it is.
 */
export async function saveKeptQueriesNow(): Promise<void> {
  await saveRunning?.();
}

/**
 * Keeps `subject`'s queries on the device while the app runs: saved a moment after each answer
 * of a kept query, and deleted when the user signs out. Returns the function that stops it.
 */
export function persistQueries(client: QueryClient, subject: string, store: QueryStore): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const save = () => saveQueries(client, subject, store).catch((error: unknown) => console.warn(error));
  const stopWatching = client.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'success' || !isKeptOffline(event.query)) return;
    clearTimeout(timer);
    timer = setTimeout(() => void save(), SAVE_DELAY_MS);
  });
  // Nothing of the user stays on the device after signing out.
  const stopSignOut = onSignOutErase(async () => {
    stop();
    await store.clear();
  });
  saveRunning = () => saveQueries(client, subject, store);
  function stop() {
    saveRunning = null;
    clearTimeout(timer);
    stopWatching();
    stopSignOut();
  }
  void save();
  return stop;
}
