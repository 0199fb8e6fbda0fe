import { useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogContentText from '@mui/material/DialogContentText';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import FolderOpenOutlinedIcon from '@mui/icons-material/FolderOpenOutlined';
import UploadFileOutlinedIcon from '@mui/icons-material/UploadFileOutlined';
import { CONTACT_FILE_ACCEPT, type ContactFile } from '@syna/contracts/contacts';
import { formatBytes, formatDateTime, truncate } from '@syna/contracts/format';
import { useTenantId } from '@/lib/session/use-tenant-id';
import { showSnackbar } from '@/lib/snackbar/snackbar';
import { ConfirmDialog } from '@/lib/ui/confirm-dialog';
import { EmptyState } from '@/lib/ui/empty-state';
import { FormSection } from '@/lib/ui/form-section';
import { LoadError } from '@/lib/ui/load-error';
import { MAX_UPLOAD_MEGABYTES } from '@/lib/uploads/upload-failure';
import { UploadProgressLine } from '@/lib/uploads/upload-progress';
import { useFileDrop } from '@/lib/uploads/use-file-drop';
import { useFileUploads } from '@/lib/uploads/use-file-uploads';
import {
  downloadContactFile,
  useContactFiles,
  useDeleteContactFile,
  useUploadContactFile,
} from '@/features/contacts/contact-files-api';
import { useContactsTexts } from '@/features/contacts/texts';

interface ContactFilesSectionProps {
  contactId: string;
  canWrite: boolean;
}

/**
 * The files on a contact: each with its size and upload date, downloaded under its own name.
 * Members who may edit contacts add files with the button or by dropping them on the section
 * (one request per file, with progress and a cancel) and delete them after a confirmation.
 */
export function ContactFilesSection({ contactId, canWrite }: ContactFilesSectionProps) {
  const tenantId = useTenantId();
  const { t } = useContactsTexts();
  const files = useContactFiles(contactId);
  const uploadFile = useUploadContactFile(contactId);
  // The server judges a file's type by its content; only the size is checked here first.
  const uploader = useFileUploads<{ file: File; name: string }, ContactFile>({
    send: ({ file }, options) => uploadFile.mutateAsync({ file, ...options }),
    texts: { failed: t('files.failed'), tooLarge: t('files.tooLarge', { max: MAX_UPLOAD_MEGABYTES }) },
  });
  const uploadFiles = (files: File[]) =>
    void uploader.upload(files.map((file) => ({ file, name: file.name })));
  const { dragging, dropHandlers } = useFileDrop(canWrite, uploadFiles);
  const remove = useDeleteContactFile(contactId);
  const [deleting, setDeleting] = useState<ContactFile | null>(null);
  const input = useRef<HTMLInputElement>(null);

  const confirmDelete = (file: ContactFile) =>
    remove.mutate(file.id, {
      onSuccess: () => showSnackbar({ subject: t('files.deleted', { name: file.filename }) }),
      onSettled: () => setDeleting(null),
    });

  const uploadButton = canWrite && (
    <>
      <input
        ref={input}
        type="file"
        accept={CONTACT_FILE_ACCEPT}
        multiple
        hidden
        onChange={(event) => {
          const chosen = [...(event.currentTarget.files ?? [])];
          // Cleared so that choosing the same file again still counts as a change.
          event.currentTarget.value = '';
          uploadFiles(chosen);
        }}
        data-testid="contact-file-input"
      />
      <Button
        variant="outlined"
        startIcon={<UploadFileOutlinedIcon />}
        onClick={() => input.current?.click()}
        disabled={uploader.busy}
        data-testid="contact-file-upload"
      >
        {t('files.upload')}
      </Button>
    </>
  );

  const progress = uploader.progress;
  return (
    <FormSection
      title={t('files.title')}
      hint={canWrite ? t('files.dropHint', { max: MAX_UPLOAD_MEGABYTES }) : undefined}
      action={uploadButton}
    >
      <Box
        {...dropHandlers}
        data-testid="contact-files"
        data-dragging={dragging ? 'true' : 'false'}
        sx={{
          borderRadius: 1,
          outline: dragging ? 2 : 0,
          outlineStyle: 'dashed',
          outlineColor: 'primary.main',
          bgcolor: dragging ? 'action.hover' : 'transparent',
        }}
      >
        {progress && (
          <UploadProgressLine
            progress={progress}
            label={t('files.uploading', {
              name: progress.name,
              index: progress.index,
              total: progress.total,
            })}
            barLabel={progress.name}
            cancelLabel={t('files.cancelUpload')}
            onCancel={uploader.cancel}
            testId="contact-file-progress"
            sx={{ mb: 2 }}
          />
        )}
        {uploader.problems.length > 0 && (
          <Alert
            severity="error"
            variant="outlined"
            onClose={uploader.dismissProblems}
            closeText={t('files.dismissProblems')}
            sx={{ mb: 2 }}
            data-testid="contact-file-problems"
          >
            {uploader.problems.map((problem, index) => (
              <div key={`${problem.name}-${index}`}>
                <strong>{problem.name}</strong>: {problem.message}
              </div>
            ))}
          </Alert>
        )}
        {files.isPending && <Skeleton variant="rounded" height={48} />}
        {files.isError && <LoadError title={t('files.loadFailed')} onRetry={() => void files.refetch()} />}
        {files.isSuccess && files.data.length === 0 && (
          <EmptyState
            icon={FolderOpenOutlinedIcon}
            title={t('files.emptyTitle')}
            body={t('files.emptyBody')}
            testId="contact-files-empty"
          />
        )}
        {files.isSuccess && files.data.length > 0 && (
          <List dense disablePadding data-testid="contact-file-list">
            {files.data.map((file) => (
              <ListItem
                key={file.id}
                disableGutters
                divider
                data-testid="contact-file"
                secondaryAction={
                  canWrite && (
                    <IconButton
                      edge="end"
                      onClick={() => setDeleting(file)}
                      aria-label={t('files.delete', { name: file.filename })}
                      data-testid="contact-file-delete"
                    >
                      <DeleteOutlineIcon />
                    </IconButton>
                  )
                }
              >
                <ListItemText
                  primary={
                    <Link
                      component="button"
                      type="button"
                      onClick={() => void downloadContactFile(tenantId, contactId, file)}
                      aria-label={t('files.download', { name: file.filename })}
                      sx={{ textAlign: 'left', overflowWrap: 'anywhere' }}
                      data-testid="contact-file-download"
                    >
                      {truncate(file.filename)}
                    </Link>
                  }
                  secondary={`${formatBytes(file.size)} · ${
                    file.createdBy
                      ? t('files.uploaded', { date: formatDateTime(file.created), name: file.createdBy.name })
                      : t('files.uploadedByUnknown', { date: formatDateTime(file.created) })
                  }`}
                />
              </ListItem>
            ))}
          </List>
        )}
      </Box>
      <ConfirmDialog
        open={deleting !== null}
        title={t('files.deleteTitle', { name: deleting?.filename ?? '' })}
        busy={remove.isPending}
        onClose={() => setDeleting(null)}
        onConfirm={() => deleting && confirmDelete(deleting)}
        testId="delete-contact-file-dialog"
      >
        <DialogContentText>{t('files.deleteBody')}</DialogContentText>
      </ConfirmDialog>
    </FormSection>
  );
}
