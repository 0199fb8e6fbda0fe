import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import UploadFileOutlinedIcon from '@mui/icons-material/UploadFileOutlined';
import {
  REMARK_IMPORT_MAX_BYTES,
  type RemarkImportPreview,
  type RemarkImportRow,
  type RemarkImportRowState,
} from '@syna/contracts/remark-transfer';
import { useTenantApi } from '@/lib/http/endpoint-hooks';
import { isHttpError } from '@/lib/http/http-error';
import { showSnackbar } from '@/lib/snackbar/snackbar';
import { TitledDialog } from '@/lib/ui/titled-dialog';
import { uploadRemarkWorkbook, useApplyRemarkImport } from '@/features/remark-library/api';
import { useRemarkLibraryTexts } from '@/features/remark-library/texts';

const XLSX = '.xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const STATE_COLOURS: Record<RemarkImportRowState, 'success' | 'info' | 'default' | 'error'> = {
  new: 'success',
  changed: 'info',
  unchanged: 'default',
  refused: 'error',
};

/** Why a request failed, as the server worded it. */
const failureText = (error: unknown) =>
  isHttpError(error)
    ? (error.detail ?? error.message)
    : error instanceof Error
      ? error.message
      : String(error);

/**
 * "Importera från Excel": choose a workbook, see what it would do row by row (new, changed with
 * the fields, unchanged, refused with the reason), then import its new and changed rows at once.
 */
export function RemarkImportDialog({ onClose }: { onClose(): void }) {
  const { t } = useRemarkLibraryTexts();
  const shell = useTranslation();
  const fullScreen = useMediaQuery(useTheme().breakpoints.down('sm'));
  const api = useTenantApi();
  const apply = useApplyRemarkImport();
  const input = useRef<HTMLInputElement>(null);
  const [reading, setReading] = useState(false);
  const [preview, setPreview] = useState<RemarkImportPreview | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const busy = reading || apply.isPending;
  const toApply = preview ? preview.counts.new + preview.counts.changed : 0;

  async function read(file: File) {
    setFailure(null);
    setPreview(null);
    // The server refuses it too (413), but only once it has been sent.
    if (file.size > REMARK_IMPORT_MAX_BYTES)
      return setFailure(t('import.tooLarge', { megabytes: REMARK_IMPORT_MAX_BYTES / 1024 / 1024 }));
    setReading(true);
    try {
      setPreview(await uploadRemarkWorkbook(api, file));
    } catch (error) {
      setFailure(failureText(error));
    } finally {
      setReading(false);
    }
  }

  function confirm() {
    if (!preview) return;
    apply.mutate(
      { file: preview.id },
      {
        onSuccess: (result) => {
          showSnackbar({ subject: t('import.done', result) });
          onClose();
        },
        onError: (error) => setFailure(failureText(error)),
      },
    );
  }

  const detailOf = (row: RemarkImportRow) =>
    row.state === 'refused' ? row.reason : row.changes.map((field) => t(`field.${field}`)).join(', ');

  return (
    <TitledDialog
      title={t('import.title')}
      onClose={busy ? undefined : onClose}
      maxWidth="md"
      fullScreen={fullScreen}
      testId="remark-import-dialog"
    >
      <DialogContent>
        <Stack spacing={2}>
          <Typography sx={{ color: 'text.secondary' }}>{t('import.intro')}</Typography>
          <input
            ref={input}
            type="file"
            accept={XLSX}
            hidden
            data-testid="remark-import-file"
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = '';
              if (file) void read(file);
            }}
          />
          <div>
            <Button
              variant={preview ? 'text' : 'contained'}
              startIcon={<UploadFileOutlinedIcon />}
              onClick={() => input.current?.click()}
              disabled={busy}
            >
              {preview ? t('import.another') : t('import.choose')}
            </Button>
          </div>
          {reading && (
            <Stack spacing={1} aria-live="polite">
              <Typography>{t('import.reading')}</Typography>
              <LinearProgress />
            </Stack>
          )}
          {failure && (
            <Alert severity="error" data-testid="remark-import-error">
              <strong>{t('import.failed')}</strong>: {failure}
            </Alert>
          )}
          {preview && (
            <>
              <Typography data-testid="remark-import-counts" aria-live="polite">
                {t('import.counts', preview.counts)}
              </Typography>
              {toApply === 0 && <Alert severity="info">{t('import.nothing')}</Alert>}
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
                          <Chip
                            size="small"
                            color={STATE_COLOURS[row.state]}
                            label={t(`state.${row.state}`)}
                          />
                        </TableCell>
                        <TableCell sx={{ overflowWrap: 'anywhere' }}>{row.title}</TableCell>
                        <TableCell>{detailOf(row)}</TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              </TableContainer>
            </>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          {shell.t('common.cancel')}
        </Button>
        {preview && toApply > 0 && (
          <Button variant="contained" onClick={confirm} disabled={busy} data-testid="remark-import-confirm">
            {apply.isPending
              ? t('import.applying')
              : t(toApply === 1 ? 'import.confirm_one' : 'import.confirm_other', { count: toApply })}
          </Button>
        )}
      </DialogActions>
    </TitledDialog>
  );
}
