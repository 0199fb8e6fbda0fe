import { lazy, Suspense, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddBusinessIcon from '@mui/icons-material/AddBusiness';
import { accountsUnavailable, accountsQuery, useAccounts } from '@/lib/session/session-queries';
import Skeleton from '@mui/material/Skeleton';
import { TenantPicker } from './tenant-picker';

// The form (and react-hook-form with it) loads only when needed, not with every dashboard visit.
const CreateOrganizationForm = lazy(async () => ({
  default: (await import('./create-organization-form')).CreateOrganizationForm,
}));

function CreateOrganization() {
  return (
    <Suspense fallback={<Skeleton variant="rounded" height={320} />}>
      <CreateOrganizationForm />
    </Suspense>
  );
}

/**
 * `/welcome`: pick one of your organisations; without any, create the first. `panels` (the user's
 * pending invitations and their partner networks, other features', passed in by the shell) show
 * above the list; `LinkCode` (a link code's form, likewise) below the creation form of someone in none.
 */
export function WelcomePage({
  panels = [],
  LinkCode,
}: {
  panels?: readonly ComponentType[];
  LinkCode?: ComponentType;
}) {
  const { t } = useTranslation();
  const accounts = useAccounts();
  const [creating, setCreating] = useState(false);
  const queryClient = useQueryClient();
  const hasAccounts = accounts.length > 0;
  if (accountsUnavailable(accounts)) {
    return (
      <Stack spacing={3}>
        <Typography variant="h1">{t('welcome.title')}</Typography>
        <Alert
          severity="error"
          data-testid="accounts-unavailable"
          action={
            <Button
              color="inherit"
              size="small"
              onClick={() => void queryClient.refetchQueries({ queryKey: accountsQuery().queryKey })}
            >
              {t('common.retry')}
            </Button>
          }
        >
          {t('error.account.get')}
        </Alert>
        <Typography id="welcome-organizations-title" variant="h2">
          {t('welcome.organizations')}
        </Typography>
        <TenantPicker accounts={accounts} />
      </Stack>
    );
  }
  return (
    <Stack spacing={3}>
      <Typography variant="h1">{t('welcome.title')}</Typography>
      {panels.map((Panel, index) => (
        <Suspense key={index} fallback={null}>
          <Panel />
        </Suspense>
      ))}
      {hasAccounts ? (
        <>
          <Typography>{t('welcome.intro')}</Typography>
          <Typography id="welcome-organizations-title" variant="h2">
            {t('welcome.organizations')}
          </Typography>
          <TenantPicker accounts={accounts} />
          {creating ? (
            <CreateOrganization />
          ) : (
            <Button
              startIcon={<AddBusinessIcon />}
              onClick={() => setCreating(true)}
              sx={{ alignSelf: 'flex-start' }}
            >
              {t('welcome.createToggle')}
            </Button>
          )}
        </>
      ) : (
        <>
          <Typography>{t('welcome.noOrganizations')}</Typography>
          <CreateOrganization />
          {LinkCode && (
            <Suspense fallback={null}>
              <LinkCode />
            </Suspense>
          )}
        </>
      )}
    </Stack>
  );
}
