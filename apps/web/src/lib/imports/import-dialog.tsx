import { useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import UploadFileOutlinedIcon from '@mui/icons-material/UploadFileOutlined';
import { isHttpError } from '@/lib/http/http-error';
import { TitledDialog } from '@/lib/ui/titled-dialog';
import { HiddenFileInput } from '@/lib/uploads/hidden-file-input';
import type { UploadFailureTexts } from '@/lib/uploads/upload-failure';
import { UploadProgressLine } from '@/lib/uploads/upload-progress';
import { useFileDrop } from '@/lib/uploads/use-file-drop';
import { useFileUploads } from '@/lib/uploads/use-file-uploads';

/** Why a request failed, as the server worded it. */
export const failureText = (error: unknown) =>
  isHttpError(error)
    ? (error.detail ?? error.message)
    : error instanceof Error
      ? error.message
      : String(error);

/** What an import's preview says of a row or item. */
export type ImportState = 'new' | 'changed' | 'unchanged' | 'refused';

const STATE_COLOURS: Record<ImportState, 'success' | 'info' | 'default' | 'error'> = {
  new: 'success',
  changed: 'info',
  unchanged: 'default',
  refused: 'error',
};

/** A row's or an item's state in a preview, coloured alike in every import. */
export function ImportStateChip({ state, label }: { state: ImportState; label: string }) {
  return <Chip size="small" color={STATE_COLOURS[state]} label={label} />;
}

/** Sends the chosen file with the upload's progress and cancel, and answers the server's preview. */
export type SendImportFile<Preview> = (
  file: File,
  options: { onProgress(fraction: number): void; signal: AbortSignal },
) => Promise<Preview>;

/**
 * An import's first step: a file read by the server into a preview, sent through the app's one
 * upload (`useFileUploads`: progress, a cancel, the refusal in words for the user). A file above
 * `maxBytes` is refused here at once (the server refuses it too, but only once it has been sent).
 */
export function useImportUpload<Preview>({
  maxBytes,
  texts,
  upload,
}: {
  maxBytes: number;
  texts: UploadFailureTexts;
  upload: SendImportFile<Preview>;
}) {
  const [preview, setPreview] = useState<Preview | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const uploader = useFileUploads<{ file: File; name: string }, Preview>({
    send: ({ file }, options) => upload(file, options),
    precheck: ({ file }) => (file.size > maxBytes ? texts.tooLarge : null),
    texts,
  });

  async function read(file: File) {
    setFailure(null);
    setPreview(null);
    const [read] = await uploader.upload([{ file, name: file.name }]);
    if (read) setPreview(read);
  }

  return {
    reading: uploader.busy,
    progress: uploader.progress,
    cancel: uploader.cancel,
    preview,
    failure: failure ?? uploader.problems[0]?.message ?? null,
    setFailure,
    read,
  };
}

export type ImportUpload = Pick<
  ReturnType<typeof useImportUpload>,
  'reading' | 'progress' | 'cancel' | 'failure' | 'read'
> & { preview: unknown };

/** The keys of the importing feature's texts that word its file. */
type ImportFileTextKey =
  | 'import.choose'
  | 'import.another'
  | 'import.dropHint'
  | 'import.reading'
  | 'import.cancel'
  | 'import.failed';

interface ImportFileChooserProps {
  upload: ImportUpload;
  /** The file types offered (`accept` of the file input). */
  accept: string;
  /** Names the test ids: `{testId}-file` (the input), `{testId}-progress` and `{testId}-error`. */
  testId: string;
  /** The importing feature's texts, which word these keys for its kind of file. */
  t(key: ImportFileTextKey): string;
  disabled?: boolean;
}

/**
 * The button that picks the file (or the area it is dropped on), the progress while it is sent
 * and read, with a cancel, and why it was refused.
 */
function ImportFileChooser({ upload, accept, testId, t, disabled }: ImportFileChooserProps) {
  const input = useRef<HTMLInputElement>(null);
  const enabled = !disabled && !upload.reading;
  const { dragging, dropHandlers } = useFileDrop(enabled, (files) => {
    if (files[0]) void upload.read(files[0]);
  });
  return (
    <>
      <Box
        {...dropHandlers}
        data-dragging={dragging ? 'true' : 'false'}
        sx={{
          borderRadius: 1,
          p: 1,
          outline: 2,
          outlineStyle: 'dashed',
          outlineColor: dragging ? 'primary.main' : 'divider',
          bgcolor: dragging ? 'action.hover' : 'transparent',
        }}
      >
        <HiddenFileInput
          ref={input}
          accept={accept}
          testId={`${testId}-file`}
          onFiles={([file]) => void upload.read(file)}
        />
        <Button
          variant={upload.preview ? 'text' : 'contained'}
          startIcon={<UploadFileOutlinedIcon />}
          onClick={() => input.current?.click()}
          disabled={!enabled}
        >
          {upload.preview ? t('import.another') : t('import.choose')}
        </Button>
        <Typography variant="body2" sx={{ color: 'text.secondary', mt: 1 }}>
          {t('import.dropHint')}
        </Typography>
      </Box>
      {upload.progress && (
        <UploadProgressLine
          progress={upload.progress}
          label={t('import.reading')}
          barLabel={upload.progress.name}
          cancelLabel={t('import.cancel')}
          onCancel={upload.cancel}
          testId={`${testId}-progress`}
        />
      )}
      {upload.failure && (
        <Alert severity="error" data-testid={`${testId}-error`}>
          <strong>{t('import.failed')}</strong>: {upload.failure}
        </Alert>
      )}
    </>
  );
}

interface ImportDialogProps {
  title: string;
  /** Names the test ids: `{testId}-dialog`, `{testId}-file` (the input) and `{testId}-error`. */
  testId: string;
  upload: ImportUpload;
  accept: string;
  /** The importing feature's texts: its introduction and the file's four. */
  t(key: 'import.intro' | ImportFileTextKey): string;
  busy: boolean;
  onClose(): void;
  /** How many changes the preview would apply: its `confirm` button is offered when there are any. */
  toApply: number;
  confirm: ReactNode;
  /** The preview. */
  children?: ReactNode;
}

/**
 * An import's dialog: what it takes, the file chosen and read into a preview (the children), and
 * the button that applies it; full screen on a phone.
 */
export function ImportDialog({
  title,
  testId,
  upload,
  accept,
  t,
  busy,
  onClose,
  toApply,
  confirm,
  children,
}: ImportDialogProps) {
  const shell = useTranslation();
  const fullScreen = useMediaQuery(useTheme().breakpoints.down('sm'));
  return (
    <TitledDialog
      title={title}
      onClose={busy ? undefined : onClose}
      maxWidth="md"
      fullScreen={fullScreen}
      testId={`${testId}-dialog`}
    >
      <DialogContent>
        <Stack spacing={2}>
          <Typography sx={{ color: 'text.secondary' }}>{t('import.intro')}</Typography>
          <ImportFileChooser upload={upload} accept={accept} testId={testId} t={t} disabled={busy} />
          {children}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          {shell.t('common.cancel')}
        </Button>
        {upload.preview !== null && toApply > 0 && confirm}
      </DialogActions>
    </TitledDialog>
  );
}
