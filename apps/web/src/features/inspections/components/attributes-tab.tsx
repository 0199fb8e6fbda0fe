import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import DataObjectOutlinedIcon from '@mui/icons-material/DataObjectOutlined';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import type { Inspection } from '@syna/contracts/inspections';
import { truncate } from '@syna/contracts/format';
import { ConfirmDialog } from '@/lib/ui/confirm-dialog';
import { EmptyState } from '@/lib/ui/empty-state';
import { useSetAttribute } from '@/features/inspections/api';
import { showFieldChange } from '@/features/inspections/field-change-snackbar';
import type { AttributeValue } from '@/features/inspections/attribute-value';
import { formatAttributeValue } from '@/features/inspections/inspection-format';
import { useInspectionTexts } from '@/features/inspections/texts';
import { AttributeDialog } from './attribute-dialog';

interface AttributesTabProps {
  inspection: Inspection;
  canWrite: boolean;
}

/** The inspection's free attributes as name and value: add, change, remove. */
export function AttributesTab({ inspection, canWrite }: AttributesTabProps) {
  const { t } = useInspectionTexts();
  const [dialog, setDialog] = useState<{ editing: { name: string; value: AttributeValue } | null } | null>(
    null,
  );
  const [removing, setRemoving] = useState<string | null>(null);
  const remove = useSetAttribute(inspection.id);
  const entries = Object.entries(inspection.attributes).sort(([a], [b]) => a.localeCompare(b, 'sv'));

  const confirmRemove = () => {
    if (!removing) return;
    remove.mutate(
      { name: removing },
      {
        onSuccess: (result) => {
          showFieldChange(result, { saved: t('attributes.removed'), kept: t('attributes.removedOffline') });
          setRemoving(null);
        },
      },
    );
  };

  const addButton = (variant: 'outlined' | 'contained') => (
    <Button variant={variant} startIcon={<AddIcon />} onClick={() => setDialog({ editing: null })}>
      {t('attributes.add')}
    </Button>
  );

  return (
    <Stack spacing={2} data-testid="inspection-attributes">
      {canWrite && entries.length > 0 && <Box>{addButton('outlined')}</Box>}
      <Paper variant="outlined">
        {entries.length === 0 ? (
          <EmptyState
            icon={DataObjectOutlinedIcon}
            title={t('attributes.emptyTitle')}
            body={canWrite ? t('attributes.emptyBody') : t('attributes.emptyReadOnly')}
          >
            {canWrite && addButton('contained')}
          </EmptyState>
        ) : (
          <List disablePadding>
            {entries.map(([name, value], index) => (
              <ListItem
                key={name}
                divider={index < entries.length - 1}
                data-testid="inspection-attribute"
                sx={{ pr: canWrite ? 13 : 2 }}
                secondaryAction={
                  canWrite && (
                    <Stack direction="row">
                      <IconButton
                        aria-label={t('attributes.edit', { name })}
                        onClick={() => setDialog({ editing: { name, value } })}
                      >
                        <EditOutlinedIcon />
                      </IconButton>
                      <IconButton
                        aria-label={t('attributes.remove', { name })}
                        onClick={() => setRemoving(name)}
                        edge="end"
                      >
                        <DeleteOutlineIcon />
                      </IconButton>
                    </Stack>
                  )
                }
              >
                <ListItemText
                  primary={name}
                  secondary={truncate(formatAttributeValue(value))}
                  slotProps={{
                    primary: { sx: { fontWeight: 600, overflowWrap: 'anywhere' } },
                    secondary: {
                      sx: { color: 'text.primary', overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' },
                    },
                  }}
                />
              </ListItem>
            ))}
          </List>
        )}
      </Paper>
      {dialog && (
        <AttributeDialog
          inspectionId={inspection.id}
          editing={dialog.editing}
          existingNames={entries.map(([name]) => name)}
          onClose={() => setDialog(null)}
        />
      )}
      <ConfirmDialog
        open={Boolean(removing)}
        title={t('attributes.removeTitle')}
        confirmLabel={t('actions.remove')}
        busy={remove.isPending}
        onConfirm={confirmRemove}
        onClose={() => setRemoving(null)}
      >
        <Typography>{t('attributes.removeBody', { name: removing ?? '' })}</Typography>
      </ConfirmDialog>
    </Stack>
  );
}
