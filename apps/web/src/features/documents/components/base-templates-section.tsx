import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import CopyIcon from '@mui/icons-material/ContentCopyOutlined';
import DownloadIcon from '@mui/icons-material/FileDownloadOutlined';
import type { BaseTemplate } from '@syna/contracts/document-templates';
import { useTenantApi } from '@/lib/http/endpoint-hooks';
import { showSnackbar } from '@/lib/snackbar/snackbar';
import { LoadError } from '@/lib/ui/load-error';
import { downloadBaseTemplate, useBaseTemplates, useCopyBaseTemplate } from '@/features/documents/api';
import { useDocumentTexts } from '@/features/documents/texts';
import { TemplateListItem } from '@/features/documents/components/template-list-item';

/**
 * "Grundmallar": the templates the product ships, each to download or to copy into the firm's
 * own templates (which the list above then shows, to edit and replace like any other).
 */
export function BaseTemplatesSection() {
  const { t, language } = useDocumentTexts();
  const api = useTenantApi();
  const templates = useBaseTemplates();
  const copy = useCopyBaseTemplate();

  async function copyTemplate(template: BaseTemplate) {
    try {
      await copy.mutateAsync(template.key);
    } catch {
      return; // The red snackbar has said why.
    }
    showSnackbar({ subject: t('base.copied', { name: template.name }) });
  }

  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby="base-templates-title"
      sx={{ p: { xs: 2, sm: 3 } }}
    >
      <Typography id="base-templates-title" variant="h2">
        {t('base.title')}
      </Typography>
      <Typography sx={{ color: 'text.secondary', mt: 1, mb: 1, maxWidth: 760 }}>{t('base.intro')}</Typography>
      {templates.isPending && <Skeleton variant="rounded" height={96} />}
      {templates.isError && (
        <LoadError title={t('base.loadError')} onRetry={() => void templates.refetch()} />
      )}
      {templates.data && (
        <Typography
          component="ul"
          sx={{ listStyle: 'none', p: 0, m: 0 }}
          aria-labelledby="base-templates-title"
        >
          {templates.data.map((template) => (
            <TemplateListItem
              key={template.key}
              name={template.name}
              details={language === 'en' ? template.description.en : template.description.sv}
              testId={`base-template-${template.key}`}
              actions={
                <>
                  <IconButton
                    aria-label={t('base.download', { name: template.name })}
                    title={t('base.download', { name: template.name })}
                    onClick={() => void downloadBaseTemplate(api, template)}
                    data-testid="base-template-download"
                  >
                    <DownloadIcon />
                  </IconButton>
                  <Button
                    variant="outlined"
                    startIcon={<CopyIcon />}
                    aria-label={t('base.copyLabel', { name: template.name })}
                    disabled={copy.isPending}
                    onClick={() => void copyTemplate(template)}
                    data-testid="base-template-copy"
                  >
                    {t('base.copy')}
                  </Button>
                </>
              }
            />
          ))}
        </Typography>
      )}
    </Paper>
  );
}
