import Box from '@mui/material/Box';
import { FormTextField } from '@/lib/forms/form-fields';
import { FormSection } from '@/lib/ui/form-section';
import type { OrderFormControl } from '@/public/order-form';
import { usePublicTexts } from '@/public/texts';

/**
 * The property to inspect: its address, municipality and property designation. Never filled in
 * from the visitor's own address, which is often another one.
 */
export function ObjectFields({ control }: { control: OrderFormControl }) {
  const { t } = usePublicTexts();
  return (
    <FormSection title={t('object.title')}>
      <FormTextField
        control={control}
        name="object.address.address"
        label={t('object.address')}
        autoComplete="off"
        required
        fullWidth
      />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 2fr' } }}>
        <FormTextField
          control={control}
          name="object.address.postalCode"
          label={t('object.postalCode')}
          autoComplete="off"
          required
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        />
        <FormTextField
          control={control}
          name="object.address.city"
          label={t('object.city')}
          autoComplete="off"
          required
        />
      </Box>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <FormTextField
          control={control}
          name="estateLocation"
          label={t('object.estateLocation')}
          autoComplete="off"
        />
        <FormTextField
          control={control}
          name="estateNumber"
          label={t('object.estateNumber')}
          helperText={t('object.estateNumberHint')}
          autoComplete="off"
        />
      </Box>
    </FormSection>
  );
}
