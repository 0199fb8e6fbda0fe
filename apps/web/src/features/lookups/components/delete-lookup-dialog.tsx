import { DeleteOrArchiveDialog } from '@/lib/ui/delete-or-archive-dialog';
import { useDeleteLookup, type LookupScope } from '@/features/lookups/api';
import type { LookupItem } from '@/features/lookups/lookup-kinds';
import { useLookupsTexts } from '@/features/lookups/texts';
import { useArchiveLookup } from '@/features/lookups/use-archive-lookup';

interface DeleteLookupDialogProps {
  scope: LookupScope;
  item: LookupItem;
  onClose(): void;
  /** After the lookup is gone (e.g. to leave its page). */
  onDeleted?(): void;
}

/** Asks before deleting a lookup; one in use (the server says by how many records) can be archived instead. */
export function DeleteLookupDialog({ scope, item, onClose, onDeleted }: DeleteLookupDialogProps) {
  const { t } = useLookupsTexts();
  const remove = useDeleteLookup(scope);
  const archive = useArchiveLookup(scope);
  const name = { name: item.name };
  return (
    <DeleteOrArchiveDialog
      texts={{
        title: t('dialogs.deleteTitle', name),
        body: t('dialogs.deleteBody', name),
        deleted: t('messages.deleted', name),
        deleteFailed: t('dialogs.deleteFailed'),
        inUseTitle: t('dialogs.inUseTitle'),
        inUseHint: t('dialogs.inUseHint'),
        archiveInstead: t('actions.archiveInstead'),
      }}
      archived={item.archived}
      onDelete={() => remove.mutateAsync(item.id)}
      deleting={remove.isPending}
      onArchive={() => archive.setArchived(item, true)}
      archiving={archive.pending}
      onClose={onClose}
      onDeleted={onDeleted}
      testId="delete-lookup-dialog"
    />
  );
}
