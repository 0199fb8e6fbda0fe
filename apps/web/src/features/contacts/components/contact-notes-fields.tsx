import { Controller } from 'react-hook-form';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { FormTextField, LONG_TEXT_FIELD } from '@/lib/forms/form-fields';
import { FormSection } from '@/lib/ui/form-section';
import { useContactTags } from '@/features/contacts/api';
import type { ContactFormControl } from '@/features/contacts/contact-form';
import { useContactsTexts } from '@/features/contacts/texts';

/** Tags are split on commas as well as taken on Enter. */
const splitTags = (values: readonly string[]) => [
  ...new Set(
    values
      .flatMap((value) => value.split(','))
      .map((tag) => tag.trim())
      .filter(Boolean),
  ),
];

/** Tags (picked from those in use, or new), description and where the contact came from. */
export function ContactNotesFields({ control }: { control: ContactFormControl }) {
  const { t } = useContactsTexts();
  const tags = useContactTags();
  return (
    <FormSection title={t('sections.notes')}>
      <Controller
        control={control}
        name="tags"
        render={({ field, fieldState }) => {
          const tagErrors = fieldState.error as unknown as ({ message?: string } | undefined)[] | undefined;
          const message =
            fieldState.error?.message ??
            (Array.isArray(tagErrors) ? tagErrors.find(Boolean)?.message : undefined);
          return (
            <Autocomplete
              multiple
              freeSolo
              autoSelect
              options={tags.data ?? []}
              value={field.value}
              onChange={(_event, value) => field.onChange(splitTags(value))}
              onBlur={field.onBlur}
              filterSelectedOptions
              renderInput={(params) => (
                <TextField
                  {...params}
                  inputRef={field.ref}
                  name={field.name}
                  label={t('fields.tags')}
                  placeholder={field.value.length === 0 ? t('tags.placeholder') : undefined}
                  error={Boolean(message)}
                  helperText={message ?? t('tags.hint')}
                />
              )}
            />
          );
        }}
      />
      <FormTextField
        control={control}
        name="description"
        label={t('fields.description')}
        {...LONG_TEXT_FIELD}
      />
      <FormTextField control={control} name="origin" label={t('fields.origin')} fullWidth />
    </FormSection>
  );
}
