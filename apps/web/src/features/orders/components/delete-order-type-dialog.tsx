import { useState } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { OrderType } from '@syna/contracts/orders';
import { isHttpError } from '../../../lib/http/http-error';
import { showSnackbar } from '../../../lib/snackbar/snackbar';
import { ConfirmDialog } from '../../../lib/ui/confirm-dialog';
import { useDeleteOrderType } from '../api';
import { useOrderTexts } from '../texts';
import { useArchiveOrderType } from '../use-archive-order-type';

interface DeleteOrderTypeDialogProps {
  tenantId: string;
  type: OrderType;
  onClose(): void;
  /** After the type is gone (e.g. to leave its page). */
  onDeleted?(): void;
}

type Refusal = { inUse: true; detail: string } | { inUse: false; message: string; detail: string | null };

/**
 * Asks before deleting an order type. One that orders use is refused by the server (409); the
 * dialog shows why and offers to archive it instead.
 */
export function DeleteOrderTypeDialog({ tenantId, type, onClose, onDeleted }: DeleteOrderTypeDialogProps) {
  const { t } = useOrderTexts();
  const remove = useDeleteOrderType(tenantId);
  const archive = useArchiveOrderType(tenantId);
  const [refusal, setRefusal] = useState<Refusal | null>(null);

  const confirm = async () => {
    setRefusal(null);
    try {
      await remove.mutateAsync(type.id);
    } catch (error) {
      if (isHttpError(error) && error.status === 409) {
        setRefusal({ inUse: true, detail: error.detail ?? error.message });
      } else {
        setRefusal({
          inUse: false,
          message: error instanceof Error ? error.message : t('orderTypes.deleteFailed'),
          detail: isHttpError(error) ? error.detail : null,
        });
      }
      return;
    }
    showSnackbar({ subject: t('orderTypes.deleted', { name: type.name }) });
    onClose();
    onDeleted?.();
  };

  const archiveInstead = async () => {
    if (await archive.setArchived(type, true)) onClose();
  };

  const inUse = refusal?.inUse === true;
  return (
    <ConfirmDialog
      open
      title={t('orderTypes.deleteTitle', { name: type.name })}
      busy={remove.isPending || archive.pending}
      hideConfirm={inUse}
      onConfirm={() => void confirm()}
      onClose={onClose}
      testId="delete-order-type-dialog"
      extraActions={
        inUse && !type.archived ? (
          <Button
            variant="contained"
            onClick={() => void archiveInstead()}
            disabled={archive.pending}
            autoFocus
          >
            {t('orderTypes.archiveInstead')}
          </Button>
        ) : null
      }
    >
      {!inUse && <Typography>{t('orderTypes.deleteBody', { name: type.name })}</Typography>}
      {refusal && (
        <Alert
          severity={refusal.inUse ? 'warning' : 'error'}
          sx={{ mt: 2 }}
          role="alert"
          data-testid="delete-refusal"
        >
          <AlertTitle>{refusal.inUse ? t('orderTypes.inUseTitle') : refusal.message}</AlertTitle>
          {refusal.detail}
          {refusal.inUse && !type.archived && (
            <Typography variant="body2" sx={{ mt: 1 }}>
              {t('orderTypes.inUseHint')}
            </Typography>
          )}
        </Alert>
      )}
    </ConfirmDialog>
  );
}
