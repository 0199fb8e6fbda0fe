import { useState } from 'react';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import EditIcon from '@mui/icons-material/EditOutlined';
import NumbersIcon from '@mui/icons-material/Numbers';
import type { Sequence } from '@syna/contracts/sequences';
import { showSnackbar } from '@/lib/snackbar/snackbar';
import { ConfirmDialog } from '@/lib/ui/confirm-dialog';
import { EmptyState } from '@/lib/ui/empty-state';
import { LoadError } from '@/lib/ui/load-error';
import { useDeleteSequence, useSequences } from '@/features/sequences/api';
import { useSequenceTexts } from '@/features/sequences/texts';
import { SequenceDialog } from './sequence-dialog';

/** `/:tenant/admin/sequences`: the sequences with their next numbers, created, changed and deleted here. */
export function SequencesPage() {
  const { t } = useSequenceTexts();
  const sequences = useSequences();
  const remove = useDeleteSequence();
  // undefined: no dialog; null: a new sequence.
  const [editing, setEditing] = useState<Sequence | null | undefined>(undefined);
  const [removing, setRemoving] = useState<Sequence | null>(null);

  async function confirmRemove(sequence: Sequence) {
    try {
      await remove.mutateAsync(sequence.id);
    } catch {
      return; // The red snackbar has said why; the dialog stays open.
    }
    showSnackbar({ subject: t('page.removed', { name: sequence.name }) });
    setRemoving(null);
  }

  const createButton = (
    <Button
      variant="contained"
      startIcon={<AddIcon />}
      onClick={() => setEditing(null)}
      data-testid="sequence-create"
    >
      {t('page.create')}
    </Button>
  );

  return (
    <Stack spacing={2} data-testid="sequences-page">
      <Stack
        direction="row"
        sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap' }}
      >
        <Typography id="sequences-title" variant="h1">
          {t('page.title')}
        </Typography>
        {sequences.data && sequences.data.length > 0 && createButton}
      </Stack>
      <Typography sx={{ color: 'text.secondary', maxWidth: 760 }}>{t('page.intro')}</Typography>
      <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 } }}>
        {sequences.isPending && <Skeleton variant="rounded" height={120} />}
        {sequences.isError && (
          <LoadError title={t('page.loadError')} onRetry={() => void sequences.refetch()} />
        )}
        {sequences.data?.length === 0 && (
          <EmptyState
            icon={NumbersIcon}
            title={t('page.empty')}
            body={t('page.emptyBody')}
            testId="sequences-empty"
          >
            {createButton}
          </EmptyState>
        )}
        {sequences.data && sequences.data.length > 0 && (
          <List aria-labelledby="sequences-title" disablePadding>
            {sequences.data.map((sequence, index) => (
              <ListItem
                key={sequence.id}
                divider={index < sequences.data.length - 1}
                data-testid={`sequence-${sequence.name}`}
                secondaryAction={
                  <>
                    <IconButton
                      aria-label={t('page.edit', { name: sequence.name })}
                      title={t('page.edit', { name: sequence.name })}
                      onClick={() => setEditing(sequence)}
                    >
                      <EditIcon />
                    </IconButton>
                    <IconButton
                      edge="end"
                      aria-label={t('page.remove', { name: sequence.name })}
                      title={t('page.remove', { name: sequence.name })}
                      onClick={() => setRemoving(sequence)}
                    >
                      <DeleteIcon />
                    </IconButton>
                  </>
                }
                sx={{ pr: 12 }}
              >
                <ListItemText
                  primary={sequence.name}
                  secondary={`${t('page.target')}: ${t(`target.${sequence.target ?? 'none'}`)}`}
                />
                <Stack sx={{ textAlign: 'right', mr: 2 }}>
                  <Typography variant="caption" sx={{ color: 'text.secondary' }}>
                    {t('page.nextNumber')}
                  </Typography>
                  <Typography sx={{ fontFamily: 'monospace' }} data-testid="sequence-next-number">
                    {sequence.nextNumber}
                  </Typography>
                </Stack>
              </ListItem>
            ))}
          </List>
        )}
      </Paper>
      {editing !== undefined && <SequenceDialog sequence={editing} onClose={() => setEditing(undefined)} />}
      {removing && (
        <ConfirmDialog
          open
          title={t('page.removeTitle', { name: removing.name })}
          busy={remove.isPending}
          onConfirm={() => void confirmRemove(removing)}
          onClose={() => setRemoving(null)}
          testId="sequence-remove-dialog"
        >
          {t('page.removeBody')}
        </ConfirmDialog>
      )}
    </Stack>
  );
}
