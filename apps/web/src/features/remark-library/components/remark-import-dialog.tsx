import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { REMARK_IMPORT_MAX_BYTES, type RemarkImportRow } from '@syna/contracts/remark-transfer';
import { useTenantApi } from '@/lib/http/endpoint-hooks';
import { failureText, ImportDialog, ImportStateChip, useImportUpload } from '@/lib/imports/import-dialog';
import { showSnackbar } from '@/lib/snackbar/snackbar';
import { uploadRemarkWorkbook, useApplyRemarkImport } from '@/features/remark-library/api';
import { useRemarkLibraryTexts } from '@/features/remark-library/texts';

const XLSX = '.xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * "Importera från Excel": choose a workbook, see what it would do row by row (new, changed with
 * the fields, unchanged, refused with the reason), then import its new and changed rows at once.
 */
export function RemarkImportDialog({ onClose }: { onClose(): void }) {
  const { t } = useRemarkLibraryTexts();
  const api = useTenantApi();
  const apply = useApplyRemarkImport();
  const upload = useImportUpload({
    maxBytes: REMARK_IMPORT_MAX_BYTES,
    texts: {
      failed: t('import.failed'),
      tooLarge: t('import.tooLarge', { megabytes: REMARK_IMPORT_MAX_BYTES / 1024 / 1024 }),
    },
    upload: (file, options) => uploadRemarkWorkbook(api, file, options),
  });
  const { preview, setFailure } = upload;
  const busy = upload.reading || apply.isPending;
  const toApply = preview ? preview.counts.new + preview.counts.changed : 0;

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
    <ImportDialog
      title={t('import.title')}
      testId="remark-import"
      upload={upload}
      accept={XLSX}
      t={t}
      busy={busy}
      onClose={onClose}
      toApply={toApply}
      confirm={
        <Button variant="contained" onClick={confirm} disabled={busy} data-testid="remark-import-confirm">
          {apply.isPending
            ? t('import.applying')
            : t(toApply === 1 ? 'import.confirm_one' : 'import.confirm_other', { count: toApply })}
        </Button>
      }
    >
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
                      <ImportStateChip state={row.state} label={t(`state.${row.state}`)} />
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
    </ImportDialog>
  );
}
