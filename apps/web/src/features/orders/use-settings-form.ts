import { useMemo } from 'react';
import { useForm, type FieldPath } from 'react-hook-form';
import { tenantSettingsSchema, type TenantSettings } from '@syna/contracts/tenant';
import { schemaResolver } from '@/lib/forms/schema-resolver';
import { serverSubmit } from '@/lib/forms/server-submit';
import { showSnackbar } from '@/lib/snackbar/snackbar';
import { useSaveTenantSettings } from '@/lib/session/tenant-settings';
import { useLocalisedResolver } from '@/lib/forms/localised-messages';
import {
  settingsChange,
  settingsFormValues,
  toSettingsInput,
  type SettingKey,
  type SettingsFormValues,
} from './settings-form';
import { useOrderTexts } from './texts';

// The whole settings object is validated, so that rules across keys (the day ends after it starts) hold.
const resolver = schemaResolver<SettingsFormValues, TenantSettings>(tenantSettingsSchema, toSettingsInput);

/**
 * A settings screen's form over the saved settings: validated with the contract, saved as the
 * screen's changed keys only, and reset to the saved (normalised) values afterwards.
 */
export function useSettingsForm(saved: TenantSettings, keys: readonly SettingKey[]) {
  const { t } = useOrderTexts();
  const save = useSaveTenantSettings();
  const values = useMemo(() => settingsFormValues(saved), [saved]);
  const form = useForm<SettingsFormValues, unknown, TenantSettings>({
    resolver: useLocalisedResolver(resolver),
    values,
    resetOptions: { keepDirtyValues: true },
  });
  // The contract's dotted keys are the form's nested field paths.
  const fields = keys as unknown as [FieldPath<SettingsFormValues>, ...FieldPath<SettingsFormValues>[]];
  const submit = serverSubmit(
    form,
    async (next) => {
      const change = settingsChange(saved, next, keys);
      const stored = Object.keys(change).length ? await save.mutateAsync(change) : saved;
      form.reset(settingsFormValues(stored));
      showSnackbar({ subject: t('settings.saved') });
    },
    { fields },
  );
  return { form, submit, values };
}
