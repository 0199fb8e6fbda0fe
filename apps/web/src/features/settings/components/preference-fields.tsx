import { useTranslation } from 'react-i18next';
import type { Control } from 'react-hook-form';
import MenuItem from '@mui/material/MenuItem';
import { START_VIEWS, type ProfileUpdate } from '@syna/contracts/user';
import { FormSwitch, FormTextField } from '@/lib/forms/form-fields';
import type { ProfileFormValues } from '@/features/settings/profile-form';
import { SettingsSection } from './settings-section';

/**
 * Theme and start view. The stored geolocation setting is not offered here: nothing uses it until
 * the map exists; the form keeps its value, so saving leaves it as it was.
 */
export function PreferenceFields({
  control,
}: {
  control: Control<ProfileFormValues, unknown, ProfileUpdate>;
}) {
  const { t } = useTranslation();
  return (
    <SettingsSection titleId="settings-preferences-title" title={t('settings.preferences')}>
      <FormSwitch control={control} name="properties.darkTheme" label={t('settings.darkTheme')} />
      <FormTextField
        control={control}
        name="properties.startView"
        label={t('settings.startView')}
        select
        fullWidth
      >
        {START_VIEWS.map((view) => (
          <MenuItem key={view} value={view}>
            {t(`dashboard.view.${view}`)}
          </MenuItem>
        ))}
      </FormTextField>
    </SettingsSection>
  );
}
