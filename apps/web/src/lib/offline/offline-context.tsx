import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { OfflineStore } from './offline-store';
import type { SyncRunner } from './sync-runner';

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
  const [offline, setOffline] = useState<Offline | null>(null);
  useEffect(() => {
    let stop: (() => void) | undefined;
    let cancelled = false;
    // Loaded after the first page, which it is not needed for (the first load's budget).
    void Promise.all([import('./offline-store'), import('./sync-runner')]).then(
      ([{ OfflineStore }, { SyncRunner }]) => {
        if (cancelled) return;
        const store = new OfflineStore(userId, tenantId);
        const runner = new SyncRunner(store, { tenantId, queryClient });
        stop = runner.start();
        setOffline({ store, runner });
      },
    );
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [userId, tenantId, queryClient]);
  return <OfflineContext.Provider value={offline}>{children}</OfflineContext.Provider>;
}

/** The offline store and its runner; null until loaded, and outside an organisation's pages. */
export function useOffline(): Offline | null {
  return useContext(OfflineContext);
}
