import Autocomplete from '@mui/material/Autocomplete';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import type { PickerFieldProps } from './picker-field-props';

interface ChipSelectProps extends PickerFieldProps {
  value: string[];
  onChange(value: string[]): void;
  /** The values offered in the list. */
  options: readonly string[];
  /** New values may be typed and taken with Enter or by leaving the field. */
  freeSolo?: boolean;
  /** Longer values are cut to this many characters. */
  maxLength?: number;
  /** At most this many values are kept. */
  maxCount?: number;
  label: string;
  size?: 'small' | 'medium';
  /** Keep the label above the field, so an empty field shows its placeholder. */
  shrinkLabel?: boolean;
}

/** Several values as small chips: picked from the options or, with `freeSolo`, typed in. */
export function ChipSelect({
  value,
  onChange,
  options,
  freeSolo = false,
  maxLength,
  maxCount,
  size,
  shrinkLabel = false,
  ...field
}: ChipSelectProps) {
  return (
    <Autocomplete<string, true, false, boolean>
      multiple
      freeSolo={freeSolo}
      autoSelect={freeSolo}
      size={size}
      options={options}
      value={value}
      onChange={(_event, next) => {
        // Typed values arrive as typed: blank ones and repeats are dropped, long ones cut.
        const cleaned = next.map((item) => item.trim().slice(0, maxLength)).filter(Boolean);
        onChange([...new Set(cleaned)].slice(0, maxCount));
      }}
      renderValue={(selected, getItemProps) =>
        selected.map((item, index) => {
          const { key, ...itemProps } = getItemProps({ index });
          return <Chip key={key} size="small" label={item} {...itemProps} />;
        })
      }
      renderInput={(params) => (
        <TextField
          {...params}
          {...field}
          InputLabelProps={shrinkLabel ? { ...params.InputLabelProps, shrink: true } : params.InputLabelProps}
        />
      )}
    />
  );
}
