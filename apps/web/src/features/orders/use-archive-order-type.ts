import type { OrderType } from '@syna/contracts/orders';
import { isHttpError } from '@/lib/http/http-error';
import { showError, showSnackbar } from '@/lib/snackbar/snackbar';
import { useUpdateOrderType } from './api';
import { useOrderTexts } from './texts';

/** Archives or restores an order type and says so, or says why not. */
export function useArchiveOrderType() {
  const { t } = useOrderTexts();
  const update = useUpdateOrderType();
  const setArchived = async (type: OrderType, archived: boolean): Promise<boolean> => {
    try {
      await update.mutateAsync({ id: type.id, changes: { archived } });
    } catch (error) {
      if (isHttpError(error)) showError(error.message, error.detail ?? undefined);
      return false;
    }
    showSnackbar({
      subject: t(archived ? 'orderTypes.archivedMessage' : 'orderTypes.unarchivedMessage', {
        name: type.name,
      }),
    });
    return true;
  };
  return { setArchived, pending: update.isPending };
}
