import type { OrderFormControl } from '@/public/order-form';
import { t } from '@/public/texts';
import { FormSection } from './form-section';
import { TextField } from './text-field';

/**
 * The property to inspect: its address, municipality and property designation. Never filled in
 * from the visitor's own address, which is often another one.
 */
export function ObjectFields({ control }: { control: OrderFormControl }) {
  return (
    <FormSection title={t('object.title')}>
      <TextField
        control={control}
        name="object.address.address"
        label={t('object.address')}
        autoComplete="off"
        required
      />
      <div className="columns columns-1-2">
        <TextField
          control={control}
          name="object.address.postalCode"
          label={t('object.postalCode')}
          autoComplete="off"
          inputMode="numeric"
          required
        />
        <TextField
          control={control}
          name="object.address.city"
          label={t('object.city')}
          autoComplete="off"
          required
        />
      </div>
      <div className="columns">
        <TextField
          control={control}
          name="estateLocation"
          label={t('object.estateLocation')}
          autoComplete="off"
        />
        <TextField
          control={control}
          name="estateNumber"
          label={t('object.estateNumber')}
          hint={t('object.estateNumberHint')}
          autoComplete="off"
        />
      </div>
    </FormSection>
  );
}
