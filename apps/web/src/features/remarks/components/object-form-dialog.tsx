import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { objectCreateSchema, type InspectionObject, type ObjectCreate } from '@syna/contracts/remarks';
import { FormLongTextField, FormTextField } from '@/lib/forms/form-fields';
import { schemaResolver } from '@/lib/forms/schema-resolver';
import { serverSubmit } from '@/lib/forms/server-submit';
import { useConfirmSave } from '@/lib/offline/confirm-save';
import { FormDialog } from '@/lib/ui/form-dialog';
import { useSaveObject } from '@/features/remarks/field-changes';
import { useRemarksTexts } from '@/features/remarks/texts';

interface ObjectFormValues {
  name: string;
  status: string;
  description: string;
}

interface ObjectFormDialogProps {
  inspectionId: string;
  /** The object to change, or null for a new one. */
  object: InspectionObject | null;
  onClose(): void;
  onObjectCountChange?(): void;
}

/** Adds an object to the inspection, or changes one: name, status and description. */
export function ObjectFormDialog({
  inspectionId,
  object,
  onClose,
  onObjectCountChange,
}: ObjectFormDialogProps) {
  const { t } = useRemarksTexts();
  const shell = useTranslation();
  const confirmSave = useConfirmSave();
  const save = useSaveObject(inspectionId, onObjectCountChange);
  const resolver = useMemo(() => schemaResolver<ObjectFormValues, ObjectCreate>(objectCreateSchema), []);
  const form = useForm<ObjectFormValues, unknown, ObjectCreate>({
    resolver,
    defaultValues: {
      name: object?.name ?? '',
      status: object?.status ?? '',
      description: object?.description ?? '',
    },
  });
  const { control } = form;

  const submit = serverSubmit(
    form,
    async (body) => {
      const saved = await save.mutateAsync(
        object ? { id: object.id, body, base: object } : { id: null, body },
      );
      confirmSave(saved?.id ?? '', {
        subject: object ? shell.t('message.updated') : t('objects.added', { name: body.name }),
      });
      onClose();
    },
    { fields: ['name', 'status', 'description'] },
  );

  return (
    <FormDialog
      title={object ? t('objects.editTitle') : t('objects.createTitle')}
      onSubmit={submit}
      busy={form.formState.isSubmitting}
      onClose={onClose}
      testId="object-form-dialog"
      saveTestId="save-object"
    >
      <FormTextField
        control={control}
        name="name"
        label={t('fields.name')}
        helperText={t('fields.nameHelp')}
        required
        fullWidth
        autoFocus
        slotProps={{ htmlInput: { maxLength: 200 } }}
      />
      <FormTextField
        control={control}
        name="status"
        label={t('fields.status')}
        helperText={t('fields.statusHelp')}
        fullWidth
        slotProps={{ htmlInput: { maxLength: 100 } }}
      />
      <FormLongTextField
        control={control}
        name="description"
        label={t('fields.description')}
        maxLength={4000}
      />
    </FormDialog>
  );
}
