import { useSyncExternalStore } from 'react';
import type { OfflineStore } from './offline-store';
import type { SyncRunner } from './sync-runner';

/** The signed-in user's offline store in the current organisation, and the runner of its outbox. */
export interface Offline {
  store: OfflineStore;
  runner: SyncRunner;
}

let current: Offline | null = null;
const listeners = new Set<() => void>();

/** Makes `offline` the one the pages use (null when its organisation's pages are left). */
export function setOffline(offline: Offline | null): void {
  current = offline;
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The offline store and its runner; null until they are loaded, and outside an organisation's pages. */
export function useOffline(): Offline | null {
  return useSyncExternalStore(subscribe, () => current);
}
