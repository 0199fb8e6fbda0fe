import { useId, type InputHTMLAttributes } from 'react';
import { Controller, type FieldPath } from 'react-hook-form';
import type { OrderFormControl, OrderFormValues } from '@/public/order-form';

interface TextFieldProps {
  control: OrderFormControl;
  name: FieldPath<OrderFormValues>;
  label: string;
  /** A hint under the field; an error takes its place. */
  hint?: string;
  required?: boolean;
  /** A few lines of free text instead of one line. */
  multiline?: boolean;
  type?: 'text' | 'email' | 'tel' | 'date';
  autoComplete?: string;
  inputMode?: InputHTMLAttributes<HTMLInputElement>['inputMode'];
  placeholder?: string;
  /** A pattern the browser checks too, e.g. the Swedish date form `YYYY-MM-DD`. */
  pattern?: string;
  maxLength?: number;
  /** The earliest value of a date field, `YYYY-MM-DD`. */
  min?: string;
  /** Called after the field's own change (e.g. to clear a field that depends on it). */
  onValueChange?(value: string): void;
  className?: string;
  'data-testid'?: string;
}

/**
 * A labelled native input bound to the order form. Its hint or error is tied to it with
 * aria-describedby, and an error marks it invalid, so screen readers read both with the field.
 */
export function TextField({
  control,
  name,
  label,
  hint,
  required = false,
  multiline = false,
  type = 'text',
  onValueChange,
  className,
  'data-testid': testId,
  ...inputProps
}: TextFieldProps) {
  const id = useId();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const message = fieldState.error?.message ?? hint;
        const common = {
          id,
          name: field.name,
          value: typeof field.value === 'string' ? field.value : '',
          onBlur: field.onBlur,
          onChange: (event: { target: { value: string } }) => {
            field.onChange(event.target.value);
            onValueChange?.(event.target.value);
          },
          required,
          'aria-invalid': fieldState.error ? true : undefined,
          'aria-describedby': message ? `${id}-message` : undefined,
          'data-testid': testId,
        };
        return (
          <div className={className ? `field ${className}` : 'field'}>
            <label htmlFor={id}>
              {label}
              {required && <span aria-hidden="true"> *</span>}
            </label>
            {multiline ? (
              <textarea ref={field.ref} rows={3} {...common} />
            ) : (
              <input ref={field.ref} type={type} {...inputProps} {...common} />
            )}
            {message && (
              <p id={`${id}-message`} className={fieldState.error ? 'field-error' : 'field-hint'}>
                {message}
              </p>
            )}
          </div>
        );
      }}
    />
  );
}
