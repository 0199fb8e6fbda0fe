import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import NotesOutlinedIcon from '@mui/icons-material/NotesOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { truncate } from '@syna/contracts/format';
import type { TemplateRemark } from '@syna/contracts/remarks';
import { LocalPagination, useLocalPaging } from '@/lib/lists/local-paging';
import { showSnackbar } from '@/lib/snackbar/snackbar';
import { ConfirmDialog } from '@/lib/ui/confirm-dialog';
import { EmptyState } from '@/lib/ui/empty-state';
import { useDeleteTemplateRemark, useTemplateRemarks } from '@/features/lookups/api';
import { useLookupsTexts } from '@/features/lookups/texts';
import { TemplateRemarkDialog } from './template-remark-dialog';

interface TemplateRemarkSectionProps {
  typeId: string;
  labelledBy: string;
}

type DialogState = { type: 'create' } | { type: 'edit' | 'delete'; remark: TemplateRemark } | null;

/** The template remarks of an inspection type: list, add, change, delete. */
export function TemplateRemarkSection({ typeId, labelledBy }: TemplateRemarkSectionProps) {
  const { t } = useLookupsTexts();
  const { t: tShell } = useTranslation();
  const remarks = useTemplateRemarks(typeId);
  const remove = useDeleteTemplateRemark(typeId);
  const [dialog, setDialog] = useState<DialogState>(null);
  const all = remarks.data ?? [];
  const paging = useLocalPaging(all, 'lookups.templates');

  const confirmDelete = async (remark: TemplateRemark) => {
    try {
      await remove.mutateAsync(remark.id);
    } catch {
      return;
    }
    showSnackbar({ subject: t('messages.deleted', { name: remark.title }) });
    setDialog(null);
  };

  return (
    <Stack spacing={1.5} data-testid="template-remarks">
      <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setDialog({ type: 'create' })}>
          {t('templates.create')}
        </Button>
      </Box>
      {remarks.isPending && <Skeleton variant="rounded" height={96} aria-label={tShell('common.loading')} />}
      {remarks.isError && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void remarks.refetch()}>
              {tShell('common.retry')}
            </Button>
          }
        >
          {t('templates.loadError')}
        </Alert>
      )}
      {remarks.isSuccess && remarks.data.length === 0 && (
        <EmptyState
          icon={NotesOutlinedIcon}
          title={t('templates.emptyTitle')}
          body={t('templates.emptyBody')}
        />
      )}
      {remarks.isSuccess && remarks.data.length > 0 && (
        <Box
          component="ul"
          aria-labelledby={labelledBy}
          sx={{ listStyle: 'none', m: 0, p: 0, borderTop: 1, borderColor: 'divider' }}
        >
          {paging.rows.map((remark) => (
            <Box
              component="li"
              key={remark.id}
              data-testid="template-remark-row"
              sx={{
                display: 'flex',
                alignItems: 'flex-start',
                gap: 1,
                py: 1,
                px: { xs: 0.5, sm: 1 },
                borderBottom: 1,
                borderColor: 'divider',
              }}
            >
              <Box sx={{ flex: 1, minWidth: 0 }}>
                <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
                  <Typography sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>
                    {truncate(remark.title)}
                  </Typography>
                  {remark.category && (
                    <Chip size="small" variant="outlined" label={truncate(remark.category)} />
                  )}
                </Box>
                {remark.text && (
                  <Typography variant="body2" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
                    {truncate(remark.text)}
                  </Typography>
                )}
              </Box>
              <IconButton
                aria-label={t('templates.edit', { name: remark.title })}
                onClick={() => setDialog({ type: 'edit', remark })}
              >
                <EditOutlinedIcon />
              </IconButton>
              <IconButton
                aria-label={t('templates.delete', { name: remark.title })}
                onClick={() => setDialog({ type: 'delete', remark })}
              >
                <DeleteOutlineIcon />
              </IconButton>
            </Box>
          ))}
        </Box>
      )}
      <LocalPagination paging={paging} />
      {(dialog?.type === 'create' || dialog?.type === 'edit') && (
        <TemplateRemarkDialog
          typeId={typeId}
          remark={dialog.type === 'edit' ? dialog.remark : null}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog?.type === 'delete' && (
        <ConfirmDialog
          open
          title={t('templates.deleteTitle')}
          busy={remove.isPending}
          onConfirm={() => void confirmDelete(dialog.remark)}
          onClose={() => setDialog(null)}
        >
          <Typography>{t('templates.deleteBody', { name: truncate(dialog.remark.title) })}</Typography>
        </ConfirmDialog>
      )}
    </Stack>
  );
}
