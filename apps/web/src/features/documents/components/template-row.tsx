import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import DownloadIcon from '@mui/icons-material/FileDownloadOutlined';
import ReplaceIcon from '@mui/icons-material/UploadFileOutlined';
import type { ReactNode } from 'react';
import type { DocumentTemplate } from '@syna/contracts/document-templates';
import { formatBytes, formatDateTime } from '@syna/contracts/format';
import { useDocumentTexts } from '@/features/documents/texts';

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
    <Box
      component="li"
      data-testid={`template-${template.name}`}
      sx={{ py: 1.5, borderTop: 1, borderColor: 'divider', '&:first-of-type': { borderTop: 0 } }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Box sx={{ flex: '1 1 16rem', minWidth: 0 }}>
          <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
            {template.name}
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
            {template.updatedBy ? t('detailsBy', details) : t('details', details)}
          </Typography>
        </Box>
        {action(t('download', { name: template.name }), onDownload, <DownloadIcon />, 'template-download')}
        {action(t('replace', { name: template.name }), onReplace, <ReplaceIcon />, 'template-replace')}
        {action(t('delete', { name: template.name }), onDelete, <DeleteIcon />, 'template-delete')}
      </Box>
      {template.unknownFields.length > 0 && (
        <Alert severity="warning" sx={{ mt: 1 }} data-testid="template-unknown-fields">
          {t('unknownFields', { fields: template.unknownFields.join(', ') })}
        </Alert>
      )}
    </Box>
  );
}
