import { useTranslation } from 'react-i18next';
import type { Control } from 'react-hook-form';
import type { ProfileUpdate } from '@syna/contracts/user';
import { AddressFields } from '@/lib/ui/address-fields';
import type { ProfileFormValues } from '@/features/settings/profile-form';
import { SettingsSection } from './settings-section';

export function HomeAddressFields({
  control,
}: {
  control: Control<ProfileFormValues, unknown, ProfileUpdate>;
}) {
  const { t } = useTranslation();
  return (
    <SettingsSection titleId="settings-home-address-title" title={t('settings.homeAddress')}>
      <AddressFields control={control} name="properties.homeAddress" own />
    </SettingsSection>
  );
}
