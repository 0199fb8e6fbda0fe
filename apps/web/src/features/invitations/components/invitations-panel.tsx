import { useState } from 'react';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import PersonAddIcon from '@mui/icons-material/PersonAddAlt';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import type { Invitation } from '@syna/contracts/invitations';
import { showSnackbar } from '@/lib/snackbar/snackbar';
import { ConfirmDialog } from '@/lib/ui/confirm-dialog';
import { LoadError } from '@/lib/ui/load-error';
import { useRoleLabel } from '@/lib/roles/role-label';
import { useFirmInvitations, useWithdrawInvitation } from '@/features/invitations/api';
import { useInvitationTexts } from '@/features/invitations/texts';
import { InviteDialog } from './invite-dialog';

const STATUS_COLOR = {
  created: 'warning',
  accepted: 'success',
  denied: 'default',
  expired: 'default',
} as const;

/** An invitation's status as the firm reads it: a pending one past its time has expired. */
const shownStatus = (invitation: Invitation): keyof typeof STATUS_COLOR =>
  invitation.status === 'created' && Date.parse(invitation.expiresAt) <= Date.now()
    ? 'expired'
    : invitation.status;

/** The firm's invitations with their status in words, "Bjud in", and withdrawing one after asking. */
export function InvitationsPanel() {
  const { t } = useInvitationTexts();
  const roleLabel = useRoleLabel();
  const invitations = useFirmInvitations();
  const withdraw = useWithdrawInvitation();
  const [inviting, setInviting] = useState(false);
  const [withdrawing, setWithdrawing] = useState<Invitation | null>(null);

  async function confirmWithdraw(invitation: Invitation) {
    try {
      await withdraw.mutateAsync(invitation.id);
    } catch {
      return; // The red snackbar has said why; the dialog stays open.
    }
    showSnackbar({ subject: t('panel.withdrawn', { email: invitation.email }) });
    setWithdrawing(null);
  }

  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby="invitations-title"
      data-testid="invitations-panel"
      sx={{ p: { xs: 2, sm: 3 } }}
    >
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
        <Typography id="invitations-title" variant="h2">
          {t('panel.title')}
        </Typography>
        <Button startIcon={<PersonAddIcon />} onClick={() => setInviting(true)} data-testid="invite-open">
          {t('panel.invite')}
        </Button>
      </Stack>
      <Typography sx={{ color: 'text.secondary', mb: 2 }}>{t('panel.intro')}</Typography>
      {invitations.isPending && <Skeleton variant="rounded" height={120} />}
      {invitations.isError && (
        <LoadError title={t('panel.loadError')} onRetry={() => void invitations.refetch()} />
      )}
      {invitations.data?.length === 0 && <Typography>{t('panel.empty')}</Typography>}
      {invitations.data && invitations.data.length > 0 && (
        <List aria-labelledby="invitations-title" disablePadding>
          {invitations.data.map((invitation, index) => (
            <ListItem
              key={invitation.id}
              divider={index < invitations.data.length - 1}
              data-testid={`invitation-${invitation.email}`}
              secondaryAction={
                <IconButton
                  edge="end"
                  aria-label={t('panel.withdraw', { email: invitation.email })}
                  title={t('panel.withdraw', { email: invitation.email })}
                  onClick={() => setWithdrawing(invitation)}
                >
                  <DeleteIcon />
                </IconButton>
              }
            >
              <ListItemText
                primary={invitation.email}
                secondary={`${invitation.roles.map(roleLabel).join(', ')} · ${t('panel.invitedBy', {
                  name: invitation.invitedBy.name,
                })}`}
              />
              <Chip
                size="small"
                color={STATUS_COLOR[shownStatus(invitation)]}
                label={t(`status.${shownStatus(invitation)}`)}
                sx={{ mr: 2 }}
              />
            </ListItem>
          ))}
        </List>
      )}
      {inviting && <InviteDialog onClose={() => setInviting(false)} />}
      {withdrawing && (
        <ConfirmDialog
          open
          title={t('panel.withdrawTitle', { email: withdrawing.email })}
          confirmLabel={t('panel.withdrawConfirm')}
          busyLabel={t('panel.withdrawBusy')}
          busy={withdraw.isPending}
          onConfirm={() => void confirmWithdraw(withdrawing)}
          onClose={() => setWithdrawing(null)}
          testId="invitation-withdraw-dialog"
        >
          {t('panel.withdrawBody')}
        </ConfirmDialog>
      )}
    </Paper>
  );
}
