import { useRef } from 'react';
import { Controller, type UseFormReturn } from 'react-hook-form';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import { COUNTRY_OPTIONS } from '@syna/contracts/countries';
import { FormTextField } from '../../../lib/forms/form-fields';
import {
  customerAddress,
  isBlankAddress,
  type AddressFormValues,
  type InspectionFormValues,
} from '../inspection-form';
import { useInspectionTexts } from '../texts';
import { ContactPicker } from './contact-picker';
import { FormSection } from './form-section';

const sameAddress = (a: AddressFormValues, b: AddressFormValues | null) =>
  b !== null && (Object.keys(a) as (keyof AddressFormValues)[]).every((key) => a[key] === b[key]);

/** Customer from the address book and the inspection's address, prefilled from the customer. */
export function CustomerAddressSection<Output>({
  form,
  tenantId,
}: {
  form: UseFormReturn<InspectionFormValues, unknown, Output>;
  tenantId: string;
}) {
  const { t } = useInspectionTexts();
  const { control, getValues, setValue } = form;
  // The address last filled in from a customer: replaced by the next customer's unless edited since.
  const prefilled = useRef<AddressFormValues | null>(null);

  const pickCustomer = (customer: InspectionFormValues['customer']) => {
    const next = customerAddress(customer);
    const current = getValues('address');
    if (next && (isBlankAddress(current) || sameAddress(current, prefilled.current))) {
      setValue('address', next, { shouldDirty: true });
      prefilled.current = next;
    }
  };

  return (
    <FormSection title={t('form.customerSection')}>
      <Controller
        control={control}
        name="customer"
        render={({ field, fieldState }) => (
          <ContactPicker
            tenantId={tenantId}
            name={field.name}
            value={field.value}
            onChange={(customer) => {
              field.onChange(customer);
              pickCustomer(customer);
            }}
            onBlur={field.onBlur}
            inputRef={field.ref}
            label={t('fields.customer')}
            error={Boolean(fieldState.error)}
            helperText={fieldState.error?.message ?? t('form.customerHelp')}
          />
        )}
      />
      <FormTextField
        control={control}
        name="address.address"
        label={t('fields.street')}
        autoComplete="off"
        helperText={t('form.addressHelp')}
        fullWidth
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <FormTextField
          control={control}
          name="address.postalCode"
          label={t('fields.postalCode')}
          autoComplete="off"
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          sx={{ minWidth: { sm: 140 }, maxWidth: { sm: 160 } }}
        />
        <FormTextField
          control={control}
          name="address.city"
          label={t('fields.city')}
          autoComplete="off"
          fullWidth
        />
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <FormTextField
          control={control}
          name="address.region"
          label={t('fields.region')}
          autoComplete="off"
          fullWidth
        />
        <FormTextField control={control} name="address.country" label={t('fields.country')} select fullWidth>
          <MenuItem value="">
            <em>{t('fields.noCountry')}</em>
          </MenuItem>
          {COUNTRY_OPTIONS.map((country) => (
            <MenuItem key={country.code} value={country.code}>
              {country.label}
            </MenuItem>
          ))}
        </FormTextField>
      </Stack>
    </FormSection>
  );
}
