import { useTranslation } from 'react-i18next';
import type { Control } from 'react-hook-form';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import { COUNTRY_OPTIONS } from '@syna/contracts/countries';
import type { ProfileUpdate } from '@syna/contracts/user';
import { FormTextField } from '../../../lib/forms/form-fields';
import type { ProfileFormValues } from '../profile-form';
import { SettingsSection } from './settings-section';

export function HomeAddressFields({
  control,
}: {
  control: Control<ProfileFormValues, unknown, ProfileUpdate>;
}) {
  const { t } = useTranslation();
  return (
    <SettingsSection titleId="settings-home-address-title" title={t('settings.homeAddress')}>
      <FormTextField
        control={control}
        name="properties.homeAddress.address"
        label={t('settings.address')}
        autoComplete="street-address"
        fullWidth
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <FormTextField
          control={control}
          name="properties.homeAddress.postalCode"
          label={t('settings.postalCode')}
          autoComplete="postal-code"
          sx={{ minWidth: { sm: 160 } }}
        />
        <FormTextField
          control={control}
          name="properties.homeAddress.city"
          label={t('settings.city')}
          autoComplete="address-level2"
          fullWidth
        />
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <FormTextField
          control={control}
          name="properties.homeAddress.region"
          label={t('settings.region')}
          autoComplete="address-level1"
          fullWidth
        />
        <FormTextField
          control={control}
          name="properties.homeAddress.country"
          label={t('settings.country')}
          select
          fullWidth
        >
          <MenuItem value="">
            <em>{t('settings.noCountry')}</em>
          </MenuItem>
          {COUNTRY_OPTIONS.map((country) => (
            <MenuItem key={country.code} value={country.code}>
              {country.label}
            </MenuItem>
          ))}
        </FormTextField>
      </Stack>
    </SettingsSection>
  );
}
