import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { setOffline } from './offline-holder';
import { deleteFieldWorkStores, OfflineStore } from './offline-store';
import { onSignOutErase } from '@/lib/auth/sign-out-erasers';
import { SyncRunner } from './sync-runner';

/**
 * Opens the signed-in user's offline store in the organisation and runs its outbox while the
 * organisation's pages are shown. Loaded after the first page, which does not need it.
 */
export function OfflineRuntime({ userId, tenantId }: { userId: string; tenantId: string }) {
  const queryClient = useQueryClient();
  useEffect(() => {
    const store = new OfflineStore(userId, tenantId);
    const runner = new SyncRunner(store, { tenantId, queryClient });
    setOffline({ store, runner });
    const stop = runner.start();
    const close = () => {
      stop();
      setOffline(null);
    };
    void deleteFieldWorkStores(userId).catch((error: unknown) => console.warn(error));
    // Signing out erases the outbox with everything else the device keeps (after asking, user-menu).
    const stopErasing = onSignOutErase(async () => {
      close();
      await store.close();
      await deleteFieldWorkStores();
    });
    return () => {
      stopErasing();
      close();
    };
  }, [userId, tenantId, queryClient]);
  return null;
}
