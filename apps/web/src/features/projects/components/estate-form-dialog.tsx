import { useForm } from 'react-hook-form';
import { estateCreateSchema, type Estate, type EstateCreate } from '@syna/contracts/projects';
import { FormTextField } from '@/lib/forms/form-fields';
import { schemaResolver } from '@/lib/forms/schema-resolver';
import { serverSubmit } from '@/lib/forms/server-submit';
import { AddressFields } from '@/lib/ui/address-fields';
import { FormDialog } from '@/lib/ui/form-dialog';
import { estateFormValues, toEstateInput, type EstateFormValues } from '@/features/projects/project-form';
import { useProjectsTexts } from '@/features/projects/texts';

interface EstateFormDialogProps {
  /** The estate to change, or null for a new one. */
  estate: Estate | null;
  /** Saves the body; throws an HttpError when the server refuses it. */
  onSave(body: EstateCreate): Promise<void>;
  onClose(): void;
}

// A valid new estate is also a valid change of one, so one schema validates both.
const resolver = schemaResolver<EstateFormValues, EstateCreate>(estateCreateSchema, toEstateInput);

/** Adds or changes an estate: name, property designation (fastighetsbeteckning) and address. */
export function EstateFormDialog({ estate, onSave, onClose }: EstateFormDialogProps) {
  const { t } = useProjectsTexts();
  const form = useForm<EstateFormValues, unknown, EstateCreate>({
    resolver,
    defaultValues: estateFormValues(estate),
  });
  const { control } = form;
  const submit = serverSubmit(form, onSave, {
    fields: ['name', 'designation', 'address'],
    // A change is sent as one item of a list of estates.
    prefix: estate ? 'body.items.0.' : 'body.',
  });

  return (
    <FormDialog
      title={estate ? t('estates.editTitle') : t('estates.createTitle')}
      onSubmit={submit}
      busy={form.formState.isSubmitting}
      onClose={onClose}
      testId="estate-form-dialog"
    >
      <FormTextField control={control} name="name" label={t('estates.name')} required fullWidth autoFocus />
      <FormTextField
        control={control}
        name="designation"
        label={t('estates.designation')}
        helperText={t('estates.designationHelp')}
        fullWidth
      />
      <AddressFields control={control} name="address" />
    </FormDialog>
  );
}
