import { Link as RouterLink, useParams } from 'react-router';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import BlockIcon from '@mui/icons-material/Block';
import { formatDate } from '@syna/contracts/format';
import { isHttpError } from '@/lib/http/http-error';
import { networkPaths } from '@/lib/navigation/app-paths';
import { EmptyState } from '@/lib/ui/empty-state';
import { LoadError } from '@/lib/ui/load-error';
import { useMyNetwork, usePartnerView } from '@/features/network/api';
import { useNetworkTexts } from '@/features/network/texts';
import { PartnerInvitations } from './partner-invitations';

/** The name of a firm whose network the caller is in or invited to; its id until it is known. */
export function useNetworkFirmName(tenant: string): string {
  const network = useMyNetwork();
  return (
    network.data?.partnerOf.find((firm) => firm.id === tenant)?.name ??
    network.data?.invitations.find((invitation) => invitation.tenant.id === tenant)?.tenant.name ??
    tenant
  );
}

/**
 * `/network/:tenant`: another firm's network as the caller sees it: its invitations to them, and
 * the orders and assignments it shares with them. Someone the network does not know is told so.
 */
export function PartnerHomePage() {
  const { t } = useNetworkTexts();
  const { tenant = '' } = useParams();
  const view = usePartnerView(tenant);
  const firm = useNetworkFirmName(tenant);

  if (view.isPending) return <Skeleton variant="rounded" height={200} />;
  if (view.isError) {
    if (isHttpError(view.error) && (view.error.status === 403 || view.error.status === 404)) {
      return (
        <EmptyState
          icon={BlockIcon}
          title={t('partner.myNetworkTitle')}
          body={t('partner.notInNetwork')}
          testId="network-not-in"
        />
      );
    }
    return <LoadError title={t('partner.loadError')} onRetry={() => void view.refetch()} />;
  }
  const { invitations, shared } = view.data;
  return (
    <Stack spacing={3} data-testid="network-partner-page">
      <Typography variant="h1">{t('partner.title', { firm })}</Typography>
      <PartnerInvitations tenant={tenant} invitations={invitations} />
      <Stack spacing={1} component="section" aria-labelledby="network-shared-title">
        <Typography id="network-shared-title" variant="h2">
          {t('partner.sharedTitle')}
        </Typography>
        {shared.length === 0 ? (
          <Typography data-testid="network-shared-empty">{t('partner.empty')}</Typography>
        ) : (
          <Paper variant="outlined">
            <List disablePadding data-testid="network-shared">
              {shared.map((item, index) => (
                <ListItem key={item.id} divider={index < shared.length - 1} sx={{ gap: 1 }}>
                  <ListItemText
                    primary={
                      <Link component={RouterLink} to={networkPaths.item(tenant, item.kind, item.id)}>
                        {`${t(`partner.kind.${item.kind}`)} ${item.number}`}
                      </Link>
                    }
                    secondary={`${item.title} · ${formatDate(item.sharedAt)}`}
                  />
                  <Chip size="small" label={item.mayEdit ? t('partner.mayEdit') : t('partner.readOnly')} />
                </ListItem>
              ))}
            </List>
          </Paper>
        )}
      </Stack>
    </Stack>
  );
}
