import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { eraseDeviceData } from '@/lib/auth/sign-out-erasers';
import { OFFLINE_QUERY_META } from './offline-queries';
import {
  keepQueriesAgain,
  KEPT_QUERIES_MAX_AGE_MS,
  persistQueries,
  releaseKeptQueries,
  restoreQueries,
  saveQueries,
  type KeptQueries,
  type QueryStore,
} from './query-persister';

/** IndexedDB's part, in memory: the records as the browser's store would hold them, by subject. */
function memoryStore(): QueryStore & { records: Map<string, KeptQueries> } {
  const records = new Map<string, KeptQueries>();
  return {
    records,
    get: async (subject) => structuredClone(records.get(subject)),
    put: async (kept) => {
      records.set(kept.subject, structuredClone(kept));
    },
    clear: async () => records.clear(),
  };
}

/** A cache holding what a signed-in user's app holds after a few pages. */
function usedClient(): QueryClient {
  const client = new QueryClient();
  client.setQueryData(['session', 'accounts'], [{ tenant: { id: 'norrbesikt' } }]);
  client.setQueryData(['session', 'initial-data', 'norrbesikt'], { user: { id: 'user-7' } });
  client.setQueryData(['inspections', 'norrbesikt', 'detail', 'a-1'], { id: 'a-1', number: '2026-0001' });
  client.setQueryData(['contacts', 'norrbesikt', 'list'], { items: [{ id: 'c-1' }] });
  // A marked query: the options carry the meta, as useTenantQuery passes them on.
  client
    .getQueryCache()
    .build(client, { queryKey: ['inspections', 'norrbesikt', 'day', '2026-11-30'], meta: OFFLINE_QUERY_META })
    .setData({ items: [{ id: 'a-1' }] });
  return client;
}

afterEach(() => {
  vi.useRealTimers();
});

describe('the copy of the app kept on the device', () => {
  it('keeps the session and the marked queries of the signed-in user, and gives them back to that user only', async () => {
    const store = memoryStore();
    await saveQueries(usedClient(), 'user-7', store, 1_000);

    const sameUser = new QueryClient();
    expect(await restoreQueries(sameUser, 'user-7', store, 2_000)).toBe(true);
    expect(sameUser.getQueryData(['session', 'initial-data', 'norrbesikt'])).toEqual({
      user: { id: 'user-7' },
    });
    expect(sameUser.getQueryData(['session', 'accounts'])).toEqual([{ tenant: { id: 'norrbesikt' } }]);
    expect(sameUser.getQueryData(['inspections', 'norrbesikt', 'day', '2026-11-30'])).toEqual({
      items: [{ id: 'a-1' }],
    });
    // Neither unmarked pages' answers.
    expect(sameUser.getQueryData(['contacts', 'norrbesikt', 'list'])).toBeUndefined();
    expect(sameUser.getQueryData(['inspections', 'norrbesikt', 'detail', 'a-1'])).toBeUndefined();

    const otherUser = new QueryClient();
    expect(await restoreQueries(otherUser, 'user-8', store, 2_000)).toBe(false);
    expect(otherUser.getQueryCache().getAll()).toEqual([]);
  });

  it('does not keep an organisation list that came back empty, nor a failed query', async () => {
    const store = memoryStore();
    const client = new QueryClient();
    client.setQueryData(['session', 'accounts'], []);
    await client
      .fetchQuery({
        queryKey: ['session', 'initial-data', 'x'],
        queryFn: () => Promise.reject(new Error('down')),
      })
      .catch(() => undefined);
    await saveQueries(client, 'user-7', store);
    expect(store.records.get('user-7')?.state.queries).toEqual([]);
  });

  it('keeps a marked list that is empty: an assignment with no objects yet is worked on offline', async () => {
    const store = memoryStore();
    const client = new QueryClient();
    const objects = ['remarks', 'norrbesikt', 'objects', 'a-1'];
    await client.fetchQuery({ queryKey: objects, queryFn: () => [], meta: OFFLINE_QUERY_META });
    await saveQueries(client, 'user-7', store);
    const restored = new QueryClient();
    expect(await restoreQueries(restored, 'user-7', store, 2_000)).toBe(true);
    expect(restored.getQueryData(objects)).toEqual([]);
  });

  it('leaves out the queries of a freed offline copy though they are in the cache, until kept again', async () => {
    const store = memoryStore();
    const client = usedClient();
    const day = ['inspections', 'norrbesikt', 'day', '2026-11-30'];
    releaseKeptQueries([day]);
    await saveQueries(client, 'user-7', store);
    expect(store.records.get('user-7')?.state.queries.map((query) => query.queryKey)).toEqual([
      ['session', 'accounts'],
      ['session', 'initial-data', 'norrbesikt'],
    ]);

    keepQueriesAgain([day]);
    await saveQueries(client, 'user-7', store);
    expect(store.records.get('user-7')?.state.queries.map((query) => query.queryKey)).toContainEqual(day);
  });

  it('does not open on a copy older than two weeks', async () => {
    const store = memoryStore();
    await saveQueries(usedClient(), 'user-7', store, 0);
    expect(await restoreQueries(new QueryClient(), 'user-7', store, KEPT_QUERIES_MAX_AGE_MS + 1)).toBe(false);
    expect(await restoreQueries(new QueryClient(), 'user-7', store, KEPT_QUERIES_MAX_AGE_MS)).toBe(true);
  });

  it('saves a moment after a kept answer arrives, and deletes everything when the user signs out', async () => {
    vi.useFakeTimers();
    const store = memoryStore();
    const client = new QueryClient();
    const stop = persistQueries(client, 'user-7', store);
    await vi.runAllTimersAsync();
    await client.fetchQuery({
      queryKey: ['inspections', 'norrbesikt', 'detail', 'a-2'],
      queryFn: async () => ({ id: 'a-2' }),
      meta: OFFLINE_QUERY_META,
    });
    await vi.advanceTimersByTimeAsync(1_000);
    expect(JSON.stringify(store.records.get('user-7')?.state)).toContain('a-2');

    const erased = eraseDeviceData();
    await vi.runAllTimersAsync();
    await erased;
    expect(store.records.size).toBe(0);
    // Signed out, nothing more is saved.
    client.setQueryData(['session', 'accounts'], [{ tenant: { id: 'norrbesikt' } }]);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(store.records.size).toBe(0);
    stop();
  });
});
