import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { LOOKUP_NAME_LENGTH_MAX } from '@syna/contracts/lookups';
import { FormTextField } from './form-fields';

/** The form of something the firm names in Swedish and, if it likes, in English: a lookup, an order type. */
type NamedInTwoLanguagesForm = FieldValues & { name: string; nameEn: string };

interface LookupNameFieldsProps<Values extends NamedInTwoLanguagesForm, Output> {
  control: Control<Values, unknown, Output>;
  labels: { name: string; nameEn: string; nameEnHelp: string };
  autoFocus?: boolean;
}

/** A lookup's name and its optional English name, each as long as the contract allows. */
export function LookupNameFields<Values extends NamedInTwoLanguagesForm, Output>({
  control,
  labels,
  autoFocus = false,
}: LookupNameFieldsProps<Values, Output>) {
  return (
    <>
      <FormTextField
        control={control}
        name={'name' as FieldPath<Values>}
        label={labels.name}
        required
        fullWidth
        autoFocus={autoFocus}
        slotProps={{ htmlInput: { maxLength: LOOKUP_NAME_LENGTH_MAX } }}
      />
      <FormTextField
        control={control}
        name={'nameEn' as FieldPath<Values>}
        label={labels.nameEn}
        helperText={labels.nameEnHelp}
        fullWidth
        slotProps={{ htmlInput: { maxLength: LOOKUP_NAME_LENGTH_MAX, lang: 'en' } }}
      />
    </>
  );
}
