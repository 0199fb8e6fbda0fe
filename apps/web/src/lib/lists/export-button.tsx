import { lazy, Suspense, useId, useState } from 'react';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';
import { EXPORT_FORMATS, type ExportFormat, type SpreadsheetExportJob } from '@syna/contracts/exports';
import { isHttpError } from '@/lib/http/http-error';
import { showError } from '@/lib/snackbar/snackbar';
import { defineFeatureTranslation } from '@/lib/i18n/feature-translation';
import { toolbarActionSx } from './search-toolbar';

/**
 * The formats' names in the menu (namespace `exportFormats`, loaded with the lists that export);
 * English in export-button.en.ts.
 */
export const sv = { csv: 'CSV-fil (.csv)', xlsx: 'Excel-fil (.xlsx)' };
const useExportFormatTexts = defineFeatureTranslation('exportFormats', {
  sv,
  en: () => import('./export-button.en'),
});

// Loaded with the first export: the progress and the saving of the file.
const ExportProgress = lazy(() => import('./export-progress'));

interface ExportButtonProps {
  /** Asks for the export of every hit of the current search in the chosen format: its job. */
  start(format: ExportFormat): Promise<SpreadsheetExportJob>;
  labels: { export: string; exporting: string; failed: string };
  testId: string;
}

/**
 * A search list's "Exportera": a menu of the formats (CSV, Excel), then the export of every hit
 * of the search as a job on the server; its progress shows until the file is saved under the
 * name the server gives it.
 */
export function ExportButton({ start, labels, testId }: ExportButtonProps) {
  const { t } = useExportFormatTexts();
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [starting, setStarting] = useState(false);
  const [job, setJob] = useState<SpreadsheetExportJob | null>(null);
  const exporting = starting || job !== null;

  async function run(format: ExportFormat) {
    setAnchor(null);
    setStarting(true);
    try {
      setJob(await start(format));
    } catch (error) {
      if (!isHttpError(error)) throw error;
      showError(labels.failed, error.detail ?? error.message);
    } finally {
      setStarting(false);
    }
  }

  return (
    <>
      <Button
        variant="outlined"
        onClick={(event) => setAnchor(event.currentTarget)}
        disabled={exporting}
        startIcon={<FileDownloadOutlinedIcon />}
        sx={toolbarActionSx}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        data-testid={testId}
      >
        {exporting ? labels.exporting : labels.export}
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {EXPORT_FORMATS.map((format) => (
          <MenuItem key={format} onClick={() => void run(format)} data-testid={`${testId}-${format}`}>
            {t(format)}
          </MenuItem>
        ))}
      </Menu>
      {job && (
        <Suspense fallback={null}>
          <ExportProgress
            job={job}
            failedLabel={labels.failed}
            onFinished={() => setJob(null)}
            testId={testId}
          />
        </Suspense>
      )}
    </>
  );
}
