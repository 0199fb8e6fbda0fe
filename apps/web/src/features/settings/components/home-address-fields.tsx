import { useTranslation } from 'react-i18next';
import type { Control } from 'react-hook-form';
import type { ProfileUpdate } from '@syna/contracts/user';
import { FormSwitch } from '@/lib/forms/form-fields';
import { AddressFields } from '@/lib/ui/address-fields';
import type { ProfileFormValues } from '@/features/settings/profile-form';
import { SettingsSection } from './settings-section';

/** The home address and where the map's driving directions start: the user's position, else the home address. */
export function HomeAddressFields({
  control,
}: {
  control: Control<ProfileFormValues, unknown, ProfileUpdate>;
}) {
  const { t } = useTranslation();
  return (
    <SettingsSection titleId="settings-home-address-title" title={t('settings.homeAddress')}>
      <AddressFields control={control} name="properties.homeAddress" own />
      <FormSwitch
        control={control}
        name="properties.geolocation"
        label={t('settings.geolocation')}
        helperText={t('settings.geolocationHelp')}
      />
    </SettingsSection>
  );
}
