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
import { ATTACHED_FILE_ACCEPT, type AttachedFile } from '@syna/contracts/attached-files';
import { formatBytes, formatDateTime, truncate } from '@syna/contracts/format';
import { useTenantApi } from '@/lib/http/endpoint-hooks';
import { showSnackbar } from '@/lib/snackbar/snackbar';
import { ConfirmDialog } from '@/lib/ui/confirm-dialog';
import { EmptyState } from '@/lib/ui/empty-state';
import { FormSection } from '@/lib/ui/form-section';
import { LoadError } from '@/lib/ui/load-error';
import { MAX_UPLOAD_MEGABYTES } from '@/lib/uploads/upload-failure';
import { HiddenFileInput } from '@/lib/uploads/hidden-file-input';
import { UploadProgressLine } from '@/lib/uploads/upload-progress';
import { useFileDrop } from '@/lib/uploads/use-file-drop';
import { useFileUploads } from '@/lib/uploads/use-file-uploads';
import {
  downloadAttachedFile,
  useAttachedFiles,
  useDeleteAttachedFile,
  useUploadAttachedFile,
  type FileRecord,
} from './attached-files-api';
import { useAttachedFileTexts } from './texts';

interface AttachedFilesSectionProps {
  record: FileRecord;
  canWrite: boolean;
  /** What the empty section says is kept here, and what deleting takes the file from. */
  emptyBody: string;
  deleteBody: string;
  /** Starts the section's test ids: `contact` gives `contact-files`, `contact-file-upload`, … */
  testIdPrefix: string;
}

/**
 * The files of a record (a contact, an assignment): each with its size, upload date and uploader,
 * downloaded under its own name. Members who may edit the record add files with the button or by
 * dropping them on the section (one request per file, with progress and a cancel) and delete
 * them after a confirmation.
 */
export function AttachedFilesSection({
  record,
  canWrite,
  emptyBody,
  deleteBody,
  testIdPrefix: prefix,
}: AttachedFilesSectionProps) {
  const api = useTenantApi();
  const { t } = useAttachedFileTexts();
  const files = useAttachedFiles(record);
  const uploadFile = useUploadAttachedFile(record);
  // The server judges a file's type by its content; only the size is checked here first.
  const uploader = useFileUploads<{ file: File; name: string }, AttachedFile>({
    send: ({ file }, options) => uploadFile.mutateAsync({ file, ...options }),
    texts: { failed: t('failed'), tooLarge: t('tooLarge', { max: MAX_UPLOAD_MEGABYTES }) },
  });
  const uploadFiles = (files: File[]) =>
    void uploader.upload(files.map((file) => ({ file, name: file.name })));
  const { dragging, dropHandlers } = useFileDrop(canWrite, uploadFiles);
  const remove = useDeleteAttachedFile(record);
  const [deleting, setDeleting] = useState<AttachedFile | null>(null);
  const input = useRef<HTMLInputElement>(null);

  const confirmDelete = (file: AttachedFile) =>
    remove.mutate(file.id, {
      onSuccess: () => showSnackbar({ subject: t('deleted', { name: file.filename }) }),
      onSettled: () => setDeleting(null),
    });

  const uploadButton = canWrite && (
    <>
      <HiddenFileInput
        ref={input}
        accept={ATTACHED_FILE_ACCEPT}
        multiple
        testId={`${prefix}-file-input`}
        onFiles={uploadFiles}
      />
      <Button
        variant="outlined"
        startIcon={<UploadFileOutlinedIcon />}
        onClick={() => input.current?.click()}
        disabled={uploader.busy}
        data-testid={`${prefix}-file-upload`}
      >
        {t('upload')}
      </Button>
    </>
  );

  const progress = uploader.progress;
  return (
    <FormSection
      title={t('title')}
      hint={canWrite ? t('dropHint', { max: MAX_UPLOAD_MEGABYTES }) : undefined}
      action={uploadButton}
    >
      <Box
        {...dropHandlers}
        data-testid={`${prefix}-files`}
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
            label={t('uploading', {
              name: progress.name,
              index: progress.index,
              total: progress.total,
            })}
            barLabel={progress.name}
            cancelLabel={t('cancelUpload')}
            onCancel={uploader.cancel}
            testId={`${prefix}-file-progress`}
            sx={{ mb: 2 }}
          />
        )}
        {uploader.problems.length > 0 && (
          <Alert
            severity="error"
            variant="outlined"
            onClose={uploader.dismissProblems}
            closeText={t('dismissProblems')}
            sx={{ mb: 2 }}
            data-testid={`${prefix}-file-problems`}
          >
            {uploader.problems.map((problem, index) => (
              <div key={`${problem.name}-${index}`}>
                <strong>{problem.name}</strong>: {problem.message}
              </div>
            ))}
          </Alert>
        )}
        {files.isPending && <Skeleton variant="rounded" height={48} />}
        {files.isError && <LoadError title={t('loadFailed')} onRetry={() => void files.refetch()} />}
        {files.isSuccess && files.data.length === 0 && (
          <EmptyState
            icon={FolderOpenOutlinedIcon}
            title={t('emptyTitle')}
            body={emptyBody}
            testId={`${prefix}-files-empty`}
          />
        )}
        {files.isSuccess && files.data.length > 0 && (
          <List dense disablePadding data-testid={`${prefix}-file-list`}>
            {files.data.map((file) => (
              <ListItem
                key={file.id}
                disableGutters
                divider
                data-testid={`${prefix}-file`}
                secondaryAction={
                  canWrite && (
                    <IconButton
                      edge="end"
                      onClick={() => setDeleting(file)}
                      aria-label={t('delete', { name: file.filename })}
                      data-testid={`${prefix}-file-delete`}
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
                      onClick={() => void downloadAttachedFile(api, record, file)}
                      aria-label={t('download', { name: file.filename })}
                      sx={{ textAlign: 'left', overflowWrap: 'anywhere' }}
                      data-testid={`${prefix}-file-download`}
                    >
                      {truncate(file.filename)}
                    </Link>
                  }
                  secondary={`${formatBytes(file.size)} · ${
                    file.createdBy
                      ? t('uploaded', { date: formatDateTime(file.created), name: file.createdBy.name })
                      : t('uploadedByUnknown', { date: formatDateTime(file.created) })
                  }`}
                />
              </ListItem>
            ))}
          </List>
        )}
      </Box>
      <ConfirmDialog
        open={deleting !== null}
        title={t('deleteTitle', { name: deleting?.filename ?? '' })}
        busy={remove.isPending}
        onClose={() => setDeleting(null)}
        onConfirm={() => deleting && confirmDelete(deleting)}
        testId={`delete-${prefix}-file-dialog`}
      >
        <DialogContentText>{deleteBody}</DialogContentText>
      </ConfirmDialog>
    </FormSection>
  );
}
