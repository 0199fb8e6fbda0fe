import { useState } from 'react';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { formatDate } from '@syna/contracts/format';
import type { MyNetworkInvitation } from '@syna/contracts/network';
import { isAdmin } from '@syna/contracts/roles';
import { useAccounts } from '@/lib/session/session-queries';
import { showSnackbar } from '@/lib/snackbar/snackbar';
import { ConfirmDialog } from '@/lib/ui/confirm-dialog';
import { useAnswerNetworkInvitation } from '@/features/network/api';
import { useNetworkTexts } from '@/features/network/texts';

/** One invitation: an organisation's names which of the caller's firms (those they administer) joins. */
function InvitationRow({
  invitation,
  onDeny,
  divider,
}: {
  invitation: MyNetworkInvitation;
  onDeny(): void;
  divider: boolean;
}) {
  const { t } = useNetworkTexts();
  const firm = invitation.tenant.name;
  const { accept } = useAnswerNetworkInvitation(invitation.tenant.id);
  const adminFirms = useAccounts().filter(
    (account) => isAdmin(account.roles) && account.tenant.id !== invitation.tenant.id,
  );
  const [organization, setOrganization] = useState(adminFirms[0]?.tenant.id ?? '');
  const isOrg = invitation.kind === 'org';

  async function join() {
    await accept.mutateAsync({ kind: invitation.kind, id: invitation.id, organization });
    showSnackbar({ subject: t('partner.joined', { firm }) });
  }

  return (
    <ListItem
      divider={divider}
      data-testid={`network-invitation-${invitation.id}`}
      sx={{ flexWrap: 'wrap', gap: 1 }}
    >
      <ListItemText
        primary={isOrg ? t('partner.asOrg') : t('partner.asUser')}
        secondary={t('partner.invitationFrom', {
          name: invitation.invitedBy,
          date: formatDate(invitation.expiresAt),
        })}
      />
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }} useFlexGap>
        {isOrg && adminFirms.length === 0 && <Typography>{t('partner.noAdminFirm')}</Typography>}
        {isOrg && adminFirms.length > 0 && (
          <TextField
            select
            size="small"
            label={t('partner.organization')}
            value={organization}
            onChange={(event) => setOrganization(event.target.value)}
            sx={{ minWidth: 220 }}
          >
            {adminFirms.map((account) => (
              <MenuItem key={account.tenant.id} value={account.tenant.id}>
                {account.tenant.name}
              </MenuItem>
            ))}
          </TextField>
        )}
        <Button
          variant="contained"
          aria-label={t('partner.acceptLabel', { firm })}
          disabled={accept.isPending || (isOrg && !organization)}
          onClick={() => void join()}
        >
          {t('partner.accept')}
        </Button>
        <Button onClick={onDeny}>{t('partner.deny')}</Button>
      </Stack>
    </ListItem>
  );
}

/** The firm's pending invitations to the caller, with "Gå med i nätverket" and "Avböj" (asking first). */
export function PartnerInvitations({
  tenant,
  invitations,
}: {
  tenant: string;
  invitations: MyNetworkInvitation[];
}) {
  const { t } = useNetworkTexts();
  const { deny } = useAnswerNetworkInvitation(tenant);
  const [denying, setDenying] = useState<MyNetworkInvitation | null>(null);
  if (invitations.length === 0) return null;
  const firm = invitations[0]!.tenant.name;

  async function confirmDeny(invitation: MyNetworkInvitation) {
    try {
      await deny.mutateAsync({ kind: invitation.kind, id: invitation.id });
    } catch {
      return; // The red snackbar has said why; the dialog stays open.
    }
    showSnackbar({ subject: t('partner.denied', { firm }) });
    setDenying(null);
  }

  return (
    <Stack spacing={1} component="section" aria-labelledby="network-invitations-title">
      <Typography id="network-invitations-title" variant="h2">
        {t('partner.invitationsTitle', { firm })}
      </Typography>
      <Paper variant="outlined">
        <List disablePadding>
          {invitations.map((invitation, index) => (
            <InvitationRow
              key={invitation.id}
              invitation={invitation}
              divider={index < invitations.length - 1}
              onDeny={() => setDenying(invitation)}
            />
          ))}
        </List>
      </Paper>
      {denying && (
        <ConfirmDialog
          open
          title={t('partner.denyTitle', { firm })}
          confirmLabel={t('partner.deny')}
          busy={deny.isPending}
          onConfirm={() => void confirmDeny(denying)}
          onClose={() => setDenying(null)}
          testId="network-deny-dialog"
        >
          {t('partner.denyBody')}
        </ConfirmDialog>
      )}
    </Stack>
  );
}
