import { useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import UploadFileOutlinedIcon from '@mui/icons-material/UploadFileOutlined';
import { isHttpError } from '@/lib/http/http-error';
import { TitledDialog } from '@/lib/ui/titled-dialog';

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

/**
 * An import's first step: a file read by the server into a preview. A file above `maxBytes` is
 * refused here at once (the server refuses it too, but only once it has been sent).
 */
export function useImportUpload<Preview>({
  maxBytes,
  tooLarge,
  upload,
}: {
  maxBytes: number;
  tooLarge: string;
  upload(file: File): Promise<Preview>;
}) {
  const [reading, setReading] = useState(false);
  const [preview, setPreview] = useState<Preview | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  async function read(file: File) {
    setFailure(null);
    setPreview(null);
    if (file.size > maxBytes) return setFailure(tooLarge);
    setReading(true);
    try {
      setPreview(await upload(file));
    } catch (error) {
      setFailure(failureText(error));
    } finally {
      setReading(false);
    }
  }

  return { reading, preview, failure, setFailure, read };
}

export type ImportUpload = Pick<ReturnType<typeof useImportUpload>, 'reading' | 'failure' | 'read'> & {
  preview: unknown;
};

interface ImportFileChooserProps {
  upload: ImportUpload;
  /** The file types offered (`accept` of the file input). */
  accept: string;
  /** Names the test ids: `{testId}-file` (the input) and `{testId}-error`. */
  testId: string;
  /** The importing feature's texts, which word these four keys for its kind of file. */
  t(key: 'import.choose' | 'import.another' | 'import.reading' | 'import.failed'): string;
  disabled?: boolean;
}

/** The button that picks the file, the progress while it is read, and why it was refused. */
function ImportFileChooser({ upload, accept, testId, t, disabled }: ImportFileChooserProps) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <input
        ref={input}
        type="file"
        accept={accept}
        hidden
        data-testid={`${testId}-file`}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) void upload.read(file);
        }}
      />
      <div>
        <Button
          variant={upload.preview ? 'text' : 'contained'}
          startIcon={<UploadFileOutlinedIcon />}
          onClick={() => input.current?.click()}
          disabled={disabled || upload.reading}
        >
          {upload.preview ? t('import.another') : t('import.choose')}
        </Button>
      </div>
      {upload.reading && (
        <Stack spacing={1} aria-live="polite">
          <Typography>{t('import.reading')}</Typography>
          <LinearProgress />
        </Stack>
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
  t(key: 'import.intro' | 'import.choose' | 'import.another' | 'import.reading' | 'import.failed'): string;
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
