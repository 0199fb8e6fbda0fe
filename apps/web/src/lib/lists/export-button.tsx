import { useId, useState } from 'react';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';
import { EXPORT_FORMATS, type ExportFormat } from '@syna/contracts/exports';
import { saveFile } from '@/lib/download/save-file';
import { isHttpError } from '@/lib/http/http-error';
import { showError } from '@/lib/snackbar/snackbar';
import { defineFeatureTranslation } from '@/lib/i18n/feature-translation';
import { toolbarActionSx } from './search-toolbar';

/** The formats' names in the menu (namespace `exportFormats`, loaded with the lists that export). */
export const exportFormatTexts = {
  sv: { csv: 'CSV-fil (.csv)', xlsx: 'Excel-fil (.xlsx)' },
  en: { csv: 'CSV file (.csv)', xlsx: 'Excel file (.xlsx)' },
};
const useExportFormatTexts = defineFeatureTranslation('exportFormats', exportFormatTexts);

interface ExportButtonProps {
  /** Downloads every hit of the current search in the chosen format. */
  download(format: ExportFormat): Promise<{ blob: Blob; filename: string | null }>;
  labels: { export: string; exporting: string; failed: string };
  /** The file's name when the server names none, without its extension. */
  fallbackName: string;
  testId: string;
}

/**
 * A search list's "Exportera": a menu of the formats (CSV, Excel), then the file of every hit of
 * the search, saved under the name the server gives it.
 */
export function ExportButton({ download, labels, fallbackName, testId }: ExportButtonProps) {
  const { t } = useExportFormatTexts();
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [exporting, setExporting] = useState(false);

  async function run(format: ExportFormat) {
    setAnchor(null);
    setExporting(true);
    try {
      const file = await download(format);
      saveFile(file.blob, file.filename ?? `${fallbackName}.${format}`);
    } catch (error) {
      if (!isHttpError(error)) throw error;
      showError(labels.failed, error.detail ?? error.message);
    } finally {
      setExporting(false);
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
    </>
  );
}
