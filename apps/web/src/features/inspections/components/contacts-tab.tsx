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
import ContactsOutlinedIcon from '@mui/icons-material/ContactsOutlined';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import type { Inspection, InspectionContact, InspectionMetadata } from '@syna/contracts/inspections';
import { truncate } from '@syna/contracts/format';
import { showSnackbar } from '@/lib/snackbar/snackbar';
import { ConfirmDialog } from '@/lib/ui/confirm-dialog';
import { EmptyState } from '@/lib/ui/empty-state';
import { useRemoveContact } from '@/features/inspections/api';
import { useInspectionTexts } from '@/features/inspections/texts';
import { ReachLinks } from '@/lib/reach/reach-links';
import { ContactDialog } from './contact-dialog';
import { CustomerReach } from './customer-reach';
import { useLookupLabel } from '@/lib/i18n/lookup-label';

interface ContactsTabProps {
  inspection: Inspection;
  metadata: InspectionMetadata | undefined;
  canWrite: boolean;
}

/** The inspection's contacts with role, appointed-by and note: add, change, remove. */
export function ContactsTab({ inspection, metadata, canWrite }: ContactsTabProps) {
  const { t } = useInspectionTexts();
  const label = useLookupLabel();
  const [dialog, setDialog] = useState<{ editing: InspectionContact | null } | null>(null);
  const [removing, setRemoving] = useState<InspectionContact | null>(null);
  const remove = useRemoveContact(inspection.id);
  const contacts = inspection.contacts;

  const confirmRemove = () => {
    if (!removing) return;
    remove.mutate(removing.contact.id, {
      onSuccess: () => {
        showSnackbar({ subject: t('contacts.removed') });
        setRemoving(null);
      },
    });
  };

  return (
    <Stack spacing={2} data-testid="inspection-contacts">
      {canWrite && contacts.length > 0 && (
        <Box>
          <Button
            variant="outlined"
            startIcon={<AddIcon />}
            onClick={() => setDialog({ editing: null })}
            disabled={!metadata}
          >
            {t('contacts.add')}
          </Button>
        </Box>
      )}
      {inspection.customer && !contacts.some((entry) => entry.contact.id === inspection.customer?.id) && (
        <CustomerReach customer={inspection.customer} />
      )}
      <Paper variant="outlined">
        {contacts.length === 0 ? (
          <EmptyState
            icon={ContactsOutlinedIcon}
            title={t('contacts.emptyTitle')}
            body={canWrite ? t('contacts.emptyBody') : t('contacts.emptyReadOnly')}
          >
            {canWrite && (
              <Button
                variant="contained"
                startIcon={<AddIcon />}
                onClick={() => setDialog({ editing: null })}
                disabled={!metadata}
              >
                {t('contacts.add')}
              </Button>
            )}
          </EmptyState>
        ) : (
          <List disablePadding>
            {contacts.map((entry, index) => {
              const facts = [
                entry.role && label(entry.role),
                entry.appointedBy
                  ? `${t('contacts.appointedBy')}: ${t(`appointedBy.${entry.appointedBy}`)}`
                  : null,
              ].filter(Boolean);
              return (
                <ListItem
                  key={entry.contact.id}
                  divider={index < contacts.length - 1}
                  data-testid="inspection-contact"
                  secondaryAction={
                    canWrite && (
                      <Stack direction="row">
                        <IconButton
                          aria-label={t('contacts.edit', { name: entry.contact.name })}
                          onClick={() => setDialog({ editing: entry })}
                          disabled={!metadata}
                        >
                          <EditOutlinedIcon />
                        </IconButton>
                        <IconButton
                          aria-label={t('contacts.remove', { name: entry.contact.name })}
                          onClick={() => setRemoving(entry)}
                          edge="end"
                        >
                          <DeleteOutlineIcon />
                        </IconButton>
                      </Stack>
                    )
                  }
                  sx={{ pr: canWrite ? 13 : 2 }}
                >
                  <ListItemText
                    primary={truncate(entry.contact.name)}
                    slotProps={{
                      primary: { sx: { fontWeight: 600, overflowWrap: 'anywhere' } },
                      secondary: { component: 'div' },
                    }}
                    secondary={
                      <>
                        {facts.length > 0 && <Typography variant="body2">{facts.join(' · ')}</Typography>}
                        <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 1, ml: -1 }}>
                          <ReachLinks {...entry.contact} />
                        </Box>
                        {entry.note && (
                          <Typography
                            variant="body2"
                            sx={{ color: 'text.primary', mt: 0.25, overflowWrap: 'anywhere' }}
                          >
                            {truncate(entry.note)}
                          </Typography>
                        )}
                      </>
                    }
                  />
                </ListItem>
              );
            })}
          </List>
        )}
      </Paper>
      {dialog && metadata && (
        <ContactDialog
          inspectionId={inspection.id}
          metadata={metadata}
          editing={dialog.editing}
          existingIds={contacts.map((entry) => entry.contact.id)}
          onClose={() => setDialog(null)}
        />
      )}
      <ConfirmDialog
        open={Boolean(removing)}
        title={t('contacts.removeTitle')}
        confirmLabel={t('actions.remove')}
        busy={remove.isPending}
        onConfirm={confirmRemove}
        onClose={() => setRemoving(null)}
        testId="remove-contact-dialog"
      >
        <Typography>{t('contacts.removeBody', { name: removing?.contact.name ?? '' })}</Typography>
      </ConfirmDialog>
    </Stack>
  );
}
