import { isHttpError } from '@/lib/http/http-error';
import { showError, showSnackbar } from '@/lib/snackbar/snackbar';
import { useUpdateLookup, type LookupScope } from './api';
import type { LookupItem } from './lookup-kinds';
import { useLookupsTexts } from './texts';

/** Archives or restores a lookup and says so, or says why not. */
export function useArchiveLookup(scope: LookupScope) {
  const { t } = useLookupsTexts();
  const update = useUpdateLookup(scope);
  const setArchived = async (item: LookupItem, archived: boolean): Promise<boolean> => {
    try {
      await update.mutateAsync({ id: item.id, changes: { archived } });
    } catch (error) {
      if (isHttpError(error)) showError(error.message, error.detail ?? undefined);
      return false;
    }
    showSnackbar({ subject: t(archived ? 'messages.archived' : 'messages.unarchived', { name: item.name }) });
    return true;
  };
  return { setArchived, pending: update.isPending };
}
