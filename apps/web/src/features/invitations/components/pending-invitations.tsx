import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { MyInvitation } from '@syna/contracts/invitations';
import { appPaths } from '@/lib/navigation/app-paths';
import { showSnackbar } from '@/lib/snackbar/snackbar';
import { ConfirmDialog } from '@/lib/ui/confirm-dialog';
import { LoadError } from '@/lib/ui/load-error';
import { useRoleLabel } from '@/lib/roles/role-label';
import { useAnswerInvitation, useMyInvitations } from '@/features/invitations/api';
import { useInvitationTexts } from '@/features/invitations/texts';

/**
 * The signed-in user's pending invitations on the pick page: "Gå med" makes them a member and
 * opens the firm; "Avböj" asks first. The one the e-mail's link names (`?invitation=`) comes first.
 * Nothing shows while there are none.
 */
export function PendingInvitations() {
  const { t } = useInvitationTexts();
  const roleLabel = useRoleLabel();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const invitations = useMyInvitations();
  const { accept, deny } = useAnswerInvitation();
  const [denying, setDenying] = useState<MyInvitation | null>(null);

  if (invitations.isError) {
    return <LoadError title={t('pending.loadError')} onRetry={() => void invitations.refetch()} />;
  }
  if (!invitations.data?.length) return null;
  const linked = search.get('invitation');
  const ordered = [...invitations.data].sort((a, b) => Number(b.id === linked) - Number(a.id === linked));

  async function join(invitation: MyInvitation) {
    const account = await accept.mutateAsync(invitation.id);
    await navigate(appPaths.home(account.tenant.id));
  }

  async function confirmDeny(invitation: MyInvitation) {
    try {
      await deny.mutateAsync(invitation.id);
    } catch {
      return; // The red snackbar has said why; the dialog stays open.
    }
    showSnackbar({ subject: t('pending.denied', { firm: invitation.tenant.name }) });
    setDenying(null);
  }

  return (
    <Stack spacing={1} component="section" aria-labelledby="pending-invitations-title">
      <Typography id="pending-invitations-title" variant="h2">
        {t('pending.title')}
      </Typography>
      <Paper variant="outlined">
        <List data-testid="pending-invitations" disablePadding>
          {ordered.map((invitation, index) => (
            <ListItem
              key={invitation.id}
              divider={index < ordered.length - 1}
              data-testid={`pending-invitation-${invitation.tenant.id}`}
              sx={{ flexWrap: 'wrap', gap: 1 }}
            >
              <ListItemText
                primary={invitation.tenant.name}
                secondary={`${t('pending.from', { name: invitation.invitedBy })} · ${t('pending.roles', {
                  roles: invitation.roles.map(roleLabel).join(', '),
                })}`}
              />
              <Stack direction="row" spacing={1}>
                <Button
                  variant="contained"
                  aria-label={t('pending.joinLabel', { firm: invitation.tenant.name })}
                  disabled={accept.isPending}
                  onClick={() => void join(invitation)}
                >
                  {t('pending.join')}
                </Button>
                <Button
                  aria-label={t('pending.denyLabel', { firm: invitation.tenant.name })}
                  onClick={() => setDenying(invitation)}
                >
                  {t('pending.deny')}
                </Button>
              </Stack>
            </ListItem>
          ))}
        </List>
      </Paper>
      {denying && (
        <ConfirmDialog
          open
          title={t('pending.denyTitle', { firm: denying.tenant.name })}
          confirmLabel={t('pending.deny')}
          busy={deny.isPending}
          onConfirm={() => void confirmDeny(denying)}
          onClose={() => setDenying(null)}
          testId="invitation-deny-dialog"
        >
          {t('pending.denyBody')}
        </ConfirmDialog>
      )}
    </Stack>
  );
}
