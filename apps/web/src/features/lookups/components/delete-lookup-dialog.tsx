import { useState } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { isHttpError } from '../../../lib/http/http-error';
import { showSnackbar } from '../../../lib/snackbar/snackbar';
import { ConfirmDialog } from '../../../lib/ui/confirm-dialog';
import { useDeleteLookup, type LookupScope } from '../api';
import type { LookupItem } from '../lookup-kinds';
import { useLookupsTexts } from '../texts';
import { useArchiveLookup } from '../use-archive-lookup';

interface DeleteLookupDialogProps {
  tenantId: string;
  scope: LookupScope;
  item: LookupItem;
  onClose(): void;
  /** After the lookup is gone (e.g. to leave its page). */
  onDeleted?(): void;
}

type Refusal = { inUse: true; detail: string } | { inUse: false; message: string; detail: string | null };

/**
 * Asks before deleting a lookup. One that is in use is refused by the server (409) with how many
 * records use it; the dialog shows that and offers to archive it instead.
 */
export function DeleteLookupDialog({ tenantId, scope, item, onClose, onDeleted }: DeleteLookupDialogProps) {
  const { t } = useLookupsTexts();
  const remove = useDeleteLookup(tenantId, scope);
  const archive = useArchiveLookup(tenantId, scope);
  const [refusal, setRefusal] = useState<Refusal | null>(null);

  const confirm = async () => {
    setRefusal(null);
    try {
      await remove.mutateAsync(item.id);
    } catch (error) {
      if (isHttpError(error) && error.status === 409) {
        setRefusal({ inUse: true, detail: error.detail ?? error.message });
      } else {
        setRefusal({
          inUse: false,
          message: error instanceof Error ? error.message : t('dialogs.deleteFailed'),
          detail: isHttpError(error) ? error.detail : null,
        });
      }
      return;
    }
    showSnackbar({ subject: t('messages.deleted', { name: item.name }) });
    onClose();
    onDeleted?.();
  };

  const archiveInstead = async () => {
    if (await archive.setArchived(item, true)) onClose();
  };

  const inUse = refusal?.inUse === true;
  return (
    <ConfirmDialog
      open
      title={t('dialogs.deleteTitle', { name: item.name })}
      busy={remove.isPending || archive.pending}
      hideConfirm={inUse}
      onConfirm={() => void confirm()}
      onClose={onClose}
      testId="delete-lookup-dialog"
      extraActions={
        inUse && !item.archived ? (
          <Button
            variant="contained"
            onClick={() => void archiveInstead()}
            disabled={archive.pending}
            autoFocus
          >
            {t('actions.archiveInstead')}
          </Button>
        ) : null
      }
    >
      {!inUse && <Typography>{t('dialogs.deleteBody', { name: item.name })}</Typography>}
      {refusal && (
        <Alert
          severity={refusal.inUse ? 'warning' : 'error'}
          sx={{ mt: 2 }}
          role="alert"
          data-testid="delete-refusal"
        >
          <AlertTitle>{refusal.inUse ? t('dialogs.inUseTitle') : refusal.message}</AlertTitle>
          {refusal.detail}
          {refusal.inUse && !item.archived && (
            <Typography variant="body2" sx={{ mt: 1 }}>
              {t('dialogs.inUseHint')}
            </Typography>
          )}
        </Alert>
      )}
    </ConfirmDialog>
  );
}
