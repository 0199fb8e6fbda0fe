import type { Ref } from 'react';
import { INSPECTION_TAG_LENGTH_MAX, INSPECTION_TAGS_MAX } from '@syna/contracts/inspections';
import { ChipSelect } from '@/lib/ui/chip-select';
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
    <ChipSelect
      freeSolo
      options={tags.data ?? []}
      value={value}
      onChange={onChange}
      maxLength={INSPECTION_TAG_LENGTH_MAX}
      maxCount={INSPECTION_TAGS_MAX}
      name={name}
      label={t('fields.tags')}
      error={error}
      helperText={helperText ?? t('form.tagsHelp')}
      inputRef={inputRef}
      onBlur={onBlur}
    />
  );
}
