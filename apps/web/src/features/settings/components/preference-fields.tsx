import { useTranslation } from 'react-i18next';
import type { Control } from 'react-hook-form';
import MenuItem from '@mui/material/MenuItem';
import { SUPPORTED_LANGUAGES } from '@syna/contracts/constants';
import { START_VIEWS, type ProfileUpdate } from '@syna/contracts/user';
import { FormSwitch, FormTextField } from '@/lib/forms/form-fields';
import type { ProfileFormValues } from '@/features/settings/profile-form';
import { SettingsSection } from './settings-section';

/** Language, theme and start view. The language applies once saved. */
export function PreferenceFields({
  control,
}: {
  control: Control<ProfileFormValues, unknown, ProfileUpdate>;
}) {
  const { t } = useTranslation();
  return (
    <SettingsSection titleId="settings-preferences-title" title={t('settings.preferences')}>
      <FormTextField
        control={control}
        name="language"
        label={t('settings.language')}
        helperText={t('settings.languageHelp')}
        select
        fullWidth
      >
        {(['browser', ...SUPPORTED_LANGUAGES] as const).map((language) => (
          <MenuItem key={language} value={language} lang={language === 'browser' ? undefined : language}>
            {t(`settings.languages.${language}`)}
          </MenuItem>
        ))}
      </FormTextField>
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
