import { Controller, useWatch, type Control } from 'react-hook-form';
import Stack from '@mui/material/Stack';
import { STATUS_CATEGORIES } from '@syna/contracts/lookups';
import { FormLongTextField, FormSelectField, FormSwitch, FormTextField } from '@/lib/forms/form-fields';
import { LookupNameFields } from '@/lib/forms/lookup-name-fields';
import type { LookupFormValues } from '@/features/lookups/lookup-form';
import type { LookupKind, LookupWrite } from '@/features/lookups/lookup-kinds';
import { useLookupsTexts } from '@/features/lookups/texts';
import { ColorPaletteField } from './color-palette-field';

interface LookupFieldsProps {
  kind: LookupKind;
  control: Control<LookupFormValues, unknown, LookupWrite>;
  autoFocus?: boolean;
}

/** The fields of one lookup kind: name and English name, and description, colour, category or its flag where it has them. */
export function LookupFields({ kind, control, autoFocus = false }: LookupFieldsProps) {
  const { t } = useLookupsTexts();
  const name = useWatch({ control, name: 'name' });
  return (
    <Stack spacing={2.5}>
      <LookupNameFields
        control={control}
        labels={{ name: t('fields.name'), nameEn: t('fields.nameEn'), nameEnHelp: t('fields.nameEnHelp') }}
        autoFocus={autoFocus}
      />
      {kind.fields.description && (
        <FormLongTextField
          control={control}
          name="description"
          label={t('fields.description')}
          maxLength={1000}
        />
      )}
      {kind.fields.duration && (
        <FormTextField
          control={control}
          name="defaultDurationMinutes"
          type="number"
          label={t('fields.defaultDuration')}
          helperText={t('fields.defaultDurationHelp')}
          slotProps={{ htmlInput: { min: 15, max: 1440, step: 15 } }}
        />
      )}
      {kind.fields.color && (
        <Controller
          control={control}
          name="color"
          render={({ field }) => (
            <ColorPaletteField value={field.value} onChange={field.onChange} previewName={name} />
          )}
        />
      )}
      {kind.fields.category && (
        <FormSelectField
          control={control}
          name="category"
          label={t('fields.category')}
          helperText={t('fields.categoryHelp')}
          options={STATUS_CATEGORIES.map((category) => ({ id: category, name: t(`categories.${category}`) }))}
          fullWidth
        />
      )}
      {kind.fields.flag && (
        <FormSwitch
          control={control}
          name="flag"
          label={t(`fields.${kind.fields.flag}`)}
          helperText={t(`fields.${kind.fields.flag}Help`)}
        />
      )}
    </Stack>
  );
}
