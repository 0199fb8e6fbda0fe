import { useState } from 'react';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';
import UploadFileOutlinedIcon from '@mui/icons-material/UploadFileOutlined';
import { metadataTransferEndpoints } from '@syna/contracts/endpoints/metadata-transfer';
import { METADATA_GROUPS, type MetadataGroup } from '@syna/contracts/metadata-transfer';
import { FormSection } from '@/lib/ui/form-section';
import { useTenantApi } from '@/lib/http/endpoint-hooks';
import { useSetUpDownload } from '@/lib/imports/set-up-download';
import { SetUpImportDialog } from '@/lib/imports/set-up-import-dialog';
import { useSetUpTransferTexts } from '@/lib/imports/set-up-texts';

/**
 * `/:tenant/admin/transfer`: the firm's set-up as one file, the groups chosen for the export (all
 * of them at first), and the import of such a file with its preview.
 */
export function SetUpTransferPage() {
  const { t } = useSetUpTransferTexts();
  const api = useTenantApi();
  const exporting = useSetUpDownload();
  const [chosen, setChosen] = useState<ReadonlySet<MetadataGroup>>(new Set(METADATA_GROUPS));
  const [importing, setImporting] = useState(false);

  const toggle = (group: MetadataGroup) =>
    setChosen((current) => {
      const next = new Set(current);
      if (!next.delete(group)) next.add(group);
      return next;
    });

  return (
    <Stack spacing={2} data-testid="set-up-transfer-page">
      <Typography variant="h1">{t('page.title')}</Typography>
      <Typography sx={{ color: 'text.secondary', maxWidth: 760 }}>{t('page.intro')}</Typography>
      <FormSection title={t('page.exportTitle')} hint={t('page.exportIntro')}>
        <FormGroup sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' } }}>
          {METADATA_GROUPS.map((group) => (
            <FormControlLabel
              key={group}
              control={<Checkbox checked={chosen.has(group)} onChange={() => toggle(group)} />}
              label={t(`group.${group}`)}
            />
          ))}
        </FormGroup>
        {chosen.size === 0 && <FormHelperText error>{t('page.nothingChosen')}</FormHelperText>}
        <div>
          <Button
            variant="contained"
            startIcon={<FileDownloadOutlinedIcon />}
            disabled={chosen.size === 0 || exporting.busy}
            data-testid="set-up-export"
            onClick={() =>
              void exporting.download(metadataTransferEndpoints.exportAll, {
                body: { groups: METADATA_GROUPS.filter((group) => chosen.has(group)) },
              })
            }
          >
            {exporting.busy ? t('page.exporting') : t('page.export')}
          </Button>
        </div>
      </FormSection>
      <FormSection title={t('page.importTitle')} hint={t('page.importIntro')}>
        <div>
          <Button
            variant="outlined"
            startIcon={<UploadFileOutlinedIcon />}
            onClick={() => setImporting(true)}
            data-testid="set-up-import-open"
          >
            {t('page.import')}
          </Button>
        </div>
      </FormSection>
      {importing && (
        <SetUpImportDialog
          title={t('page.importDialog')}
          upload={(file, options) =>
            api.upload(metadataTransferEndpoints.upload, { file }, { ...options, notify: false })
          }
          onClose={() => setImporting(false)}
        />
      )}
    </Stack>
  );
}
