import { useState } from 'react';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
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
import { formatDate } from '@syna/contracts/format';
import type { NetworkInvitation, NetworkKind, NetworkPartner } from '@syna/contracts/network';
import { showSnackbar } from '@/lib/snackbar/snackbar';
import { ConfirmDialog } from '@/lib/ui/confirm-dialog';
import { LoadError } from '@/lib/ui/load-error';
import {
  useNetworkInvitations,
  usePartners,
  useRemovePartner,
  useWithdrawNetworkInvitation,
} from '@/features/network/api';
import { useNetworkTexts } from '@/features/network/texts';
import { NetworkInviteDialog } from './network-invite-dialog';

/**
 * One kind of partner on the admin page: the partners (removing one asks first, and un-shares
 * everything), the pending invitations (withdrawing asks first) and "Bjud in".
 */
export function NetworkKindSection({ kind }: { kind: NetworkKind }) {
  const { t } = useNetworkTexts();
  const partners = usePartners(kind);
  const invitations = useNetworkInvitations(kind);
  const remove = useRemovePartner(kind);
  const withdraw = useWithdrawNetworkInvitation(kind);
  const [inviting, setInviting] = useState(false);
  const [removing, setRemoving] = useState<NetworkPartner | null>(null);
  const [withdrawing, setWithdrawing] = useState<NetworkInvitation | null>(null);
  const titleId = `network-${kind}-title`;

  async function confirmRemove(partner: NetworkPartner) {
    try {
      await remove.mutateAsync(partner.id);
    } catch {
      return; // The red snackbar has said why; the dialog stays open.
    }
    showSnackbar({ subject: t('admin.removed', { name: partner.name }) });
    setRemoving(null);
  }

  async function confirmWithdraw(invitation: NetworkInvitation) {
    try {
      await withdraw.mutateAsync(invitation.id);
    } catch {
      return;
    }
    showSnackbar({ subject: t('admin.withdrawn', { email: invitation.email }) });
    setWithdrawing(null);
  }

  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={titleId}
      data-testid={`network-${kind}`}
      aria-busy={partners.isPending || invitations.isPending}
      sx={{ p: { xs: 2, sm: 3 } }}
    >
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
        <Typography id={titleId} variant="h2">
          {t(`admin.kind.${kind}`)}
        </Typography>
        <Button
          startIcon={<AddIcon />}
          onClick={() => setInviting(true)}
          data-testid={`network-invite-${kind}`}
        >
          {t(`admin.invite.${kind}`)}
        </Button>
      </Stack>
      {(partners.isPending || invitations.isPending) && <Skeleton variant="rounded" height={80} />}
      {(partners.isError || invitations.isError) && (
        <LoadError
          title={t('admin.loadError')}
          onRetry={() => void Promise.all([partners.refetch(), invitations.refetch()])}
        />
      )}
      {partners.data?.length === 0 && <Typography>{t(`admin.empty.${kind}`)}</Typography>}
      {partners.data && partners.data.length > 0 && (
        <List aria-labelledby={titleId} disablePadding>
          {partners.data.map((partner, index) => (
            <ListItem
              key={partner.id}
              divider={index < partners.data.length - 1}
              data-testid={`network-partner-${partner.email}`}
              secondaryAction={
                <IconButton
                  edge="end"
                  aria-label={t('admin.remove', { name: partner.name })}
                  title={t('admin.remove', { name: partner.name })}
                  onClick={() => setRemoving(partner)}
                >
                  <DeleteIcon />
                </IconButton>
              }
            >
              <ListItemText
                primary={partner.name}
                secondary={`${partner.email} · ${t('admin.since', { date: formatDate(partner.createdAt) })}`}
              />
              <Chip size="small" label={t('admin.shares', { count: partner.shares })} sx={{ mr: 2 }} />
            </ListItem>
          ))}
        </List>
      )}
      {invitations.data && invitations.data.length > 0 && (
        <>
          <Typography variant="h3" sx={{ mt: 2, mb: 1 }} id={`${titleId}-pending`}>
            {t('admin.pendingTitle')}
          </Typography>
          <List aria-labelledby={`${titleId}-pending`} disablePadding>
            {invitations.data.map((invitation) => (
              <ListItem
                key={invitation.id}
                data-testid={`network-invitation-${invitation.email}`}
                secondaryAction={
                  <IconButton
                    edge="end"
                    aria-label={t('admin.withdraw', { email: invitation.email })}
                    title={t('admin.withdraw', { email: invitation.email })}
                    onClick={() => setWithdrawing(invitation)}
                  >
                    <DeleteIcon />
                  </IconButton>
                }
              >
                <ListItemText
                  primary={invitation.email}
                  secondary={
                    invitation.expired
                      ? t('admin.expired')
                      : t('admin.invitedBy', {
                          name: invitation.invitedBy.name,
                          date: formatDate(invitation.expiresAt),
                        })
                  }
                />
              </ListItem>
            ))}
          </List>
        </>
      )}
      {inviting && <NetworkInviteDialog kind={kind} onClose={() => setInviting(false)} />}
      {removing && (
        <ConfirmDialog
          open
          title={t('admin.removeTitle', { name: removing.name })}
          confirmLabel={t('admin.removeConfirm')}
          busy={remove.isPending}
          onConfirm={() => void confirmRemove(removing)}
          onClose={() => setRemoving(null)}
          testId="network-remove-dialog"
        >
          {t('admin.removeBody')}
        </ConfirmDialog>
      )}
      {withdrawing && (
        <ConfirmDialog
          open
          title={t('admin.withdrawTitle', { email: withdrawing.email })}
          confirmLabel={t('admin.withdrawConfirm')}
          busy={withdraw.isPending}
          onConfirm={() => void confirmWithdraw(withdrawing)}
          onClose={() => setWithdrawing(null)}
          testId="network-withdraw-dialog"
        >
          {t('admin.withdrawBody')}
        </ConfirmDialog>
      )}
    </Paper>
  );
}
