import { useCallback, useSyncExternalStore } from 'react';
import { readStoredJson, STORAGE_KEYS, writeStoredJson } from '@/lib/storage';
import { addVisit, sanitizeHistory, type Visit } from './visit-history';

/** The history drawer's visits, kept in localStorage per user. */
const cache = new Map<string, Visit[]>();
const listeners = new Set<() => void>();

function read(userId: string): Visit[] {
  let history = cache.get(userId);
  if (!history) {
    history = sanitizeHistory(readStoredJson(STORAGE_KEYS.history(userId)));
    cache.set(userId, history);
  }
  return history;
}

export function recordVisit(userId: string, visit: Visit): void {
  const next = addVisit(read(userId), visit);
  cache.set(userId, next);
  writeStoredJson(STORAGE_KEYS.history(userId), next);
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useVisitHistory(userId: string): Visit[] {
  const snapshot = useCallback(() => read(userId), [userId]);
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}
