import { Link as RouterLink } from 'react-router';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { networkPaths } from '@/lib/navigation/app-paths';
import { LoadError } from '@/lib/ui/load-error';
import { useMyNetwork } from '@/features/network/api';
import { useNetworkTexts } from '@/features/network/texts';

/**
 * The pick page's partner networks: the firms that share with the user, and those whose network
 * invitation waits for an answer, each a link to that firm's network page. Nothing shows without any.
 */
export function MyNetwork() {
  const { t } = useNetworkTexts();
  const network = useMyNetwork();
  if (network.isError)
    return <LoadError title={t('partner.loadError')} onRetry={() => void network.refetch()} />;
  if (!network.data) return null;
  const firms = new Map<string, { name: string; invited: boolean }>();
  for (const invitation of network.data.invitations) {
    firms.set(invitation.tenant.id, { name: invitation.tenant.name, invited: true });
  }
  for (const firm of network.data.partnerOf) {
    if (!firms.has(firm.id)) firms.set(firm.id, { name: firm.name, invited: false });
  }
  if (firms.size === 0) return null;
  return (
    <Stack spacing={1} component="section" aria-labelledby="my-network-title">
      <Typography id="my-network-title" variant="h2">
        {t('partner.myNetworkTitle')}
      </Typography>
      <Paper variant="outlined">
        <List disablePadding data-testid="my-network">
          {[...firms].map(([id, firm], index) => (
            <ListItem key={id} divider={index < firms.size - 1}>
              <ListItemText
                primary={
                  <Link component={RouterLink} to={networkPaths.firm(id)}>
                    {firm.invited
                      ? t('partner.invitationWaiting', { firm: firm.name })
                      : t('partner.openFirm', { firm: firm.name })}
                  </Link>
                }
              />
            </ListItem>
          ))}
        </List>
      </Paper>
    </Stack>
  );
}
