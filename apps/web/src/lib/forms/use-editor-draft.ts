import { useCallback, useEffect, useState } from 'react';
import { readStoredJson, STORAGE_KEYS, writeStored } from '@/lib/storage';

/** What the session keeps of an editor's unsaved changes: the draft and the version it was made on. */
interface StoredDraft<Draft> {
  version: string | number | null;
  draft: Draft;
}

interface EditorDraftOptions<Draft> {
  /** The kind of record (`form`, `blueprint`), which names the stored draft. */
  kind: string;
  tenantId: string;
  /** The saved record's id; null for a new one. */
  id: string | null;
  /** What changes with every save of the record (its version or its time of change). */
  version: string | number | null;
  /** The draft of the record as saved. */
  saved: Draft;
  /** Whether two drafts would save the same record. */
  same(one: Draft, other: Draft): boolean;
}

/**
 * An admin editor's draft, kept in the session as it changes, so that a remount (a layout switch on
 * resize, a reload, a visit elsewhere and back) keeps unsaved changes. A draft made on another
 * version than the one loaded is dropped: the record changed meanwhile.
 */
export function useEditorDraft<Draft>({
  kind,
  tenantId,
  id,
  version,
  saved,
  same,
}: EditorDraftOptions<Draft>) {
  const key = STORAGE_KEYS.editorDraft(kind, tenantId, id);
  const [state, setState] = useState(() => {
    const stored = readStoredJson<StoredDraft<Draft>>(key, 'sessionStorage');
    const restored = stored !== null && stored.version === version && !same(stored.draft, saved);
    return { draft: restored ? stored.draft : saved, restored };
  });
  const dirty = !same(state.draft, saved);

  useEffect(() => {
    const stored: StoredDraft<Draft> = { version, draft: state.draft };
    writeStored(key, dirty ? JSON.stringify(stored) : null, 'sessionStorage');
  }, [key, version, state.draft, dirty]);

  const update = useCallback(
    (change: (draft: Draft) => Draft) =>
      setState((current) => ({ ...current, draft: change(current.draft) })),
    [],
  );
  /** After a save (or undo): the draft is what the server has, nothing is kept for the session. */
  const replace = useCallback(
    (draft: Draft) => {
      writeStored(key, null, 'sessionStorage');
      setState({ draft, restored: false });
    },
    [key],
  );
  return { draft: state.draft, restored: state.restored, dirty, update, replace };
}

/** Forgets a new record's unsaved draft once it is created (its own id keeps it from then on). */
export const forgetEditorDraft = (kind: string, tenantId: string, id: string | null) =>
  writeStored(STORAGE_KEYS.editorDraft(kind, tenantId, id), null, 'sessionStorage');
