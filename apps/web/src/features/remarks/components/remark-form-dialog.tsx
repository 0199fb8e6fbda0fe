import { useMemo, useRef } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import { remarkCreateSchema, type Remark, type RemarkCreate } from '@syna/contracts/remarks';
import { FormLongTextField, FormSwitch, FormTextField } from '@/lib/forms/form-fields';
import { schemaResolver } from '@/lib/forms/schema-resolver';
import { serverSubmit } from '@/lib/forms/server-submit';
import { useConfirmSave } from '@/lib/offline/confirm-save';
import { FormDialog } from '@/lib/ui/form-dialog';
import { useRemarkGrades } from '@/features/remarks/api';
import { useSaveRemark } from '@/features/remarks/field-changes';
import { draftOf, type RemarkDraft } from '@/features/remarks/remark-clipboard';
import { useRemarksTexts } from '@/features/remarks/texts';
import { useRemarkClipboard } from '@/features/remarks/use-remark-clipboard';
import { DictatedRecordings } from '@/features/remarks/dictation/dictated-recordings';
import { DictationControls } from '@/features/remarks/dictation/dictation-controls';
import { RemarkSuggestions } from '@/features/remarks/dictation/remark-suggestions';
import { useRemarkDictation } from '@/features/remarks/dictation/use-remark-dictation';
import { visuallyHidden } from '@/lib/ui/visually-hidden';
import { RemarkGradePicker } from './remark-grade';
import { RemarkValueField } from './remark-value-field';

interface RemarkFormValues {
  title: string;
  category: string;
  location: string;
  text: string;
  gradeId: string | null;
  recommendedAction: string;
  investigate: boolean;
  investigation: string;
  /** As typed: "45 000" or blank. */
  costEstimate: string;
}

/** The typed estimate as the contract takes it: blank is none, spaces between thousands are allowed. */
function costEstimateOf(typed: string): number | string | null {
  const digits = typed.replace(/[\s\u00a0]/g, '');
  if (digits === '') return null;
  // Anything but whole kronor goes to the contract as typed, which refuses it at the field.
  return /^\d+$/.test(digits) ? Number(digits) : typed;
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
  const confirmSave = useConfirmSave();
  const save = useSaveRemark(inspectionId);
  const clipboard = useRemarkClipboard();
  const grades = useRemarkGrades();
  const resolver = useMemo(
    () =>
      schemaResolver<RemarkFormValues, RemarkCreate>(remarkCreateSchema, (values) => ({
        ...values,
        costEstimate: costEstimateOf(values.costEstimate),
      })),
    [],
  );
  const start = remark ?? draft;
  const form = useForm<RemarkFormValues, unknown, RemarkCreate>({
    resolver,
    defaultValues: {
      title: start?.title ?? '',
      category: start?.category ?? '',
      location: start?.location ?? '',
      text: start?.text ?? '',
      gradeId: start?.gradeId ?? null,
      recommendedAction: start?.recommendedAction ?? '',
      investigate: start?.investigate ?? false,
      investigation: start?.investigation ?? '',
      costEstimate: start?.costEstimate != null ? String(start.costEstimate) : '',
    },
  });
  const { control } = form;
  const investigate = useWatch({ control, name: 'investigate' });
  const textField = useRef<HTMLTextAreaElement | null>(null);
  const dictating = useRemarkDictation({
    inspectionId,
    saved: remark?.recordings ?? [],
    textField,
    text: () => form.getValues('text'),
    setText: (text) => form.setValue('text', text, { shouldDirty: true }),
    category: () => form.getValues('category'),
    fillEmpty: ({ title, category }) => {
      if (!form.getValues('title').trim()) form.setValue('title', title, { shouldDirty: true });
      if (category && !form.getValues('category').trim())
        form.setValue('category', category, { shouldDirty: true });
    },
  });
  const { recordingIds } = dictating.dictation;

  const submit = serverSubmit(
    form,
    async (values) => {
      // The dialog's recordings are linked to the remark as it is saved.
      const body = recordingIds.length > 0 ? { ...values, recordingIds } : values;
      const saved = await save.mutateAsync(
        remark
          ? { objectId, id: remark.id, body, notify: false, base: remark }
          : { objectId, id: null, body, notify: false },
      );
      // The last remark saved is offered again as "Upprepa senaste".
      clipboard.rememberSaved(draftOf(saved));
      confirmSave(saved.id, {
        subject: remark ? shell.t('message.updated') : t('remarks.added', { title: saved.title }),
      });
      onClose();
    },
    {
      fields: [
        'title',
        'category',
        'location',
        'text',
        'gradeId',
        'recommendedAction',
        'investigate',
        'investigation',
        'costEstimate',
      ],
    },
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
        slotProps={{ htmlInput: { maxLength: 20000, ref: textField, 'data-testid': 'remark-text' } }}
      />
      <DictationControls
        dictation={dictating.dictation}
        transcription={dictating.transcription}
        maxSeconds={dictating.maxSeconds}
      />
      <Box role="status" aria-live="polite" sx={visuallyHidden}>
        {dictating.announcement}
      </Box>
      <RemarkSuggestions
        suggestions={dictating.suggestions}
        onUse={dictating.applySuggestion}
        onDismiss={dictating.dismissSuggestions}
      />
      <DictatedRecordings dictation={dictating.dictation} />
      <RemarkGradePicker control={control} name="gradeId" grades={grades.data ?? []} />
      <FormLongTextField
        control={control}
        name="recommendedAction"
        label={t('fields.recommendedAction')}
        maxLength={4000}
      />
      <FormSwitch control={control} name="investigate" label={t('fields.investigate')} />
      {investigate && (
        <FormLongTextField
          control={control}
          name="investigation"
          label={t('fields.investigation')}
          helperText={t('fields.investigationHelp')}
          maxLength={4000}
        />
      )}
      <FormTextField
        control={control}
        name="costEstimate"
        label={t('fields.costEstimate')}
        helperText={t('fields.costEstimateHelp')}
        slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 15 } }}
        sx={{ maxWidth: { sm: 280 } }}
      />
    </FormDialog>
  );
}
