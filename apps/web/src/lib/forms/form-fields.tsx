import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useLookupLabel } from '@/lib/i18n/lookup-label';

type FormTextFieldProps<Values extends FieldValues, Output> = Omit<
  TextFieldProps,
  'name' | 'value' | 'onChange' | 'error'
> & {
  control: Control<Values, unknown, Output>;
  name: FieldPath<Values>;
  /** Called after the field's own change handler (e.g. to derive another field). */
  onValueChange?(value: string): void;
};

/** A free text of a few lines (a description, a note): the field grows with it up to a dozen lines. */
export const LONG_TEXT_FIELD = { multiline: true, minRows: 3, maxRows: 12, fullWidth: true } as const;

/** A text field (or select) bound to a form field; its error replaces the helper text. */
export function FormTextField<Values extends FieldValues, Output = Values>({
  control,
  name,
  helperText,
  onValueChange,
  ...props
}: FormTextFieldProps<Values, Output>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          {...props}
          name={field.name}
          value={field.value ?? ''}
          onBlur={field.onBlur}
          onChange={(event) => {
            field.onChange(event);
            onValueChange?.(event.target.value);
          }}
          inputRef={field.ref}
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message ?? helperText}
        />
      )}
    />
  );
}

/**
 * A description or note: full width, two lines to start with, growing to eight before it
 * scrolls; at most `maxLength` characters, as the contract allows.
 */
export function FormLongTextField<Values extends FieldValues, Output = Values>({
  maxLength,
  ...props
}: Omit<FormTextFieldProps<Values, Output>, 'multiline' | 'slotProps'> & { maxLength: number }) {
  return (
    <FormTextField
      {...props}
      fullWidth
      multiline
      minRows={2}
      maxRows={8}
      slotProps={{ htmlInput: { maxLength } }}
    />
  );
}

/** A choice of a select: the id the form holds and the name it shows (a lookup's in the user's language). */
export interface SelectOption {
  id: string;
  name: string;
  nameEn?: string | null;
}

type FormSelectFieldProps<Values extends FieldValues, Output> = Omit<
  FormTextFieldProps<Values, Output>,
  'select' | 'children' | 'slotProps'
> & {
  options: readonly SelectOption[];
  /** The first choice, which leaves the field empty ("Ingen besiktningsman"); shown while none is chosen. */
  noneLabel?: string;
};

/** A select bound to a form field, optionally with a first choice that leaves it empty. */
export function FormSelectField<Values extends FieldValues, Output = Values>({
  options,
  noneLabel,
  ...props
}: FormSelectFieldProps<Values, Output>) {
  const showsNone = noneLabel !== undefined;
  const label = useLookupLabel();
  return (
    <FormTextField
      {...props}
      select
      slotProps={showsNone ? { select: { displayEmpty: true }, inputLabel: { shrink: true } } : undefined}
    >
      {showsNone && (
        <MenuItem value="">
          <em>{noneLabel}</em>
        </MenuItem>
      )}
      {options.map((option) => (
        <MenuItem key={option.id} value={option.id}>
          {label(option)}
        </MenuItem>
      ))}
    </FormTextField>
  );
}

/** The offered options, plus the one already chosen when it is no longer offered (archived). */
export function withCurrentOption(
  options: readonly SelectOption[],
  current: SelectOption | null | undefined,
): SelectOption[] {
  if (!current || options.some((option) => option.id === current.id)) return [...options];
  return [...options, current];
}

interface FormSwitchProps<Values extends FieldValues, Output> {
  control: Control<Values, unknown, Output>;
  name: FieldPath<Values>;
  label: string;
  helperText?: string;
}

export function FormSwitch<Values extends FieldValues, Output = Values>({
  control,
  name,
  label,
  helperText,
}: FormSwitchProps<Values, Output>) {
  const helperId = helperText ? `${name}-helper` : undefined;
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <div>
          <FormControlLabel
            label={label}
            control={
              <Switch
                name={field.name}
                checked={Boolean(field.value)}
                onChange={(_event, checked) => field.onChange(checked)}
                onBlur={field.onBlur}
                inputRef={field.ref}
                slotProps={{ input: { 'aria-describedby': helperId } }}
              />
            }
          />
          {helperText && (
            <FormHelperText id={helperId} sx={{ mt: -0.5, ml: 6 }}>
              {helperText}
            </FormHelperText>
          )}
        </div>
      )}
    />
  );
}
