import { useNavigate } from 'react-router';
import { forgetEditorDraft, useEditorDraft } from './use-editor-draft';
import { useEditorSave, type EditorSaveTextKey, type SaveRequest } from './use-editor-save';

interface AdminEditorOptions<Draft, Saved> {
  /** The kind of record (`form`, `blueprint`), which names its stored draft. */
  kind: string;
  t(key: EditorSaveTextKey): string;
  tenantId: string;
  /** The record as saved; null for a new one. */
  record: { id: string } | null;
  /** What changes with every save of the record (its version or its time of change). */
  version: string | number | null;
  /** The draft of the record as saved. */
  saved: Draft;
  /** Whether two drafts would save the same record. */
  same(one: Draft, other: Draft): boolean;
  /** The draft of the record the server answered a save with. */
  fromSaved(result: Saved): Draft;
  /** The page of a record, which takes over from the new record's page once it is created. */
  pageOf(id: string): string;
}

/**
 * An admin editor of one record: its draft kept over a reload (`useEditorDraft`), its save with the
 * field messages (`useEditorSave`), and what `AdminEditorFrame` shows and does of them (`frame`).
 * After a save the draft is what the server has; a new record's page gives way to its own.
 */
export function useAdminEditor<Draft, Saved extends { id: string }>({
  kind,
  t,
  tenantId,
  record,
  version,
  saved,
  same,
  fromSaved,
  pageOf,
}: AdminEditorOptions<Draft, Saved>) {
  const navigate = useNavigate();
  const { draft, restored, dirty, update, replace } = useEditorDraft({
    kind,
    tenantId,
    id: record?.id ?? null,
    version,
    saved,
    same,
  });
  const { messages, setMessages, saving, panel, save } = useEditorSave(t);

  const saveDraft = (request: Omit<SaveRequest<Saved>, 'creating' | 'afterSave'>) =>
    save({
      ...request,
      creating: !record,
      afterSave: async (result) => {
        if (record) replace(fromSaved(result));
        else {
          // The draft of a record not yet created is done with once its own page has it.
          await navigate(pageOf(result.id), { replace: true });
          forgetEditorDraft(kind, tenantId, null);
        }
      },
    });

  const frame = {
    panel,
    saving,
    dirty,
    restored,
    onReset: () => {
      replace(saved);
      setMessages({});
    },
  };
  return { draft, update, messages, setMessages, saveDraft, frame };
}
