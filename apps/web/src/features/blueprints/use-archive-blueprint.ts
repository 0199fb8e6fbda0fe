import type { BlueprintSummary } from '@syna/contracts/blueprints';
import { isHttpError } from '@/lib/http/http-error';
import { showError, showSnackbar } from '@/lib/snackbar/snackbar';
import { useUpdateBlueprint } from './api';
import { useBlueprintTexts } from './texts';

/** Archives or restores a blueprint and says so, or says why not. */
export function useArchiveBlueprint() {
  const { t } = useBlueprintTexts();
  const update = useUpdateBlueprint();
  const setArchived = async (
    blueprint: Pick<BlueprintSummary, 'id' | 'name'>,
    archived: boolean,
  ): Promise<boolean> => {
    try {
      await update.mutateAsync({ id: blueprint.id, changes: { archived } });
    } catch (error) {
      if (isHttpError(error)) showError(error.message, error.detail ?? undefined);
      return false;
    }
    const name = blueprint.name.sv;
    showSnackbar({ subject: t(archived ? 'editor.archivedMessage' : 'editor.unarchivedMessage', { name }) });
    return true;
  };
  return { setArchived, pending: update.isPending };
}
