import { useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTenantApi } from '@/lib/http/endpoint-hooks';
import { showError } from '@/lib/snackbar/snackbar';
import type { BoundedProgress } from './bounded-work';
import type { AssignmentCopySource } from './offline-copy-source';
import { useOffline } from './offline-holder';
import type { OfflineRecord } from './offline-store';

/** Where keeping a copy is: fetching its queries (`files` null), then its files one by one. */
export interface KeepProgress {
  files: BoundedProgress | null;
}

/** "Sparar bilder 3 av 12" while the files are saved, "Sparar offlinekopia…" before. */
export function keepProgressLabel(t: TFunction, progress: KeepProgress): string {
  return progress.files && progress.files.total > 0
    ? t('offlineCopy.savingPhotos', { done: progress.files.done, total: progress.files.total })
    : t('offlineCopy.saving');
}

/** The copies being saved now, by assignment: the panel and the day list show the same one. */
let saving: ReadonlyMap<string, KeepProgress> = new Map();
const listeners = new Set<() => void>();

function setProgress(assignmentId: string, progress: KeepProgress | null) {
  const next = new Map(saving);
  if (progress) next.set(assignmentId, progress);
  else next.delete(assignmentId);
  saving = next;
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The keeping and freeing itself, loaded when first used (the dashboard's first load stays small). */
const work = () => import('./offline-copy-work');

const copiesKey = (tenantId: string) => ['offline', tenantId, 'copies'] as const;

/**
 * The assignments this device keeps offline in the firm, and how to keep or free one. `ready` is
 * false until the offline store has loaded (after the first page).
 */
export function useOfflineCopies(source: AssignmentCopySource) {
  const offline = useOffline();
  const api = useTenantApi();
  const queryClient = useQueryClient();
  const progress = useSyncExternalStore(subscribe, () => saving);
  const records = useQuery({
    queryKey: copiesKey(api.tenantId),
    queryFn: () => offline!.store.records(),
    networkMode: 'always',
    enabled: Boolean(offline),
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: copiesKey(api.tenantId) });

  return {
    ready: Boolean(offline && records.data),
    /** The copy of an assignment; null when it has none. */
    record: (assignmentId: string): OfflineRecord | null =>
      records.data?.find((record) => record.id === assignmentId) ?? null,
    /** How far saving the assignment's copy is; null when it is not being saved. */
    progress: (assignmentId: string): KeepProgress | null => progress.get(assignmentId) ?? null,
    /** Saves (or brings up to date) the assignment's copy; rejects when its queries cannot be fetched. */
    async keep(assignmentId: string, title: string): Promise<OfflineRecord> {
      if (!offline) throw new Error('The offline store is not loaded.');
      if (saving.has(assignmentId)) throw new Error('The copy is being saved.');
      setProgress(assignmentId, { files: null });
      try {
        return await (
          await work()
        ).keepCopy({ api, queryClient, offline }, source, assignmentId, title, (files) =>
          setProgress(assignmentId, { files }),
        );
      } finally {
        setProgress(assignmentId, null);
        await refresh();
      }
    },
    /**
     * Frees the assignment's copy: its files and its own kept queries. Its changes waiting in the
     * outbox are never touched: with any, nothing is freed and the answer is their number (else 0).
     */
    async forget(assignmentId: string): Promise<number> {
      if (!offline) return 0;
      try {
        return await (await work()).forgetCopy({ api, queryClient, offline }, source, assignmentId);
      } finally {
        await refresh();
      }
    },
  };
}

/** What an assignment's copy takes on the device, and what the whole app does (null: unknown). */
export function useOfflineCopySize(source: AssignmentCopySource, assignmentId: string, enabled: boolean) {
  const offline = useOffline();
  const api = useTenantApi();
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: [...copiesKey(api.tenantId), assignmentId, 'size'],
    queryFn: async () =>
      (await work()).copySize({ api, queryClient, offline: offline! }, source, assignmentId),
    networkMode: 'always',
    enabled: enabled && Boolean(offline),
  });
}

/**
 * One assignment's copy from a switch or button: keeping it, and removing it after asking (`asking`
 * opens the dialog, which closes once the copy is freed); a failure is told in a snackbar.
 */
export function useCopyActions(
  copies: ReturnType<typeof useOfflineCopies>,
  assignmentId: string,
  title: string,
) {
  const { t } = useTranslation();
  const [asking, setAsking] = useState(false);
  const [freeing, setFreeing] = useState(false);
  return {
    asking,
    freeing,
    ask: () => setAsking(true),
    cancel: () => setAsking(false),
    async keep() {
      try {
        await copies.keep(assignmentId, title);
      } catch {
        showError(t('offlineCopy.keepFailed'));
      }
    },
    async free() {
      setFreeing(true);
      try {
        if ((await copies.forget(assignmentId)) === 0) setAsking(false);
      } catch {
        showError(t('offlineCopy.removeFailed'));
      } finally {
        setFreeing(false);
      }
    },
  };
}
