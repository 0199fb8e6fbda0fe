import { useState, type FormEvent } from 'react';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import ShareIcon from '@mui/icons-material/ShareOutlined';
import LinkOffIcon from '@mui/icons-material/LinkOff';
import { formatDateTime } from '@syna/contracts/format';
import type { NetworkShare, SharedKind } from '@syna/contracts/network';
import { isAdmin } from '@syna/contracts/roles';
import { useInitialData } from '@/lib/session/session-queries';
import { showSnackbar } from '@/lib/snackbar/snackbar';
import { ConfirmDialog } from '@/lib/ui/confirm-dialog';
import { FormDialog } from '@/lib/ui/form-dialog';
import { LoadError } from '@/lib/ui/load-error';
import { usePartners, useShare, useShares, useUnshare } from '@/features/network/api';
import { useNetworkTexts } from '@/features/network/texts';

/** The firm's partners of both kinds, to choose whom to share with. */
function usePartnerChoices() {
  const users = usePartners('user');
  const orgs = usePartners('org');
  return {
    isPending: users.isPending || orgs.isPending,
    partners: [...(orgs.data ?? []), ...(users.data ?? [])],
  };
}

function ShareDialog({ kind, id, onClose }: { kind: SharedKind; id: string; onClose(): void }) {
  const { t } = useNetworkTexts();
  const { partners, isPending } = usePartnerChoices();
  const share = useShare(kind, id);
  const [partnerId, setPartnerId] = useState('');
  const [mayEdit, setMayEdit] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const partner = partners.find((candidate) => candidate.id === partnerId);
    if (!partner) return;
    try {
      await share.mutateAsync({ partnerId, mayEdit });
    } catch {
      return; // The red snackbar has said why; the dialog stays open.
    }
    showSnackbar({ subject: t('share.shared', { name: partner.name }) });
    onClose();
  }

  return (
    <FormDialog
      title={t('share.dialogTitle')}
      onSubmit={submit}
      busy={share.isPending}
      onClose={onClose}
      testId="network-share-dialog"
      saveTestId="network-share-save"
      saveLabel={t('share.save')}
      busyLabel={t('share.saving')}
      nothingToSave={!partnerId}
    >
      {isPending && <Skeleton variant="rounded" height={56} />}
      {!isPending && partners.length === 0 && <Typography>{t('share.noPartners')}</Typography>}
      {partners.length > 0 && (
        <TextField
          select
          label={t('share.partner')}
          value={partnerId}
          onChange={(event) => setPartnerId(event.target.value)}
          fullWidth
          required
          slotProps={{ select: { SelectDisplayProps: { 'data-testid': 'network-share-partner' } as object } }}
        >
          {partners.map((partner) => (
            <MenuItem key={partner.id} value={partner.id}>
              {`${partner.name} (${t(`share.kind.${partner.kind}`)})`}
            </MenuItem>
          ))}
        </TextField>
      )}
      <FormControlLabel
        sx={{ mt: 1 }}
        control={<Checkbox checked={mayEdit} onChange={(event) => setMayEdit(event.target.checked)} />}
        label={t('share.mayEdit')}
      />
    </FormDialog>
  );
}

/**
 * "Dela" on an order or an assignment, for administrators: whom it is shared with, sharing with a
 * partner of the network (read-only unless allowed to edit), and un-sharing after asking.
 */
export function PartnersPanel({ kind, id }: { kind: SharedKind; id: string }) {
  const { roles } = useInitialData();
  if (!isAdmin(roles)) return null;
  return <AdminPartnersPanel kind={kind} id={id} />;
}

function AdminPartnersPanel({ kind, id }: { kind: SharedKind; id: string }) {
  const { t } = useNetworkTexts();
  const shares = useShares(kind, id);
  const unshare = useUnshare(kind, id);
  const [sharing, setSharing] = useState(false);
  const [ending, setEnding] = useState<NetworkShare | null>(null);

  async function confirmUnshare(share: NetworkShare) {
    try {
      await unshare.mutateAsync(share.id);
    } catch {
      return;
    }
    showSnackbar({ subject: t('share.unshared', { name: share.partner.name }) });
    setEnding(null);
  }

  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby="network-shares-title"
      data-testid="network-shares"
      sx={{ p: { xs: 2, sm: 3 } }}
    >
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
        <Typography id="network-shares-title" variant="h2">
          {t('share.title')}
        </Typography>
        <Button startIcon={<ShareIcon />} onClick={() => setSharing(true)} data-testid="network-share-open">
          {t('share.open')}
        </Button>
      </Stack>
      <Typography sx={{ color: 'text.secondary', mb: 1 }}>{t('share.intro')}</Typography>
      {shares.isPending && <Skeleton variant="rounded" height={56} />}
      {shares.isError && <LoadError title={t('share.loadError')} onRetry={() => void shares.refetch()} />}
      {shares.data?.length === 0 && <Typography>{t('share.empty')}</Typography>}
      {shares.data && shares.data.length > 0 && (
        <List aria-labelledby="network-shares-title" disablePadding>
          {shares.data.map((share) => (
            <ListItem
              key={share.id}
              data-testid={`network-share-${share.partner.id}`}
              secondaryAction={
                <IconButton
                  edge="end"
                  aria-label={t('share.unshare', { name: share.partner.name })}
                  title={t('share.unshare', { name: share.partner.name })}
                  onClick={() => setEnding(share)}
                >
                  <LinkOffIcon />
                </IconButton>
              }
            >
              <ListItemText
                primary={share.partner.name}
                secondary={t('share.sharedBy', {
                  name: share.sharedBy.name,
                  date: formatDateTime(share.createdAt),
                })}
              />
              <Chip
                size="small"
                label={share.mayEdit ? t('share.editable') : t('share.readOnly')}
                sx={{ mr: 2 }}
              />
            </ListItem>
          ))}
        </List>
      )}
      {sharing && <ShareDialog kind={kind} id={id} onClose={() => setSharing(false)} />}
      {ending && (
        <ConfirmDialog
          open
          title={t('share.unshareTitle', { name: ending.partner.name })}
          confirmLabel={t('share.unshareConfirm')}
          busy={unshare.isPending}
          onConfirm={() => void confirmUnshare(ending)}
          onClose={() => setEnding(null)}
          testId="network-unshare-dialog"
        >
          {t('share.unshareBody')}
        </ConfirmDialog>
      )}
    </Paper>
  );
}

/** "Dela" on an order (composed into the order view by the app). */
export const OrderPartnersPanel = ({ id }: { id: string }) => <PartnersPanel kind="order" id={id} />;

/** "Dela" on an assignment (composed into the inspection view by the app). */
export const InspectionPartnersPanel = ({ id }: { id: string }) => (
  <PartnersPanel kind="inspection" id={id} />
);
