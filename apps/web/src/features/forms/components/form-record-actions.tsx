import { useState } from 'react';
import { useNavigate } from 'react-router';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { FormSummary } from '@syna/contracts/forms';
import { appPaths } from '@/lib/navigation/app-paths';
import { useTenantId } from '@/lib/session/use-tenant-id';
import { ConfirmDialog } from '@/lib/ui/confirm-dialog';
import { DeleteOrArchiveDialog } from '@/lib/ui/delete-or-archive-dialog';
import { useDeleteForm } from '@/features/forms/api';
import { useFormTexts } from '@/features/forms/texts';
import { useArchiveForm } from '@/features/forms/use-archive-form';

type FormItem = Pick<FormSummary, 'id' | 'name' | 'archived'>;

/** Asks before archiving a form: it leaves the records' pages, its values stay. */
export function ArchiveFormDialog({ form, onClose }: { form: FormItem; onClose(): void }) {
  const { t } = useFormTexts();
  const archive = useArchiveForm();
  return (
    <ConfirmDialog
      open
      title={t('editor.archiveTitle', { name: form.name.sv })}
      confirmLabel={t('editor.archive')}
      busy={archive.pending}
      onConfirm={() => void archive.setArchived(form, true).then((done) => done && onClose())}
      onClose={onClose}
      testId="archive-form-dialog"
    >
      {t('editor.archiveBody')}
    </ConfirmDialog>
  );
}

/** Asks before deleting a form; one with values (409) is offered archiving instead. */
export function DeleteFormDialog({
  form,
  onClose,
  onDeleted,
}: {
  form: FormItem;
  onClose(): void;
  onDeleted?(): void;
}) {
  const { t } = useFormTexts();
  const remove = useDeleteForm();
  const archive = useArchiveForm();
  const name = { name: form.name.sv };
  return (
    <DeleteOrArchiveDialog
      texts={{
        title: t('editor.deleteTitle', name),
        body: t('editor.deleteBody'),
        deleted: t('editor.deleted', name),
        deleteFailed: t('editor.deleteFailed'),
        inUseTitle: t('editor.inUseTitle'),
        inUseHint: t('editor.inUseHint'),
        archiveInstead: t('editor.archiveInstead'),
      }}
      archived={form.archived}
      onDelete={() => remove.mutateAsync(form.id)}
      deleting={remove.isPending}
      onArchive={() => archive.setArchived(form, true)}
      archiving={archive.pending}
      onClose={onClose}
      onDeleted={onDeleted}
      testId="delete-form-dialog"
    />
  );
}

/** A saved form's archive (or restore) and delete buttons, each behind its question. */
export function FormRecordActions({ form }: { form: FormItem }) {
  const { t } = useFormTexts();
  const tenantId = useTenantId();
  const navigate = useNavigate();
  const archive = useArchiveForm();
  const [asking, setAsking] = useState<'archive' | 'delete' | null>(null);
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <Button
        variant="outlined"
        onClick={() => (form.archived ? void archive.setArchived(form, false) : setAsking('archive'))}
        disabled={archive.pending}
        data-testid="form-archive"
      >
        {form.archived ? t('editor.unarchive') : t('editor.archive')}
      </Button>
      <Button variant="outlined" color="error" onClick={() => setAsking('delete')} data-testid="form-delete">
        {t('editor.delete')}
      </Button>
      {asking === 'archive' && <ArchiveFormDialog form={form} onClose={() => setAsking(null)} />}
      {asking === 'delete' && (
        <DeleteFormDialog
          form={form}
          onClose={() => setAsking(null)}
          onDeleted={() => void navigate(appPaths.adminPage(tenantId, 'form'), { replace: true })}
        />
      )}
    </Stack>
  );
}
