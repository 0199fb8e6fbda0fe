import Alert from '@mui/material/Alert';
import IconButton from '@mui/material/IconButton';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import DownloadIcon from '@mui/icons-material/FileDownloadOutlined';
import ReplaceIcon from '@mui/icons-material/UploadFileOutlined';
import type { ReactNode } from 'react';
import type { DocumentTemplate } from '@syna/contracts/document-templates';
import { formatBytes, formatDateTime } from '@syna/contracts/format';
import { useDocumentTexts } from '@/features/documents/texts';
import { TemplateListItem } from '@/features/documents/components/template-list-item';

interface TemplateRowProps {
  template: DocumentTemplate;
  onDownload: () => void;
  onReplace: () => void;
  onDelete: () => void;
  busy: boolean;
}

/** One template in the list: its name, file, size and last upload, a warning of unknown fields. */
export function TemplateRow({ template, onDownload, onReplace, onDelete, busy }: TemplateRowProps) {
  const { t } = useDocumentTexts();
  const details = {
    file: template.filename,
    size: formatBytes(template.size),
    date: formatDateTime(template.updated),
    name: template.updatedBy?.name,
  };
  const action = (label: string, onClick: () => void, icon: ReactNode, testId: string) => (
    <IconButton aria-label={label} title={label} onClick={onClick} disabled={busy} data-testid={testId}>
      {icon}
    </IconButton>
  );
  return (
    <TemplateListItem
      name={template.name}
      details={template.updatedBy ? t('detailsBy', details) : t('details', details)}
      testId={`template-${template.name}`}
      actions={
        <>
          {action(t('download', { name: template.name }), onDownload, <DownloadIcon />, 'template-download')}
          {action(t('replace', { name: template.name }), onReplace, <ReplaceIcon />, 'template-replace')}
          {action(t('delete', { name: template.name }), onDelete, <DeleteIcon />, 'template-delete')}
        </>
      }
    >
      {template.unknownFields.length > 0 && (
        <Alert severity="warning" sx={{ mt: 1 }} data-testid="template-unknown-fields">
          {t('unknownFields', { fields: template.unknownFields.join(', ') })}
        </Alert>
      )}
    </TemplateListItem>
  );
}
