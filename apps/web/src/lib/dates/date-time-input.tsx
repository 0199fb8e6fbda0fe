import { lazy, Suspense } from 'react';
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import TextField from '@mui/material/TextField';

/**
 * What a date or time field holds, as the forms and the API carry it (Swedish wall-clock text):
 * `date` `YYYY-MM-DD`, `time` `HH:mm`, `dateTime` `YYYY-MM-DDTHH:mm`; '' when blank.
 */
export type DateTimeKind = 'date' | 'time' | 'dateTime';

export interface DateTimeInputProps {
  kind: DateTimeKind;
  label: string;
  value: string;
  onChange(value: string): void;
  onBlur?(): void;
  name?: string;
  required?: boolean;
  fullWidth?: boolean;
  size?: 'small' | 'medium';
  error?: boolean;
  helperText?: string;
  /** The earliest and latest date (`YYYY-MM-DD`) a date field offers. */
  minDate?: string;
  maxDate?: string;
  autoFocus?: boolean;
}

// The pickers (MUI X) load with the first form that shows one, never with the first page.
const DateTimePickerField = lazy(() => import('./date-time-picker'));

/**
 * The one date and time field of the staff app: sv-SE formats (`2026-11-24`, `14:30`), 24-hour
 * time and weeks from Monday in either language, whatever the browser's locale. While the picker
 * loads, a plain field holds the place.
 */
export function DateTimeInput(props: DateTimeInputProps) {
  const placeholder = (
    <TextField
      label={props.label}
      value={props.value}
      size={props.size}
      fullWidth={props.fullWidth}
      required={props.required}
      disabled
      slotProps={{ inputLabel: { shrink: true } }}
    />
  );
  return (
    <Suspense fallback={placeholder}>
      <DateTimePickerField {...props} />
    </Suspense>
  );
}

type FormDateTimeInputProps<Values extends FieldValues, Output> = Omit<
  DateTimeInputProps,
  'value' | 'onChange' | 'onBlur' | 'name' | 'error'
> & {
  control: Control<Values, unknown, Output>;
  name: FieldPath<Values>;
};

/** A date or time field bound to a form field; its error replaces the helper text. */
export function FormDateTimeInput<Values extends FieldValues, Output = Values>({
  control,
  name,
  helperText,
  ...props
}: FormDateTimeInputProps<Values, Output>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <DateTimeInput
          {...props}
          name={field.name}
          value={(field.value as string | null | undefined) ?? ''}
          onChange={field.onChange}
          onBlur={field.onBlur}
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message ?? helperText}
        />
      )}
    />
  );
}
