import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import { remarkCreateSchema, type Remark, type RemarkCreate } from '@syna/contracts/remarks';
import { FormTextField } from '@/lib/forms/form-fields';
import { schemaResolver } from '@/lib/forms/schema-resolver';
import { serverSubmit } from '@/lib/forms/server-submit';
import { showSnackbar } from '@/lib/snackbar/snackbar';
import { FormDialog } from '@/lib/ui/form-dialog';
import { useSaveRemark } from '@/features/remarks/api';
import { draftOf, type RemarkDraft } from '@/features/remarks/remark-clipboard';
import { useRemarksTexts } from '@/features/remarks/texts';
import { useRemarkClipboard } from '@/features/remarks/use-remark-clipboard';
import { RemarkValueField } from './remark-value-field';

interface RemarkFormValues {
  title: string;
  category: string;
  location: string;
  text: string;
}

interface RemarkFormDialogProps {
  inspectionId: string;
  objectId: string;
  /** The remark to change, or null for a new one (started from `draft` when given). */
  remark: Remark | null;
  draft?: RemarkDraft;
  onClose(): void;
}

/** Adds a remark to an object, or changes one. Heading, category and place suggest earlier values. */
export function RemarkFormDialog({ inspectionId, objectId, remark, draft, onClose }: RemarkFormDialogProps) {
  const { t } = useRemarksTexts();
  const shell = useTranslation();
  const save = useSaveRemark(inspectionId);
  const clipboard = useRemarkClipboard();
  const resolver = useMemo(() => schemaResolver<RemarkFormValues, RemarkCreate>(remarkCreateSchema), []);
  const start = remark ?? draft;
  const form = useForm<RemarkFormValues, unknown, RemarkCreate>({
    resolver,
    defaultValues: {
      title: start?.title ?? '',
      category: start?.category ?? '',
      location: start?.location ?? '',
      text: start?.text ?? '',
    },
  });
  const { control } = form;

  const submit = serverSubmit(
    form,
    async (body) => {
      const saved = await save.mutateAsync(
        remark
          ? { objectId, id: remark.id, body, notify: false }
          : { objectId, id: null, body, notify: false },
      );
      // The last remark saved is offered again as "Upprepa senaste".
      clipboard.rememberSaved(draftOf(saved));
      showSnackbar({
        subject: remark ? shell.t('message.updated') : t('remarks.added', { title: saved.title }),
      });
      onClose();
    },
    { fields: ['title', 'category', 'location', 'text'] },
  );

  return (
    <FormDialog
      title={remark ? t('remarks.editTitle') : t('remarks.createTitle')}
      onSubmit={submit}
      busy={form.formState.isSubmitting}
      onClose={onClose}
      testId="remark-form-dialog"
      saveTestId="save-remark"
    >
      <RemarkValueField
        control={control}
        name="title"
        field="title"
        label={t('fields.title')}
        required
        autoFocus
        maxLength={500}
        testId="remark-title"
      />
      <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <RemarkValueField
          control={control}
          name="category"
          field="category"
          label={t('fields.category')}
          maxLength={200}
        />
        <RemarkValueField
          control={control}
          name="location"
          field="location"
          label={t('fields.location')}
          helperText={t('fields.locationHelp')}
          maxLength={200}
        />
      </Box>
      <FormTextField
        control={control}
        name="text"
        label={t('fields.text')}
        fullWidth
        multiline
        minRows={3}
        maxRows={14}
        slotProps={{ htmlInput: { maxLength: 20000 } }}
      />
    </FormDialog>
  );
}
