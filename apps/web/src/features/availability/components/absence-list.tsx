import { useState } from 'react';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import EventBusyIcon from '@mui/icons-material/EventBusy';
import type { Absence } from '@syna/contracts/availability';
import { showSnackbar } from '@/lib/snackbar/snackbar';
import { ConfirmDialog } from '@/lib/ui/confirm-dialog';
import { EmptyState } from '@/lib/ui/empty-state';
import { useRemoveAbsence } from '@/features/availability/api';
import { useAvailabilityTexts } from '@/features/availability/texts';
import { AbsenceDialog } from './absence-dialog';

/** The days of an absence: one date, or the first and the last. */
const daysOf = (absence: Absence) =>
  absence.from === absence.to ? absence.from : `${absence.from} – ${absence.to}`;

/** The member's coming absences, each deleted after asking, and the button that adds one. */
export function AbsenceList({ userId, absences }: { userId: string; absences: readonly Absence[] }) {
  const { t } = useAvailabilityTexts();
  const remove = useRemoveAbsence(userId);
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<Absence | null>(null);
  const addButton = (
    <Button
      variant="outlined"
      startIcon={<AddIcon />}
      onClick={() => setAdding(true)}
      data-testid="absence-add"
    >
      {t('absences.add')}
    </Button>
  );
  return (
    <Stack spacing={1.5} data-testid="absence-list">
      <Typography variant="h3" component="h3">
        {t('absences.title')}
      </Typography>
      {absences.length === 0 ? (
        <EmptyState
          icon={EventBusyIcon}
          title={t('absences.none')}
          body={t('absences.noneBody')}
          testId="absences-empty"
        >
          {addButton}
        </EmptyState>
      ) : (
        <>
          <List dense disablePadding aria-label={t('absences.list')}>
            {absences.map((absence) => (
              <ListItem
                key={absence.id}
                disableGutters
                data-testid="absence"
                secondaryAction={
                  <IconButton
                    edge="end"
                    aria-label={t('absences.remove', { when: daysOf(absence) })}
                    onClick={() => setRemoving(absence)}
                  >
                    <DeleteOutlineIcon />
                  </IconButton>
                }
              >
                <ListItemText
                  primary={daysOf(absence)}
                  secondary={absence.note}
                  slotProps={{ secondary: { sx: { overflowWrap: 'anywhere' } } }}
                />
              </ListItem>
            ))}
          </List>
          <Stack direction="row">{addButton}</Stack>
        </>
      )}
      {adding && <AbsenceDialog userId={userId} onClose={() => setAdding(false)} />}
      <ConfirmDialog
        open={removing !== null}
        title={t('absences.removeTitle', { when: removing ? daysOf(removing) : '' })}
        busy={remove.isPending}
        testId="absence-remove-dialog"
        onClose={() => setRemoving(null)}
        onConfirm={() =>
          remove.mutate(removing!.id, {
            onSuccess: () => {
              showSnackbar({ subject: t('absences.removed') });
              setRemoving(null);
            },
          })
        }
      >
        <Typography>{t('absences.removeBody')}</Typography>
      </ConfirmDialog>
    </Stack>
  );
}
