import type { Control, FieldPath, FieldPathByValue, FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import Stack from '@mui/material/Stack';
import { COUNTRY_OPTIONS } from '@syna/contracts/countries';
import type { AddressFormValues } from '@/lib/forms/address-form';
import { FormSelectField, FormTextField } from '@/lib/forms/form-fields';
import { useCountryName } from '@/lib/i18n/country-name';

interface AddressFieldsProps<Values extends FieldValues, Output> {
  control: Control<Values, unknown, Output>;
  /** Where the address sits in the form: `address`, `properties.homeAddress`. */
  name: FieldPathByValue<Values, AddressFormValues>;
  /**
   * The user's own address, which the browser may fill in from what it knows. Any other address
   * (a customer's, a property's) is never filled with the user's.
   */
  own?: boolean;
  /** A hint under the street address. */
  streetHelp?: string;
  /** What no country means where that is known, e.g. "Inget land angivet (Sverige)". */
  noCountryLabel?: string;
}

/** The fields of one address: street, postcode and city, county or region, country. */
export function AddressFields<Values extends FieldValues, Output>({
  control,
  name,
  own = false,
  streetHelp,
  noCountryLabel,
}: AddressFieldsProps<Values, Output>) {
  const { t } = useTranslation();
  const countryName = useCountryName();
  const path = (field: keyof AddressFormValues) => `${name}.${field}` as FieldPath<Values>;
  const autoComplete = (token: string) => (own ? token : 'off');
  return (
    <Stack spacing={2}>
      <FormTextField
        control={control}
        name={path('address')}
        label={t('address.address')}
        helperText={streetHelp}
        autoComplete={autoComplete('street-address')}
        fullWidth
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <FormTextField
          control={control}
          name={path('postalCode')}
          label={t('address.postalCode')}
          autoComplete={autoComplete('postal-code')}
          sx={{ minWidth: { sm: 160 } }}
        />
        <FormTextField
          control={control}
          name={path('city')}
          label={t('address.city')}
          autoComplete={autoComplete('address-level2')}
          fullWidth
        />
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <FormTextField
          control={control}
          name={path('region')}
          label={t('address.region')}
          autoComplete={autoComplete('address-level1')}
          fullWidth
        />
        <FormSelectField
          control={control}
          name={path('country')}
          label={t('address.country')}
          options={COUNTRY_OPTIONS.map(({ code }) => ({ id: code, name: countryName(code) }))}
          noneLabel={noCountryLabel ?? t('address.noCountry')}
          fullWidth
        />
      </Stack>
    </Stack>
  );
}
