import { useState, type FormEvent } from 'react';
import TextField from '@mui/material/TextField';
import {
  commonRemarkCreateSchema,
  REMARK_TITLE_MAX_LENGTH,
  type CommonRemark,
} from '@syna/contracts/remarks';
import { localiseContractMessage } from '@/lib/forms/localised-messages';
import { isHttpError } from '@/lib/http/http-error';
import { showError, showSnackbar } from '@/lib/snackbar/snackbar';
import { FormDialog } from '@/lib/ui/form-dialog';
import { useCreateSavedRemark, useUpdateSavedRemark } from '@/features/remark-library/api';
import { useRemarkLibraryTexts } from '@/features/remark-library/texts';

type Field = 'title' | 'text' | 'category' | 'tags';
type Draft = Record<Field, string>;
type FieldErrors = Partial<Record<Field, string>>;

const draftOf = (remark: CommonRemark | null): Draft => ({
  title: remark?.title ?? '',
  text: remark?.text ?? '',
  category: remark?.category ?? '',
  tags: remark?.tags.join(', ') ?? '',
});

const tagsOf = (text: string) =>
  text
    .split(',')
    .map((tag) => tag.trim())
    .filter(Boolean);

/** The first message per field, of the schema's or the server's refusal (`body.title`). */
function errorsByField(issues: readonly { path: readonly PropertyKey[]; message: string }[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) errors[String(issue.path[0]) as Field] ??= issue.message;
  return errors;
}

/** Creates a saved remark, or changes one: its title, text, category and tags. */
export function SavedRemarkDialog({ remark, onClose }: { remark: CommonRemark | null; onClose(): void }) {
  const { t } = useRemarkLibraryTexts();
  const create = useCreateSavedRemark();
  const update = useUpdateSavedRemark();
  const [draft, setDraft] = useState(() => draftOf(remark));
  const [errors, setErrors] = useState<FieldErrors>({});
  const busy = create.isPending || update.isPending;
  const change = (field: Field) => (event: { target: { value: string } }) =>
    setDraft((current) => ({ ...current, [field]: event.target.value }));

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!draft.title.trim()) return setErrors({ title: t('dialog.titleMissing') });
    // Blank text and category clear them: the update's null, the create's absence.
    const checked = commonRemarkCreateSchema.safeParse({ ...draft, tags: tagsOf(draft.tags) });
    if (!checked.success) {
      const issues = checked.error.issues.map((issue) => ({
        path: issue.path,
        message: localiseContractMessage(issue) ?? '',
      }));
      return setErrors(errorsByField(issues));
    }
    setErrors({});
    const body = {
      ...checked.data,
      text: checked.data.text ?? null,
      category: checked.data.category ?? null,
    };
    try {
      if (remark) {
        await update.mutateAsync({ id: remark.id, body });
        showSnackbar({ subject: t('dialog.saved') });
      } else {
        const created = await create.mutateAsync(body);
        showSnackbar({ subject: t('dialog.created', { title: created.title }) });
      }
      onClose();
    } catch (error) {
      if (!isHttpError(error)) throw error;
      const onFields = errorsByField(
        Object.entries(error.fieldErrors).map(([key, messages]) => ({
          path: [key.replace(/^body\./, '')],
          message: messages[0] ?? '',
        })),
      );
      if (Object.keys(onFields).length > 0) setErrors(onFields);
      else showError(error.message, error.detail ?? undefined);
    }
  }

  return (
    <FormDialog
      title={remark ? t('dialog.editTitle', { title: remark.title }) : t('dialog.createTitle')}
      onSubmit={submit}
      busy={busy}
      onClose={onClose}
      testId="saved-remark-dialog"
      saveTestId="saved-remark-save"
      maxWidth="md"
    >
      <TextField
        label={t('dialog.title')}
        value={draft.title}
        onChange={change('title')}
        error={Boolean(errors.title)}
        helperText={errors.title}
        required
        autoFocus
        fullWidth
        slotProps={{ htmlInput: { 'data-testid': 'saved-remark-title', maxLength: REMARK_TITLE_MAX_LENGTH } }}
      />
      <TextField
        label={t('dialog.text')}
        value={draft.text}
        onChange={change('text')}
        error={Boolean(errors.text)}
        helperText={errors.text}
        multiline
        minRows={4}
        fullWidth
        slotProps={{ htmlInput: { 'data-testid': 'saved-remark-text' } }}
      />
      <TextField
        label={t('dialog.category')}
        value={draft.category}
        onChange={change('category')}
        error={Boolean(errors.category)}
        helperText={errors.category}
        fullWidth
        slotProps={{ htmlInput: { 'data-testid': 'saved-remark-category', maxLength: 200 } }}
      />
      <TextField
        label={t('dialog.tags')}
        value={draft.tags}
        onChange={change('tags')}
        error={Boolean(errors.tags)}
        helperText={errors.tags ?? t('dialog.tagsHelp')}
        fullWidth
        slotProps={{ htmlInput: { 'data-testid': 'saved-remark-tags' } }}
      />
    </FormDialog>
  );
}
