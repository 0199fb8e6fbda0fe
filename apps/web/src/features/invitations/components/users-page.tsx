import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { InvitationsPanel } from './invitations-panel';

/** `/:tenant/admin/users`: the firm's people; for now its invitations. */
export function UsersPage() {
  const { t } = useTranslation();
  return (
    <Stack spacing={3} data-testid="users-page">
      <Typography variant="h1">{t('nav.users')}</Typography>
      <InvitationsPanel />
    </Stack>
  );
}
