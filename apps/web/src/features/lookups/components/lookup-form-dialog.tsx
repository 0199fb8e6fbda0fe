import { showSnackbar } from '@/lib/snackbar/snackbar';
import { FormDialog } from '@/lib/ui/form-dialog';
import { useCreateLookup, useUpdateLookup, type LookupScope } from '@/features/lookups/api';
import { LOOKUP_KINDS, type LookupItem } from '@/features/lookups/lookup-kinds';
import { useLookupsTexts } from '@/features/lookups/texts';
import { useLookupForm } from '@/features/lookups/use-lookup-form';
import { LookupFields } from './lookup-fields';

interface LookupFormDialogProps {
  scope: LookupScope;
  /** The lookup to change, or null to create one. */
  item: LookupItem | null;
  onClose(): void;
  /** Called with the lookup as saved, before the dialog closes. */
  onSaved?(item: LookupItem): void;
}

/** Creates or changes a lookup in a dialog. */
export function LookupFormDialog({ scope, item, onClose, onSaved }: LookupFormDialogProps) {
  const { t } = useLookupsTexts();
  const kind = LOOKUP_KINDS[scope.kind];
  const create = useCreateLookup(scope);
  const update = useUpdateLookup(scope);
  const { form, submit } = useLookupForm(kind, item, async (body) => {
    const saved = item
      ? await update.mutateAsync({ id: item.id, changes: body })
      : await create.mutateAsync(body);
    showSnackbar({ subject: item ? t('messages.saved') : t('messages.created', { name: saved.name }) });
    onSaved?.(saved);
    onClose();
    return saved;
  });
  return (
    <FormDialog
      title={item ? t('dialogs.editTitle', { name: item.name }) : t(`kinds.${scope.kind}.create`)}
      onSubmit={submit}
      busy={form.formState.isSubmitting}
      onClose={onClose}
      testId="lookup-form-dialog"
    >
      <LookupFields kind={kind} control={form.control} autoFocus />
    </FormDialog>
  );
}
