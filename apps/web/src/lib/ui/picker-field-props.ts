import type { TextFieldProps } from '@mui/material/TextField';

/** What a picker hands on to its text field: label, help, error state and the form's bindings. */
export type PickerFieldProps = Pick<
  TextFieldProps,
  'name' | 'label' | 'placeholder' | 'required' | 'autoFocus' | 'error' | 'helperText' | 'inputRef' | 'onBlur'
>;
