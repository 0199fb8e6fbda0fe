import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { useInitialData } from '@/lib/session/session-queries';
import { useTenantId } from '@/lib/session/use-tenant-id';
import { readStored, STORAGE_KEYS, writeStoredJson } from '@/lib/storage';
import {
  EMPTY_REMARK_CLIPBOARD,
  parseRemarkClipboard,
  type RemarkClipboardState,
  type RemarkDraft,
} from './remark-clipboard';

// One small store in localStorage: every tab of the same user and organisation shares the
// clipboard (the `storage` event tells the others), and it survives a reload on site.

const listeners = new Set<() => void>();
const snapshots = new Map<string, { text: string | null; state: RemarkClipboardState }>();

function snapshot(key: string): RemarkClipboardState {
  const text = readStored(key);
  const cached = snapshots.get(key);
  if (cached && cached.text === text) return cached.state;
  let state = EMPTY_REMARK_CLIPBOARD;
  try {
    state = text ? parseRemarkClipboard(JSON.parse(text)) : EMPTY_REMARK_CLIPBOARD;
  } catch {
    // An unreadable value is an empty clipboard.
  }
  snapshots.set(key, { text, state });
  return state;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

/** The remark clipboard and last saved remark of the signed-in user in this organisation. */
export function useRemarkClipboard() {
  const userId = useInitialData().user.id;
  const tenantId = useTenantId();
  const key = STORAGE_KEYS.remarkClipboard(userId, tenantId);
  const state = useSyncExternalStore(subscribe, () => snapshot(key));
  const update = useCallback(
    (change: Partial<RemarkClipboardState>) => {
      writeStoredJson(key, { ...snapshot(key), ...change });
      for (const listener of listeners) listener();
    },
    [key],
  );
  return useMemo(
    () => ({
      ...state,
      copy: (draft: RemarkDraft) => update({ clipboard: draft }),
      rememberSaved: (draft: RemarkDraft) => update({ lastSavedRemark: draft }),
    }),
    [state, update],
  );
}
