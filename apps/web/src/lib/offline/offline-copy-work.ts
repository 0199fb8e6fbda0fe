import { hashKey, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { keepQueriesAgain, releaseKeptQueries, saveKeptQueriesNow } from '@/lib/pwa/query-persister';
import { runBounded, type BoundedProgress } from './bounded-work';
import type { AssignmentCopySource, CopyContext } from './offline-copy-source';
import type { OfflineRecord, OfflineStore } from './offline-store';

/** Files fetched at once: a phone's connection in the field is slow, and the server shares it. */
const FILES_AT_ONCE = 4;

/**
 * Which files bringing a copy up to date fetches (those it shows and does not keep yet) and which
 * it frees (those it keeps and no longer shows: deleted photos). A kept file never changes: a
 * photo's URL names its bytes.
 */
export function filesPlan(shown: readonly string[], kept: readonly string[]) {
  const keptNow = new Set(kept);
  const shownNow = new Set(shown);
  return {
    fetch: [...shownNow].filter((url) => !keptNow.has(url)),
    free: kept.filter((url) => !shownNow.has(url)),
  };
}

async function keepFile(store: OfflineStore, assignmentId: string, url: string) {
  const response = await fetch(url, { credentials: 'same-origin' });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  await store.keepFile({ url, assignmentId, blob: await response.blob() });
}

/** Fetches an assignment's queries and files and keeps them; see `useOfflineCopies().keep`. */
export async function keepCopy(
  context: CopyContext,
  source: AssignmentCopySource,
  assignmentId: string,
  title: string,
  onFiles: (progress: BoundedProgress) => void,
): Promise<OfflineRecord> {
  const { store } = context.offline;
  keepQueriesAgain(await source.ownQueryKeys(context.api.tenantId, assignmentId));
  const plan = filesPlan(await source.fetch(context, assignmentId), await store.fileUrls(assignmentId));
  // The firm's lookups it needs are kept again too, if the last copy that needed them freed them.
  keepQueriesAgain(await source.lookupKeys(context, assignmentId));
  onFiles({ done: 0, total: plan.fetch.length, failed: 0 });
  const files = await runBounded(
    plan.fetch,
    FILES_AT_ONCE,
    (url) => keepFile(store, assignmentId, url),
    onFiles,
  );
  await store.forgetFiles(plan.free);
  await saveKeptQueriesNow();
  const record = { id: assignmentId, title, saved: new Date().toISOString(), failedFiles: files.failed };
  await store.keepRecord(record);
  return record;
}

/** The changes of an assignment still in the outbox. */
const waitingFor = (context: CopyContext, assignmentId: string) =>
  context.offline.runner.current().changes.filter((change) => change.scope === assignmentId).length;

/**
 * Takes an assignment's own queries out of the kept copy: out of the cache where no page shows
 * them, and out of every save from now on, which happens at once.
 */
async function releaseQueries(queryClient: QueryClient, queryKeys: readonly QueryKey[]) {
  releaseKeptQueries(queryKeys);
  for (const queryKey of queryKeys) queryClient.removeQueries({ queryKey, exact: true, type: 'inactive' });
  await saveKeptQueriesNow();
}

/**
 * The firm's lookups an assignment's copy needs and no other copy does: those freed with it. A
 * lookup the pages show stays in the cache (as its own queries do), out of the kept copy.
 */
export async function lookupsFreedWith(
  context: CopyContext,
  source: AssignmentCopySource,
  assignmentId: string,
): Promise<QueryKey[]> {
  const others = (await context.offline.store.records()).filter((record) => record.id !== assignmentId);
  const needed = new Set(
    (await Promise.all(others.map((record) => source.lookupKeys(context, record.id))))
      .flat()
      .map((queryKey) => hashKey(queryKey)),
  );
  return (await source.lookupKeys(context, assignmentId)).filter(
    (queryKey) => !needed.has(hashKey(queryKey)),
  );
}

/** Frees an assignment's copy unless changes of it wait; see `useOfflineCopies().forget`. */
export async function forgetCopy(
  context: CopyContext,
  source: AssignmentCopySource,
  assignmentId: string,
): Promise<number> {
  const waiting = waitingFor(context, assignmentId);
  if (waiting > 0) return waiting;
  const { store } = context.offline;
  // Read before its own queries (which name its type) leave the cache.
  const lookups = await lookupsFreedWith(context, source, assignmentId);
  await releaseQueries(context.queryClient, [
    ...(await source.ownQueryKeys(context.api.tenantId, assignmentId)),
    ...lookups,
  ]);
  await store.forgetFiles(await store.fileUrls(assignmentId));
  await store.forgetRecord(assignmentId);
  return 0;
}

/**
 * What an assignment's copy takes: its files' bytes and, roughly, its own queries' (as JSON);
 * and what the app takes on the device in all (null where the browser does not tell).
 */
export async function copySize(context: CopyContext, source: AssignmentCopySource, assignmentId: string) {
  const queryKeys = await source.ownQueryKeys(context.api.tenantId, assignmentId);
  const queries = queryKeys.reduce((sum, queryKey) => {
    const data = context.queryClient.getQueryData(queryKey);
    return sum + (data === undefined ? 0 : new Blob([JSON.stringify(data)]).size);
  }, 0);
  const files = await context.offline.store.filesSize(assignmentId);
  const device = (await navigator.storage?.estimate?.())?.usage ?? null;
  return { copy: files + queries, device };
}
