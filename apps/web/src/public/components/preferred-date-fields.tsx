import { Controller, type UseFormSetValue } from 'react-hook-form';
import type { OrderFormControl, OrderFormValues } from '@/public/order-form';
import { t } from '@/public/texts';
import { TextField } from './text-field';

interface PreferredDateFieldsProps {
  control: OrderFormControl;
  setValue: UseFormSetValue<OrderFormValues>;
  /** The earliest date the firm offers. */
  nextDate: string;
}

/** The preferred date, and the time when the customer came from a slot in the booking calendar. */
export function PreferredDateFields({ control, setValue, nextDate }: PreferredDateFieldsProps) {
  return (
    <div className="stack-sm">
      <TextField
        control={control}
        name="preferredDate"
        // The phone's own date picker; its value is `YYYY-MM-DD` whatever the browser shows, and
        // the firm's earliest date is the first it offers.
        type="date"
        label={t('date.label')}
        hint={t('date.hint', { date: nextDate })}
        required
        min={nextDate}
        autoComplete="off"
        // The calendar's time belongs to the date it was picked on.
        onValueChange={() => setValue('preferredTime', '')}
        className="narrow"
        data-testid="preferred-date"
      />
      <Controller
        control={control}
        name="preferredTime"
        render={({ field, fieldState }) => (
          <>
            {field.value && (
              <div className="button-row">
                <p data-testid="preferred-time">{t('date.time', { time: field.value })}</p>
                <button
                  type="button"
                  className="button button-text"
                  ref={field.ref}
                  onClick={() => field.onChange('')}
                >
                  {t('date.removeTime')}
                </button>
              </div>
            )}
            {fieldState.error && <p className="field-error">{fieldState.error.message}</p>}
          </>
        )}
      />
    </div>
  );
}
