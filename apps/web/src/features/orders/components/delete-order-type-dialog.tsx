import type { OrderType } from '@syna/contracts/orders';
import { DeleteOrArchiveDialog } from '@/lib/ui/delete-or-archive-dialog';
import { useDeleteOrderType } from '@/features/orders/api';
import { useOrderTexts } from '@/features/orders/texts';
import { useArchiveOrderType } from '@/features/orders/use-archive-order-type';

interface DeleteOrderTypeDialogProps {
  type: OrderType;
  onClose(): void;
  /** After the type is gone (e.g. to leave its page). */
  onDeleted?(): void;
}

/** Asks before deleting an order type; one that orders use can be archived instead. */
export function DeleteOrderTypeDialog({ type, onClose, onDeleted }: DeleteOrderTypeDialogProps) {
  const { t } = useOrderTexts();
  const remove = useDeleteOrderType();
  const archive = useArchiveOrderType();
  const name = { name: type.name };
  return (
    <DeleteOrArchiveDialog
      texts={{
        title: t('orderTypes.deleteTitle', name),
        body: t('orderTypes.deleteBody', name),
        deleted: t('orderTypes.deleted', name),
        deleteFailed: t('orderTypes.deleteFailed'),
        inUseTitle: t('orderTypes.inUseTitle'),
        inUseHint: t('orderTypes.inUseHint'),
        archiveInstead: t('orderTypes.archiveInstead'),
      }}
      archived={type.archived}
      onDelete={() => remove.mutateAsync(type.id)}
      deleting={remove.isPending}
      onArchive={() => archive.setArchived(type, true)}
      archiving={archive.pending}
      onClose={onClose}
      onDeleted={onDeleted}
      testId="delete-order-type-dialog"
    />
  );
}
