import { Controller, type UseFormSetValue } from 'react-hook-form';
import type { OrderFormControl, OrderFormValues } from '@/public/order-form';
import { t } from '@/public/texts';
import { TextField } from './text-field';

const SWEDISH_DATE_PATTERN = '\\d{4}-\\d{2}-\\d{2}';

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
        // A text field rather than the browser's date input, whose format follows the browser's
        // locale (mm/dd/yyyy in an English one): the date is always written the Swedish way.
        label={t('date.label')}
        hint={t('date.hint', { date: nextDate })}
        required
        placeholder={t('date.placeholder')}
        inputMode="numeric"
        pattern={SWEDISH_DATE_PATTERN}
        maxLength={10}
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
