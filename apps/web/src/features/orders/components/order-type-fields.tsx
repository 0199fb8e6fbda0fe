import type { Control } from 'react-hook-form';
import Alert from '@mui/material/Alert';
import MenuItem from '@mui/material/MenuItem';
import { FormSwitch, FormTextField } from '@/lib/forms/form-fields';
import { LookupNameFields } from '@/lib/forms/lookup-name-fields';
import { useLookupLabel } from '@/lib/i18n/lookup-label';
import type { OrderTypeFormValues } from '@/features/orders/order-type-form';
import { useOrderTexts } from '@/features/orders/texts';

interface OrderTypeFieldsProps<Output> {
  control: Control<OrderTypeFormValues, unknown, Output>;
  /** The tenant's inspection types the order type may offer. */
  inspectionTypes: readonly { id: string; name: string }[];
  autoFocus?: boolean;
}

/** Name, description, the inspection types offered, and whether the type is hidden. */
export function OrderTypeFields<Output>({
  control,
  inspectionTypes,
  autoFocus = false,
}: OrderTypeFieldsProps<Output>) {
  const { t } = useOrderTexts();
  const label = useLookupLabel();
  const nameOf = (id: string) => {
    const type = inspectionTypes.find((each) => each.id === id);
    return type ? label(type) : '…';
  };
  return (
    <>
      <LookupNameFields
        control={control}
        labels={{
          name: t('orderTypes.name'),
          nameEn: t('orderTypes.nameEn'),
          nameEnHelp: t('orderTypes.nameEnHelp'),
        }}
        autoFocus={autoFocus}
      />
      <FormTextField
        control={control}
        name="description"
        label={t('orderTypes.description')}
        helperText={t('orderTypes.descriptionHelp')}
        multiline
        minRows={2}
        fullWidth
        slotProps={{ htmlInput: { maxLength: 2000 } }}
      />
      {inspectionTypes.length === 0 && <Alert severity="info">{t('orderTypes.noInspectionTypes')}</Alert>}
      <FormTextField
        control={control}
        name="inspectionTypeIds"
        select
        label={t('orderTypes.inspectionTypes')}
        helperText={t('orderTypes.inspectionTypesHelp')}
        required
        fullWidth
        slotProps={{
          select: {
            multiple: true,
            renderValue: (selected) => (selected as string[]).map(nameOf).join(', '),
          },
        }}
      >
        {inspectionTypes.map((type) => (
          <MenuItem key={type.id} value={type.id}>
            {label(type)}
          </MenuItem>
        ))}
      </FormTextField>
      <FormSwitch
        control={control}
        name="hidden"
        label={t('orderTypes.hidden')}
        helperText={t('orderTypes.hiddenHelp')}
      />
    </>
  );
}
