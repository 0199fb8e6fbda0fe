import { useRef, useState } from 'react';
import type { z } from 'zod';
import { isHttpError, type HttpError } from '@/lib/http/http-error';
import { showError, showSnackbar } from '@/lib/snackbar/snackbar';
import { problemFieldMessages, schemaFieldMessages, type FieldMessages } from './field-messages';
import { useFocusFirstMessage } from './use-focus-first-message';

/** The keys of the editor's texts, which every admin editor's feature texts have. */
export type EditorSaveTextKey = 'editor.invalid' | 'editor.saved' | 'editor.created';

export interface SaveRequest<Result> {
  /** The contract's schema of the body, checked before anything is sent. */
  schema: z.ZodType;
  body: unknown;
  /** Whether the record is new: it is created, not saved. */
  creating: boolean;
  send(): Promise<Result>;
  afterSave(result: Result): Promise<void> | void;
  /** Field messages for a refusal that names no field; none to show it as an error. */
  refusalMessages?(error: HttpError): FieldMessages | undefined;
}

/**
 * An admin editor's save: the body checked against the contract, then sent; its field messages,
 * the contract's or the server's, are put on the fields, and the first of them gets the focus.
 */
export function useEditorSave(t: (key: EditorSaveTextKey) => string) {
  const [messages, setMessages] = useState<FieldMessages>({});
  const [saving, setSaving] = useState(false);
  const panel = useRef<HTMLDivElement>(null);
  useFocusFirstMessage(messages, panel);

  const save = async <Result>({
    schema,
    body,
    creating,
    send,
    afterSave,
    refusalMessages,
  }: SaveRequest<Result>) => {
    const checked = schema.safeParse(body);
    if (!checked.success) {
      setMessages(schemaFieldMessages(checked.error.issues));
      showError(t('editor.invalid'));
      return;
    }
    setMessages({});
    setSaving(true);
    try {
      const result = await send();
      showSnackbar({ subject: t(creating ? 'editor.created' : 'editor.saved') });
      await afterSave(result);
    } catch (error) {
      if (!isHttpError(error)) throw error;
      const fieldMessages = problemFieldMessages(error.fieldErrors);
      const refused = refusalMessages?.(error);
      if (Object.keys(fieldMessages).length > 0) setMessages(fieldMessages);
      else if (refused) setMessages(refused);
      else showError(error.message, error.detail ?? undefined);
    } finally {
      setSaving(false);
    }
  };

  return { messages, setMessages, saving, panel, save };
}
