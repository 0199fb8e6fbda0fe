import { Controller, type UseFormSetValue } from 'react-hook-form';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { FormTextField } from '@/lib/forms/form-fields';
import type { OrderFormControl, OrderFormValues } from '@/public/order-form';
import { usePublicTexts } from '@/public/texts';

interface PreferredDateFieldsProps {
  control: OrderFormControl;
  setValue: UseFormSetValue<OrderFormValues>;
  /** The earliest date the firm offers. */
  nextDate: string;
}

/** The preferred date, and the time when the customer came from a slot in the booking calendar. */
export function PreferredDateFields({ control, setValue, nextDate }: PreferredDateFieldsProps) {
  const { t } = usePublicTexts();
  return (
    <Stack spacing={1}>
      <FormTextField
        control={control}
        name="preferredDate"
        type="date"
        label={t('date.label')}
        helperText={t('date.hint', { date: nextDate })}
        required
        // The calendar's time belongs to the date it was picked on.
        onValueChange={() => setValue('preferredTime', '')}
        sx={{ maxWidth: { sm: 280 } }}
        slotProps={{
          inputLabel: { shrink: true },
          htmlInput: { min: nextDate, 'data-testid': 'preferred-date' },
        }}
      />
      <Controller
        control={control}
        name="preferredTime"
        render={({ field, fieldState }) => (
          <>
            {field.value && (
              <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', columnGap: 1 }}>
                <Typography data-testid="preferred-time">{t('date.time', { time: field.value })}</Typography>
                <Button size="small" ref={field.ref} onClick={() => field.onChange('')}>
                  {t('date.removeTime')}
                </Button>
              </Stack>
            )}
            {fieldState.error && <FormHelperText error>{fieldState.error.message}</FormHelperText>}
          </>
        )}
      />
    </Stack>
  );
}
