import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import {
  templateRemarkCreateSchema,
  type TemplateRemark,
  type TemplateRemarkCreate,
} from '@syna/contracts/remarks';
import { FormTextField } from '@/lib/forms/form-fields';
import { schemaResolver } from '@/lib/forms/schema-resolver';
import { serverSubmit } from '@/lib/forms/server-submit';
import { showSnackbar } from '@/lib/snackbar/snackbar';
import { FormDialog } from '@/lib/ui/form-dialog';
import { useSaveTemplateRemark } from '@/features/lookups/api';
import {
  templateRemarkFormValues,
  type TemplateRemarkFormValues,
} from '@/features/lookups/template-remark-form';
import { useLookupsTexts } from '@/features/lookups/texts';

interface TemplateRemarkDialogProps {
  typeId: string;
  /** The remark to change, or null for a new one. */
  remark: TemplateRemark | null;
  onClose(): void;
}

/** Creates or changes a template remark of an inspection type. */
export function TemplateRemarkDialog({ typeId, remark, onClose }: TemplateRemarkDialogProps) {
  const { t } = useLookupsTexts();
  const save = useSaveTemplateRemark(typeId);
  // One schema for both: a valid new remark without its type is a valid change.
  const resolver = useMemo(
    () =>
      schemaResolver<TemplateRemarkFormValues, TemplateRemarkCreate>(
        templateRemarkCreateSchema,
        (values) => ({
          ...values,
          typeId,
        }),
      ),
    [typeId],
  );
  const form = useForm<TemplateRemarkFormValues, unknown, TemplateRemarkCreate>({
    resolver,
    defaultValues: templateRemarkFormValues(remark),
  });
  const { control } = form;

  const submit = serverSubmit(
    form,
    async (body) => {
      if (remark) {
        const { typeId: _type, sortOrder: _order, ...changes } = body;
        await save.mutateAsync({ id: remark.id, body: changes });
      } else {
        await save.mutateAsync({ id: null, body });
      }
      showSnackbar({ subject: t('messages.saved') });
      onClose();
    },
    { fields: ['title', 'category', 'text'] },
  );

  return (
    <FormDialog
      title={remark ? t('templates.editTitle') : t('templates.createTitle')}
      onSubmit={submit}
      busy={form.formState.isSubmitting}
      onClose={onClose}
      testId="template-remark-dialog"
    >
      <FormTextField
        control={control}
        name="title"
        label={t('templates.titleField')}
        required
        fullWidth
        autoFocus
        slotProps={{ htmlInput: { maxLength: 500 } }}
      />
      <FormTextField
        control={control}
        name="category"
        label={t('templates.category')}
        fullWidth
        slotProps={{ htmlInput: { maxLength: 200 } }}
      />
      <FormTextField
        control={control}
        name="text"
        label={t('templates.text')}
        fullWidth
        multiline
        minRows={3}
        maxRows={12}
      />
    </FormDialog>
  );
}
