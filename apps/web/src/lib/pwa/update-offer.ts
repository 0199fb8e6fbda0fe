import { useSyncExternalStore } from 'react';

/** The offer of a new version: what accepting it does (activate the waiting worker, then reload). */
type Accept = () => void;

let offered: Accept | null = null;
const listeners = new Set<() => void>();

/** Offers the user a new version; `accept` runs when they take it (never on its own). */
export function offerUpdate(accept: Accept): void {
  offered = accept;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The pending offer's accept function, or null while there is no new version. */
export function useUpdateOffer(): Accept | null {
  return useSyncExternalStore(
    subscribe,
    () => offered,
    () => null,
  );
}
