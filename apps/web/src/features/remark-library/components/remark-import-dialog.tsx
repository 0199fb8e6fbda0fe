import { useRef, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import UploadFileOutlinedIcon from '@mui/icons-material/UploadFileOutlined';
import {
  REMARK_IMPORT_MAX_BYTES,
  type RemarkImportPreview,
  type RemarkImportRow,
  type RemarkImportRowState,
} from '@syna/contracts/remark-transfer';
import { useTenantApi } from '@/lib/http/endpoint-hooks';
import { showSnackbar } from '@/lib/snackbar/snackbar';
import { FormDialog } from '@/lib/ui/form-dialog';
import { HiddenFileInput } from '@/lib/uploads/hidden-file-input';
import { describeUploadFailure } from '@/lib/uploads/upload-failure';
import { UploadProgressLine } from '@/lib/uploads/upload-progress';
import { useFileDrop } from '@/lib/uploads/use-file-drop';
import { useFileUploads } from '@/lib/uploads/use-file-uploads';
import { uploadRemarkWorkbook, useApplyRemarkImport } from '@/features/remark-library/api';
import { useRemarkLibraryTexts } from '@/features/remark-library/texts';

const XLSX = '.xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const STATE_COLOURS: Record<RemarkImportRowState, 'success' | 'info' | 'default' | 'error'> = {
  new: 'success',
  changed: 'info',
  unchanged: 'default',
  refused: 'error',
};

/**
 * "Importera från Excel": choose or drop a workbook, see what it would do row by row (new,
 * changed with the fields, unchanged, refused with the reason), then import its new and changed
 * rows at once.
 */
export function RemarkImportDialog({ onClose }: { onClose(): void }) {
  const { t } = useRemarkLibraryTexts();
  const api = useTenantApi();
  const apply = useApplyRemarkImport();
  const input = useRef<HTMLInputElement>(null);
  const [preview, setPreview] = useState<RemarkImportPreview | null>(null);
  const texts = {
    failed: t('import.failed'),
    tooLarge: t('import.tooLarge', { megabytes: REMARK_IMPORT_MAX_BYTES / 1024 / 1024 }),
  };
  const uploader = useFileUploads<{ file: File; name: string }, RemarkImportPreview>({
    send: ({ file }, options) => uploadRemarkWorkbook(api, file, options),
    // The server refuses a larger one too (413), but only once it has been sent.
    precheck: ({ file }) => (file.size > REMARK_IMPORT_MAX_BYTES ? texts.tooLarge : null),
    texts,
  });
  const busy = uploader.busy || apply.isPending;
  const toApply = preview ? preview.counts.new + preview.counts.changed : 0;

  async function read(file: File | undefined) {
    if (!file || busy) return;
    setPreview(null);
    apply.reset();
    const [workbook] = await uploader.upload([{ file, name: file.name }]);
    if (workbook) setPreview(workbook);
  }
  const { dragging, dropHandlers } = useFileDrop(!busy, (files) => void read(files[0]));

  function confirm(event: FormEvent) {
    event.preventDefault();
    if (!preview || toApply === 0) return;
    apply.mutate(
      { file: preview.id },
      {
        onSuccess: (result) => {
          showSnackbar({ subject: t('import.done', result) });
          onClose();
        },
      },
    );
  }

  const problems = [
    ...uploader.problems.map((problem) => problem.message),
    ...(apply.isError ? [describeUploadFailure(apply.error, texts)] : []),
  ];
  const detailOf = (row: RemarkImportRow) =>
    row.state === 'refused' ? row.reason : row.changes.map((field) => t(`field.${field}`)).join(', ');

  return (
    <FormDialog
      title={t('import.title')}
      onSubmit={confirm}
      busy={apply.isPending}
      onClose={() => {
        uploader.cancel();
        onClose();
      }}
      testId="remark-import-dialog"
      saveTestId="remark-import-confirm"
      saveLabel={
        toApply === 0
          ? t('import.submit')
          : t(toApply === 1 ? 'import.confirm_one' : 'import.confirm_other', { count: toApply })
      }
      busyLabel={t('import.applying')}
      nothingToSave={toApply === 0 || uploader.busy}
      maxWidth="md"
    >
      <Typography sx={{ color: 'text.secondary' }}>{t('import.intro')}</Typography>
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
          accept={XLSX}
          testId="remark-import-file"
          onFiles={(files) => void read(files[0])}
        />
        <Button
          variant={preview ? 'text' : 'contained'}
          startIcon={<UploadFileOutlinedIcon />}
          onClick={() => input.current?.click()}
          disabled={busy}
        >
          {preview ? t('import.another') : t('import.choose')}
        </Button>
        <Typography variant="body2" sx={{ color: 'text.secondary', mt: 1 }}>
          {t('import.dropHint')}
        </Typography>
      </Box>
      {uploader.progress && (
        <UploadProgressLine
          progress={uploader.progress}
          label={t('import.reading')}
          barLabel={uploader.progress.name}
          cancelLabel={t('import.cancelReading')}
          onCancel={uploader.cancel}
          testId="remark-import-progress"
        />
      )}
      {problems.map((problem, index) => (
        <Alert key={index} severity="error" data-testid="remark-import-error">
          <strong>{t('import.failed')}</strong>: {problem}
        </Alert>
      ))}
      {preview && (
        <>
          <Typography data-testid="remark-import-counts" aria-live="polite">
            {t('import.counts', preview.counts)}
          </Typography>
          {toApply === 0 && <Alert severity="info">{t('import.nothing')}</Alert>}
          {preview.rows.length > 0 && (
            <TableContainer sx={{ maxHeight: 420 }}>
              <Table size="small" stickyHeader aria-label={t('import.title')}>
                <TableHead>
                  <TableRow>
                    <TableCell>{t('import.row')}</TableCell>
                    <TableCell>{t('import.state')}</TableCell>
                    <TableCell>{t('import.remark')}</TableCell>
                    <TableCell>{t('import.detail')}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {preview.rows.map((row) => (
                    <TableRow key={row.row} data-testid="remark-import-row" data-state={row.state}>
                      <TableCell>{row.row}</TableCell>
                      <TableCell>
                        <Chip size="small" color={STATE_COLOURS[row.state]} label={t(`state.${row.state}`)} />
                      </TableCell>
                      <TableCell sx={{ overflowWrap: 'anywhere' }}>{row.title}</TableCell>
                      <TableCell>{detailOf(row)}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TableContainer>
          )}
        </>
      )}
    </FormDialog>
  );
}
