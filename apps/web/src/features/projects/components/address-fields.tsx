import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import { COUNTRY_OPTIONS } from '@syna/contracts/countries';
import { FormTextField } from '../../../lib/forms/form-fields';
import { useProjectsTexts } from '../texts';

interface AddressFieldsProps<Values extends FieldValues, Output> {
  control: Control<Values, unknown, Output>;
}

/** The `address` fields of a project or estate form: street, postcode, city, region, country. */
export function AddressFields<Values extends FieldValues, Output>({
  control,
}: AddressFieldsProps<Values, Output>) {
  const { t } = useProjectsTexts();
  const field = (name: string) => `address.${name}` as FieldPath<Values>;
  return (
    <Stack spacing={2}>
      <FormTextField control={control} name={field('address')} label={t('address.address')} fullWidth />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <FormTextField
          control={control}
          name={field('postalCode')}
          label={t('address.postalCode')}
          sx={{ minWidth: { sm: 160 } }}
        />
        <FormTextField control={control} name={field('city')} label={t('address.city')} fullWidth />
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <FormTextField control={control} name={field('region')} label={t('address.region')} fullWidth />
        <FormTextField
          control={control}
          name={field('country')}
          label={t('address.country')}
          select
          fullWidth
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        >
          <MenuItem value="">
            <em>{t('address.noCountry')}</em>
          </MenuItem>
          {COUNTRY_OPTIONS.map((country) => (
            <MenuItem key={country.code} value={country.code}>
              {country.label}
            </MenuItem>
          ))}
        </FormTextField>
      </Stack>
    </Stack>
  );
}
