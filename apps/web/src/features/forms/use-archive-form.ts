import type { FormSummary } from '@syna/contracts/forms';
import { isHttpError } from '@/lib/http/http-error';
import { showError, showSnackbar } from '@/lib/snackbar/snackbar';
import { useUpdateForm } from './api';
import { useFormTexts } from './texts';

/** Archives or restores a form and says so, or says why not. */
export function useArchiveForm() {
  const { t } = useFormTexts();
  const update = useUpdateForm();
  const setArchived = async (form: Pick<FormSummary, 'id' | 'name'>, archived: boolean): Promise<boolean> => {
    try {
      await update.mutateAsync({ id: form.id, changes: { archived } });
    } catch (error) {
      if (isHttpError(error)) showError(error.message, error.detail ?? undefined);
      return false;
    }
    const name = form.name.sv;
    showSnackbar({ subject: t(archived ? 'editor.archivedMessage' : 'editor.unarchivedMessage', { name }) });
    return true;
  };
  return { setArchived, pending: update.isPending };
}
