import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Typography from '@mui/material/Typography';
import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';
import UploadFileOutlinedIcon from '@mui/icons-material/UploadFileOutlined';
import { formTransferEndpoints } from '@syna/contracts/endpoints/metadata-transfer';
import type { FormSummary } from '@syna/contracts/forms';
import { useTenantApi } from '@/lib/http/endpoint-hooks';
import { useSetUpDownload } from '@/lib/imports/set-up-download';
import { SetUpImportDialog } from '@/lib/imports/set-up-import-dialog';
import { TitledDialog } from '@/lib/ui/titled-dialog';
import { useFormTexts } from '@/features/forms/texts';

/** Asks which forms the file holds (the live ones at first) and downloads it. */
function FormExportDialog({ forms, onClose }: { forms: readonly FormSummary[]; onClose(): void }) {
  const { t, language } = useFormTexts();
  const shell = useTranslation();
  const exporting = useSetUpDownload();
  const [chosen, setChosen] = useState<ReadonlySet<string>>(
    new Set(forms.filter((form) => !form.archived).map((form) => form.id)),
  );
  const toggle = (id: string) =>
    setChosen((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  const nameOf = (form: FormSummary) => (language === 'en' && form.name.en) || form.name.sv;

  async function exportChosen() {
    const items = forms.filter((form) => chosen.has(form.id)).map((form) => form.id);
    if (await exporting.download(formTransferEndpoints.exportForms, { body: { items } })) onClose();
  }

  return (
    <TitledDialog
      title={t('transfer.exportTitle')}
      onClose={exporting.busy ? undefined : onClose}
      testId="form-export-dialog"
    >
      <DialogContent>
        <Typography sx={{ color: 'text.secondary', mb: 1 }}>{t('transfer.exportIntro')}</Typography>
        <FormGroup>
          {forms.map((form) => (
            <FormControlLabel
              key={form.id}
              control={<Checkbox checked={chosen.has(form.id)} onChange={() => toggle(form.id)} />}
              label={form.archived ? `${nameOf(form)} (${t('archived')})` : nameOf(form)}
            />
          ))}
        </FormGroup>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={exporting.busy}>
          {shell.t('common.cancel')}
        </Button>
        <Button
          variant="contained"
          disabled={chosen.size === 0 || exporting.busy}
          onClick={() => void exportChosen()}
          data-testid="form-export-confirm"
        >
          {t(chosen.size === 1 ? 'transfer.exportConfirm_one' : 'transfer.exportConfirm_other', {
            count: chosen.size,
          })}
        </Button>
      </DialogActions>
    </TitledDialog>
  );
}

/** The forms list's "Exportera" (the forms ticked, as the set-up's file) and "Importera" (a file's forms). */
export function FormTransferTools({ forms }: { forms: readonly FormSummary[] }) {
  const { t } = useFormTexts();
  const api = useTenantApi();
  const [open, setOpen] = useState<'export' | 'import' | null>(null);
  const close = () => setOpen(null);
  return (
    <>
      <Button
        startIcon={<FileDownloadOutlinedIcon />}
        disabled={forms.length === 0}
        onClick={() => setOpen('export')}
        data-testid="form-export"
      >
        {t('transfer.export')}
      </Button>
      <Button
        startIcon={<UploadFileOutlinedIcon />}
        onClick={() => setOpen('import')}
        data-testid="form-import"
      >
        {t('transfer.import')}
      </Button>
      {open === 'export' && <FormExportDialog forms={forms} onClose={close} />}
      {open === 'import' && (
        <SetUpImportDialog
          title={t('transfer.importTitle')}
          upload={(file, options) =>
            api.upload(formTransferEndpoints.importForms, { file }, { ...options, notify: false })
          }
          onClose={close}
        />
      )}
    </>
  );
}
