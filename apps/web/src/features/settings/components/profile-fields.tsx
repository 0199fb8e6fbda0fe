import { useTranslation } from 'react-i18next';
import type { Control } from 'react-hook-form';
import Avatar from '@mui/material/Avatar';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { avatarInitials } from '@syna/contracts/avatar';
import type { ProfileUpdate, User } from '@syna/contracts/user';
import { FormTextField } from '@/lib/forms/form-fields';
import type { ProfileFormValues } from '@/features/settings/profile-form';
import { SettingsSection } from './settings-section';

interface ProfileFieldsProps {
  control: Control<ProfileFormValues, unknown, ProfileUpdate>;
  user: User;
}

export function ProfileFields({ control, user }: ProfileFieldsProps) {
  const { t } = useTranslation();
  return (
    <SettingsSection titleId="settings-profile-title" title={t('settings.profile')}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Avatar
          src={user.picture ?? undefined}
          alt=""
          sx={{ width: 56, height: 56, bgcolor: '#37474f', color: '#fff' }}
        >
          {avatarInitials(user)}
        </Avatar>
        <TextField
          label={t('settings.email')}
          value={user.email ?? ''}
          slotProps={{ input: { readOnly: true } }}
          fullWidth
        />
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <FormTextField
          control={control}
          name="firstName"
          label={t('settings.firstName')}
          autoComplete="given-name"
          fullWidth
        />
        <FormTextField
          control={control}
          name="lastName"
          label={t('settings.lastName')}
          autoComplete="family-name"
          fullWidth
        />
      </Stack>
      <FormTextField
        control={control}
        name="name"
        label={t('settings.displayName')}
        autoComplete="nickname"
        required
        fullWidth
      />
      <FormTextField
        control={control}
        name="picture"
        label={t('settings.picture')}
        helperText={t('settings.pictureHelp')}
        type="url"
        fullWidth
      />
    </SettingsSection>
  );
}
