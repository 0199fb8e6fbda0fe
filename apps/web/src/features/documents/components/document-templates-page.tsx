import { useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DescriptionIcon from '@mui/icons-material/DescriptionOutlined';
import UploadFileIcon from '@mui/icons-material/UploadFileOutlined';
import { DOCUMENT_TEMPLATE_ACCEPT, type DocumentTemplate } from '@syna/contracts/document-templates';
import { localiseContractMessage } from '@/lib/forms/localised-messages';
import { isHttpError } from '@/lib/http/http-error';
import { useTenantApi } from '@/lib/http/endpoint-hooks';
import { showSnackbar } from '@/lib/snackbar/snackbar';
import { ConfirmDialog } from '@/lib/ui/confirm-dialog';
import { EmptyState } from '@/lib/ui/empty-state';
import { LoadError } from '@/lib/ui/load-error';
import { MAX_UPLOAD_BYTES, MAX_UPLOAD_MEGABYTES } from '@/lib/uploads/upload-failure';
import { HiddenFileInput } from '@/lib/uploads/hidden-file-input';
import {
  downloadTemplate,
  useDeleteTemplate,
  useDocumentTemplates,
  useUploadTemplate,
} from '@/features/documents/api';
import { useDocumentTexts } from '@/features/documents/texts';
import { BaseTemplatesSection } from './base-templates-section';
import { ReportFieldsHelp } from './report-fields-help';
import { TemplateRow } from './template-row';

/** Why a file was refused: every reason the server gave, in the reader's language. */
interface Refusal {
  file: string;
  reasons: string[];
}

/**
 * `/:tenant/admin/templates/doc`: the firm's Word templates (uploaded, downloaded, replaced, and
 * deleted after a confirmation), the base templates the product ships, to download or copy into
 * the firm's own, and the fields a template can use. A refused upload lists every reason the
 * server found (a broken tag, macros, content fetched from outside the file …).
 */
export function DocumentTemplatesPage() {
  const { t } = useDocumentTexts();
  const api = useTenantApi();
  const templates = useDocumentTemplates();
  const upload = useUploadTemplate();
  const remove = useDeleteTemplate();
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [deleting, setDeleting] = useState<DocumentTemplate | null>(null);
  const input = useRef<HTMLInputElement>(null);
  // Which template the chosen file replaces; none for a new template.
  const replacing = useRef<DocumentTemplate | undefined>(undefined);

  function chooseFile(template?: DocumentTemplate) {
    replacing.current = template;
    input.current?.click();
  }

  async function send(file: File) {
    setRefusal(null);
    if (file.size > MAX_UPLOAD_BYTES) {
      setRefusal({ file: file.name, reasons: [t('tooLarge', { max: MAX_UPLOAD_MEGABYTES })] });
      return;
    }
    const template = replacing.current;
    try {
      const saved = await upload.mutateAsync({ file, replacing: template });
      showSnackbar({ subject: t(template ? 'replaced' : 'uploaded', { name: saved.name }) });
    } catch (error) {
      setRefusal({ file: file.name, reasons: reasonsOf(error) });
    }
  }

  function reasonsOf(error: unknown): string[] {
    if (!isHttpError(error)) return [t('failed')];
    if (error.status === 413) return [t('tooLarge', { max: MAX_UPLOAD_MEGABYTES })];
    const reasons = error.fieldErrors['body.file'] ?? [error.detail ?? t('failed')];
    return reasons.map((reason) => localiseContractMessage(reason) ?? reason);
  }

  async function confirmDelete(template: DocumentTemplate) {
    try {
      await remove.mutateAsync(template.id);
    } catch {
      return; // The red snackbar has said why; the dialog stays open.
    }
    showSnackbar({ subject: t('deleted', { name: template.name }) });
    setDeleting(null);
  }

  const uploadButton = (
    <Button
      variant="contained"
      startIcon={<UploadFileIcon />}
      onClick={() => chooseFile()}
      disabled={upload.isPending}
      data-testid="template-upload"
    >
      {upload.isPending ? t('uploading') : t('upload')}
    </Button>
  );

  return (
    <Stack spacing={3} data-testid="document-templates-page">
      <Typography variant="h1">{t('title')}</Typography>
      <Typography sx={{ color: 'text.secondary', maxWidth: 760 }}>{t('intro')}</Typography>
      <HiddenFileInput
        ref={input}
        accept={DOCUMENT_TEMPLATE_ACCEPT}
        testId="template-file"
        onFiles={([file]) => void send(file)}
      />
      {refusal && (
        <Alert severity="error" onClose={() => setRefusal(null)} data-testid="template-refusal">
          <AlertTitle>{t('refusedTitle', { file: refusal.file })}</AlertTitle>
          <ul style={{ margin: 0, paddingLeft: '1.25rem' }}>
            {refusal.reasons.map((reason) => (
              <li key={reason}>{reason}</li>
            ))}
          </ul>
        </Alert>
      )}
      <Paper
        component="section"
        variant="outlined"
        aria-labelledby="templates-title"
        sx={{ p: { xs: 2, sm: 3 } }}
      >
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 2, mb: 1 }}>
          <Typography id="templates-title" variant="h2">
            {t('listTitle')}
          </Typography>
          {uploadButton}
        </Stack>
        {templates.isPending && <Skeleton variant="rounded" height={96} />}
        {templates.isError && <LoadError title={t('loadError')} onRetry={() => void templates.refetch()} />}
        {templates.data?.length === 0 && (
          <EmptyState
            icon={DescriptionIcon}
            title={t('emptyTitle')}
            body={t('emptyBody')}
            testId="templates-empty"
          />
        )}
        {templates.data && templates.data.length > 0 && (
          <Typography component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }} aria-labelledby="templates-title">
            {templates.data.map((template) => (
              <TemplateRow
                key={template.id}
                template={template}
                busy={upload.isPending}
                onDownload={() => void downloadTemplate(api, template)}
                onReplace={() => chooseFile(template)}
                onDelete={() => setDeleting(template)}
              />
            ))}
          </Typography>
        )}
      </Paper>
      <BaseTemplatesSection />
      <ReportFieldsHelp />
      {deleting && (
        <ConfirmDialog
          open
          title={t('deleteTitle', { name: deleting.name })}
          busy={remove.isPending}
          onConfirm={() => void confirmDelete(deleting)}
          onClose={() => setDeleting(null)}
          testId="template-delete-dialog"
        >
          {t('deleteBody')}
        </ConfirmDialog>
      )}
    </Stack>
  );
}
