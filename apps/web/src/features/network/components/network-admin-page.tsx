import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { NETWORK_KINDS } from '@syna/contracts/network';
import { useNetworkTexts } from '@/features/network/texts';
import { NetworkKindSection } from './network-kind-section';

/** `/:tenant/admin/network`: the firm's external users and organisations, and their invitations. */
export function NetworkAdminPage() {
  const { t } = useNetworkTexts();
  return (
    <Stack spacing={3} data-testid="network-admin-page">
      <Typography variant="h1">{t('admin.title')}</Typography>
      <Typography sx={{ color: 'text.secondary' }}>{t('admin.intro')}</Typography>
      {NETWORK_KINDS.map((kind) => (
        <NetworkKindSection key={kind} kind={kind} />
      ))}
    </Stack>
  );
}
