import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useForm } from 'react-hook-form';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { profileUpdateSchema, type ProfileUpdate, type User } from '@syna/contracts/user';
import { schemaResolver } from '@/lib/forms/schema-resolver';
import { serverSubmit } from '@/lib/forms/server-submit';
import { showSnackbar } from '@/lib/snackbar/snackbar';
import { useUpdateProfile } from '@/features/settings/api';
import {
  profileFormValues,
  toProfileUpdateInput,
  type ProfileFormValues,
} from '@/features/settings/profile-form';
import { HomeAddressFields } from './home-address-fields';
import { NoticeFields } from './notice-fields';
import { PreferenceFields } from './preference-fields';
import { ProfileFields } from './profile-fields';

const resolver = schemaResolver<ProfileFormValues, ProfileUpdate>(profileUpdateSchema, toProfileUpdateInput);

/** Profile and user settings, validated with the contract's `profileUpdateSchema`. */
export function SettingsForm({ user }: { user: User }) {
  const { t } = useTranslation();
  const updateProfile = useUpdateProfile();
  const values = useMemo(() => profileFormValues(user), [user]);
  const form = useForm<ProfileFormValues, unknown, ProfileUpdate>({
    resolver,
    values,
    // The fresh profile may arrive while the user is typing: keep what they changed.
    resetOptions: { keepDirtyValues: true },
  });
  const { control, reset, formState } = form;

  const onSubmit = serverSubmit(
    form,
    async (update) => {
      const saved = await updateProfile.mutateAsync(update);
      reset(profileFormValues(saved));
      showSnackbar({ subject: t('message.settingsUpdated') });
    },
    { fields: ['language', 'firstName', 'lastName', 'name', 'picture', 'properties'] },
  );

  return (
    <Stack
      component="form"
      noValidate
      spacing={3}
      data-testid="settings-form"
      aria-labelledby="settings-title"
      onSubmit={(event) => void onSubmit(event)}
    >
      <ProfileFields control={control} user={user} />
      <PreferenceFields control={control} />
      <NoticeFields control={control} />
      <HomeAddressFields control={control} />
      <Stack direction="row" spacing={1.5} sx={{ justifyContent: 'flex-end' }}>
        <Button
          type="button"
          onClick={() => reset(values)}
          disabled={!formState.isDirty || formState.isSubmitting}
        >
          {t('settings.reset')}
        </Button>
        <Button type="submit" variant="contained" disabled={formState.isSubmitting}>
          {formState.isSubmitting ? t('common.saving') : t('common.save')}
        </Button>
      </Stack>
    </Stack>
  );
}
