import type { Ref } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import { INSPECTION_TAGS_MAX } from '@syna/contracts/inspections';
import { useInspectionTags } from '@/features/inspections/api';
import { useInspectionTexts } from '@/features/inspections/texts';

interface TagsFieldProps {
  value: string[];
  onChange(value: string[]): void;
  name?: string;
  error?: boolean;
  helperText?: string;
  inputRef?: Ref<HTMLInputElement>;
  onBlur?(): void;
}

/** Tags: the organisation's tags offered, new ones typed and confirmed with Enter. */
export function TagsField({ value, onChange, name, error, helperText, inputRef, onBlur }: TagsFieldProps) {
  const { t } = useInspectionTexts();
  const tags = useInspectionTags();
  return (
    <Autocomplete<string, true, false, true>
      multiple
      freeSolo
      autoSelect
      options={tags.data ?? []}
      value={value}
      onChange={(_event, next) => {
        const cleaned = next.map((tag) => tag.trim().slice(0, 50)).filter(Boolean);
        onChange([...new Set(cleaned)].slice(0, INSPECTION_TAGS_MAX));
      }}
      renderValue={(selected, getItemProps) =>
        selected.map((tag, index) => {
          const { key, ...itemProps } = getItemProps({ index });
          return <Chip key={key} size="small" label={tag} {...itemProps} />;
        })
      }
      renderInput={(params) => (
        <TextField
          {...params}
          name={name}
          label={t('fields.tags')}
          error={error}
          helperText={helperText ?? t('form.tagsHelp')}
          inputRef={inputRef}
          onBlur={onBlur}
        />
      )}
    />
  );
}
