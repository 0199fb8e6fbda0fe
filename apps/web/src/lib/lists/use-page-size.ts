import { useCallback, useState } from 'react';
import { useInitialData } from '@/lib/session/session-queries';
import { readStoredJson, STORAGE_KEYS, writeStoredJson } from '@/lib/storage';
import { storedPageSize, withPageSize, type PageSize } from './page-size';

/** A list's page size, remembered per user and list in localStorage (default 10). */
export function usePageSize(listId: string): [PageSize, (size: PageSize) => void] {
  const userId = useInitialData().user.id;
  const key = STORAGE_KEYS.pageSizes(userId);
  const [size, setSize] = useState<PageSize>(() => storedPageSize(readStoredJson(key), listId));
  const change = useCallback(
    (next: PageSize) => {
      setSize(next);
      writeStoredJson(key, withPageSize(readStoredJson(key), listId, next));
    },
    [key, listId],
  );
  return [size, change];
}
