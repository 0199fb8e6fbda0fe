import { createContext, useContext, useEffect, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { OfflineStore } from './offline-store';
import { SyncRunner, type OutboxSnapshot } from './sync-runner';

interface Offline {
  store: OfflineStore;
  runner: SyncRunner;
}

const OfflineContext = createContext<Offline | null>(null);

/** The signed-in user's offline store and outbox in the current organisation; runs the outbox. */
export function OfflineProvider({
  userId,
  tenantId,
  children,
}: {
  userId: string;
  tenantId: string;
  children: ReactNode;
}) {
  const queryClient = useQueryClient();
  const offline = useMemo(() => {
    const store = new OfflineStore(userId, tenantId);
    return { store, runner: new SyncRunner(store, { tenantId, queryClient }) };
  }, [userId, tenantId, queryClient]);
  useEffect(() => offline.runner.start(), [offline]);
  return <OfflineContext.Provider value={offline}>{children}</OfflineContext.Provider>;
}

/** The offline store and its runner; null outside an organisation's pages. */
export function useOffline(): Offline | null {
  return useContext(OfflineContext);
}

const empty: OutboxSnapshot = { changes: [], syncing: false };
const noSubscription = () => () => undefined;

/** The outbox as it is now, updated as it changes. */
export function useOutbox(): OutboxSnapshot {
  const runner = useOffline()?.runner;
  return useSyncExternalStore(runner?.subscribe ?? noSubscription, runner?.current ?? (() => empty));
}

/** The changes not yet on the server, and how many of them the server refused: for the top bar. */
export function useWaitingChanges(): { count: number; failed: number } {
  const { changes } = useOutbox();
  return { count: changes.length, failed: changes.filter((change) => change.state === 'failed').length };
}

/** Whether the browser says it is online, updated on its `online` and `offline` events. */
export function useOnline(): boolean {
  return useSyncExternalStore(
    (listener) => {
      window.addEventListener('online', listener);
      window.addEventListener('offline', listener);
      return () => {
        window.removeEventListener('online', listener);
        window.removeEventListener('offline', listener);
      };
    },
    () => navigator.onLine,
  );
}
