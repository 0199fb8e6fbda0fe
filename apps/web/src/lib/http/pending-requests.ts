import { useSyncExternalStore } from 'react';

/** Counts API calls in flight so the shell can show its progress bar. */
let pending = 0;
const listeners = new Set<() => void>();

function notify(): void {
  for (const listener of listeners) listener();
}

export function requestStarted(): void {
  pending += 1;
  notify();
}

export function requestFinished(): void {
  pending = Math.max(0, pending - 1);
  notify();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const snapshot = () => pending;

export function usePendingRequestCount(): number {
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}
