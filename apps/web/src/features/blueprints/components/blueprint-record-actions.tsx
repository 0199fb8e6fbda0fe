import { useState } from 'react';
import { useNavigate } from 'react-router';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { BlueprintSummary } from '@syna/contracts/blueprints';
import { isHttpError } from '@/lib/http/http-error';
import { appPaths } from '@/lib/navigation/app-paths';
import { useTenantId } from '@/lib/session/use-tenant-id';
import { showError, showSnackbar } from '@/lib/snackbar/snackbar';
import { ConfirmDialog } from '@/lib/ui/confirm-dialog';
import { useDeleteBlueprint } from '@/features/blueprints/api';
import { useBlueprintTexts } from '@/features/blueprints/texts';
import { useArchiveBlueprint } from '@/features/blueprints/use-archive-blueprint';

type BlueprintItem = Pick<BlueprintSummary, 'id' | 'name' | 'archived'>;

/** Asks before archiving a blueprint: it leaves the new-assignment form. */
export function ArchiveBlueprintDialog({
  blueprint,
  onClose,
}: {
  blueprint: BlueprintItem;
  onClose(): void;
}) {
  const { t } = useBlueprintTexts();
  const archive = useArchiveBlueprint();
  return (
    <ConfirmDialog
      open
      title={t('editor.archiveTitle', { name: blueprint.name.sv })}
      confirmLabel={t('editor.archive')}
      busy={archive.pending}
      onConfirm={() => void archive.setArchived(blueprint, true).then((done) => done && onClose())}
      onClose={onClose}
      testId="archive-blueprint-dialog"
    >
      {t('editor.archiveBody')}
    </ConfirmDialog>
  );
}

/**
 * Asks before deleting a blueprint. A blueprint is only a recipe (assignments keep copies of what
 * it gave them), so it is always deleted: there is no "archive it instead".
 */
export function DeleteBlueprintDialog({
  blueprint,
  onClose,
  onDeleted,
}: {
  blueprint: BlueprintItem;
  onClose(): void;
  onDeleted?(): void;
}) {
  const { t } = useBlueprintTexts();
  const remove = useDeleteBlueprint();
  const name = { name: blueprint.name.sv };
  const confirm = async () => {
    try {
      await remove.mutateAsync(blueprint.id);
    } catch (error) {
      if (isHttpError(error)) showError(error.message, error.detail ?? undefined);
      return;
    }
    showSnackbar({ subject: t('editor.deleted', name) });
    onClose();
    onDeleted?.();
  };
  return (
    <ConfirmDialog
      open
      title={t('editor.deleteTitle', name)}
      confirmLabel={t('editor.delete')}
      busy={remove.isPending}
      onConfirm={() => void confirm()}
      onClose={onClose}
      testId="delete-blueprint-dialog"
    >
      {t('editor.deleteBody')}
    </ConfirmDialog>
  );
}

/** A saved blueprint's archive (or restore) and delete buttons, each behind its question. */
export function BlueprintRecordActions({ blueprint }: { blueprint: BlueprintItem }) {
  const { t } = useBlueprintTexts();
  const tenantId = useTenantId();
  const navigate = useNavigate();
  const archive = useArchiveBlueprint();
  const [asking, setAsking] = useState<'archive' | 'delete' | null>(null);
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <Button
        variant="outlined"
        onClick={() =>
          blueprint.archived ? void archive.setArchived(blueprint, false) : setAsking('archive')
        }
        disabled={archive.pending}
        data-testid="blueprint-archive"
      >
        {blueprint.archived ? t('editor.unarchive') : t('editor.archive')}
      </Button>
      <Button
        variant="outlined"
        color="error"
        onClick={() => setAsking('delete')}
        data-testid="blueprint-delete"
      >
        {t('editor.delete')}
      </Button>
      {asking === 'archive' && (
        <ArchiveBlueprintDialog blueprint={blueprint} onClose={() => setAsking(null)} />
      )}
      {asking === 'delete' && (
        <DeleteBlueprintDialog
          blueprint={blueprint}
          onClose={() => setAsking(null)}
          onDeleted={() =>
            void navigate(appPaths.adminPage(tenantId, 'inspectionTemplate'), { replace: true })
          }
        />
      )}
    </Stack>
  );
}
