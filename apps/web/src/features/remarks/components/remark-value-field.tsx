import { useState } from 'react';
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import type { RemarkValueField as ValueField } from '@syna/contracts/remarks';
import { useDebouncedValue } from '@/lib/lists/use-debounced-value';
import { useKeptRemarkValues, useRemarkValues } from '@/features/remarks/api';
import { matchingValues } from '@/features/remarks/kept-lookups';
import { useOnline } from '@/lib/pwa/online-status';
import { useRemarksTexts } from '@/features/remarks/texts';

interface RemarkValueFieldProps<Values extends FieldValues, Output> {
  control: Control<Values, unknown, Output>;
  name: FieldPath<Values>;
  /** Whose values used in the firm's remarks are suggested while typing. */
  field: ValueField;
  label: string;
  required?: boolean;
  autoFocus?: boolean;
  maxLength: number;
  helperText?: string;
  testId?: string;
}

/** A free text field that suggests the values the firm has used before (most used first). */
export function RemarkValueField<Values extends FieldValues, Output>({
  control,
  name,
  field,
  label,
  required,
  autoFocus,
  maxLength,
  helperText,
  testId,
}: RemarkValueFieldProps<Values, Output>) {
  const { t } = useRemarksTexts();
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const query = useDebouncedValue(typed.trim(), 250);
  const online = useOnline();
  const values = useRemarkValues(field, query, open && online);
  // Without a network the values an offline copy keeps are matched here, as the server would.
  const kept = useKeptRemarkValues(field);
  const options = online ? (values.data ?? []) : matchingValues(kept ?? [], typed);

  return (
    <Controller
      control={control}
      name={name}
      render={({ field: input, fieldState }) => (
        <Autocomplete
          freeSolo
          open={open}
          onOpen={() => setOpen(true)}
          onClose={() => setOpen(false)}
          options={options}
          // The server has already matched; a typed value is offered only if used before.
          filterOptions={(options) => options}
          loading={online && values.isFetching}
          loadingText={t('form.searching')}
          value={(input.value as string | null) ?? ''}
          inputValue={(input.value as string | null) ?? ''}
          onInputChange={(_event, value, reason) => {
            // Leaving the field must not undo what was typed.
            if (reason === 'reset' && !value && input.value) return;
            input.onChange(value);
            if (reason === 'input') setTyped(value);
          }}
          onChange={(_event, value) => input.onChange(value ?? '')}
          onBlur={input.onBlur}
          renderInput={(params) => (
            <TextField
              {...params}
              label={label}
              required={required}
              autoFocus={autoFocus}
              inputRef={input.ref}
              error={Boolean(fieldState.error)}
              helperText={fieldState.error?.message ?? helperText}
              slotProps={{ htmlInput: { ...params.inputProps, maxLength, 'data-testid': testId } }}
            />
          )}
        />
      )}
    />
  );
}
