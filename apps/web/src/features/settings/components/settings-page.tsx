import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useInitialData } from '@/lib/session/session-queries';
import { useProfile } from '@/features/settings/api';
import { ProfileProperties } from './profile-properties';
import { SettingsForm } from './settings-form';

/**
 * `/:tenant/settings`. The form starts from the session's user and follows the fresh profile;
 * `panels` of other features follow it.
 */
export function SettingsPage({ panels = [] }: { panels?: readonly ComponentType[] }) {
  const { t } = useTranslation();
  const session = useInitialData();
  const profile = useProfile();
  return (
    <Stack spacing={3} sx={{ maxWidth: 840 }}>
      <Typography id="settings-title" variant="h1">
        {t('settings.title')}
      </Typography>
      <SettingsForm user={profile.data ?? session.user} />
      <ProfileProperties />
      {panels.map((Panel, index) => (
        <Panel key={index} />
      ))}
    </Stack>
  );
}
