import { useState } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { isHttpError } from '@/lib/http/http-error';
import { showSnackbar } from '@/lib/snackbar/snackbar';
import { ConfirmDialog } from './confirm-dialog';

/** The dialog's texts in the user's language, the item's name already in them. */
export interface DeleteOrArchiveTexts {
  title: string;
  body: string;
  /** The snackbar once the item is gone. */
  deleted: string;
  /** The heading of a failure that has no message of its own. */
  deleteFailed: string;
  inUseTitle: string;
  /** Under the server's reason, when archiving is offered. */
  inUseHint: string;
  archiveInstead: string;
}

interface DeleteOrArchiveDialogProps {
  texts: DeleteOrArchiveTexts;
  /** An archived item is not offered archiving again. */
  archived: boolean;
  /** Deletes the item; throws the server's refusal. */
  onDelete(): Promise<unknown>;
  deleting: boolean;
  /** Archives the item; whether that succeeded (a failure reports itself). */
  onArchive(): Promise<boolean>;
  archiving: boolean;
  onClose(): void;
  /** After the item is gone (e.g. to leave its page). */
  onDeleted?(): void;
  testId: string;
}

type Refusal = { inUse: true; detail: string } | { inUse: false; message: string; detail: string | null };

/**
 * Asks before deleting an item that records may use. The server refuses to delete one in use (409)
 * and says why; the dialog shows that and offers to archive the item instead.
 */
export function DeleteOrArchiveDialog({
  texts,
  archived,
  onDelete,
  deleting,
  onArchive,
  archiving,
  onClose,
  onDeleted,
  testId,
}: DeleteOrArchiveDialogProps) {
  const [refusal, setRefusal] = useState<Refusal | null>(null);

  const confirm = async () => {
    setRefusal(null);
    try {
      await onDelete();
    } catch (error) {
      if (isHttpError(error) && error.status === 409) {
        setRefusal({ inUse: true, detail: error.detail ?? error.message });
      } else {
        setRefusal({
          inUse: false,
          message: error instanceof Error ? error.message : texts.deleteFailed,
          detail: isHttpError(error) ? error.detail : null,
        });
      }
      return;
    }
    showSnackbar({ subject: texts.deleted });
    onClose();
    onDeleted?.();
  };

  const archiveInstead = async () => {
    if (await onArchive()) onClose();
  };

  const inUse = refusal?.inUse === true;
  return (
    <ConfirmDialog
      open
      title={texts.title}
      busy={deleting || archiving}
      hideConfirm={inUse}
      onConfirm={() => void confirm()}
      onClose={onClose}
      testId={testId}
      extraActions={
        inUse && !archived ? (
          <Button variant="contained" onClick={() => void archiveInstead()} disabled={archiving} autoFocus>
            {texts.archiveInstead}
          </Button>
        ) : null
      }
    >
      {!inUse && <Typography>{texts.body}</Typography>}
      {refusal && (
        <Alert
          severity={refusal.inUse ? 'warning' : 'error'}
          sx={{ mt: 2 }}
          role="alert"
          data-testid="delete-refusal"
        >
          <AlertTitle>{refusal.inUse ? texts.inUseTitle : refusal.message}</AlertTitle>
          {refusal.detail}
          {refusal.inUse && !archived && (
            <Typography variant="body2" sx={{ mt: 1 }}>
              {texts.inUseHint}
            </Typography>
          )}
        </Alert>
      )}
    </ConfirmDialog>
  );
}
