import { useCallback, useEffect, useState } from 'react';
import { readStoredJson, STORAGE_KEYS, writeStored } from '@/lib/storage';
import { sameForm, type FormDraft } from './form-draft';

/** What the session keeps of an editor's unsaved changes: the draft and the version it was made on. */
interface StoredDraft {
  version: number | null;
  draft: FormDraft;
}

const storageKey = STORAGE_KEYS.formDraft;

/**
 * The editor's draft of a form, kept in the session as it changes, so that a remount (a layout
 * switch on resize, a reload, a visit elsewhere and back) keeps unsaved changes. A draft made on
 * another version than the one loaded is dropped: the form changed meanwhile.
 */
export function useFormDraft(tenantId: string, id: string | null, version: number | null, saved: FormDraft) {
  const key = storageKey(tenantId, id);
  const [state, setState] = useState(() => {
    const stored = readStoredJson<StoredDraft>(key, 'sessionStorage');
    const restored = stored !== null && stored.version === version && !sameForm(stored.draft, saved);
    return { draft: restored ? stored.draft : saved, restored };
  });

  useEffect(() => {
    const changed = !sameForm(state.draft, saved);
    const stored: StoredDraft = { version, draft: state.draft };
    writeStored(key, changed ? JSON.stringify(stored) : null, 'sessionStorage');
  }, [key, version, state.draft, saved]);

  const update = useCallback(
    (change: (draft: FormDraft) => FormDraft) =>
      setState((current) => ({ ...current, draft: change(current.draft) })),
    [],
  );
  /** After a save (or undo): the draft is what the server has, nothing is kept for the session. */
  const replace = useCallback(
    (draft: FormDraft) => {
      writeStored(key, null, 'sessionStorage');
      setState({ draft, restored: false });
    },
    [key],
  );
  return { draft: state.draft, restored: state.restored, update, replace };
}

/** Forgets a new form's unsaved draft once it is created (its own id keeps it from then on). */
export const forgetDraft = (tenantId: string, id: string | null) =>
  writeStored(storageKey(tenantId, id), null, 'sessionStorage');
