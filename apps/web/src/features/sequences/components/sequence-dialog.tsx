import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  formatSequenceNumber,
  SEQUENCE_PADDING_MAX,
  SEQUENCE_PREFIX_MAX,
  SEQUENCE_TARGETS,
  sequenceCreateSchema,
  sequenceNextSchema,
  sequenceUpdateSchema,
  type Sequence,
  type SequenceTarget,
} from '@syna/contracts/sequences';
import { localiseContractMessage } from '@/lib/forms/localised-messages';
import { isHttpError } from '@/lib/http/http-error';
import { showError, showSnackbar } from '@/lib/snackbar/snackbar';
import { FormDialog } from '@/lib/ui/form-dialog';
import { useCreateSequence, useSetNextValue, useUpdateSequence } from '@/features/sequences/api';
import { useSequenceTexts } from '@/features/sequences/texts';

type Field = 'name' | 'target' | 'prefix' | 'padding' | 'next';
type FieldErrors = Partial<Record<Field, string>>;

interface Draft {
  name: string;
  /** '' for a sequence of the firm's own. */
  target: SequenceTarget | '';
  prefix: string;
  padding: string;
  next: string;
}

const draftOf = (sequence: Sequence | null): Draft => ({
  name: sequence?.name ?? '',
  target: sequence?.target ?? '',
  prefix: sequence?.prefix ?? '',
  padding: String(sequence?.padding ?? 0),
  next: String(sequence?.next ?? 1),
});

/** A typed number as the contracts check it: blank is left out, anything else must be a whole number. */
const numberOf = (text: string): number | undefined => (text.trim() === '' ? undefined : Number(text));

/** The fields of a schema's refusal, in the user's language. */
function issuesByField(
  issues: readonly { path: PropertyKey[]; message: string }[],
): Partial<Record<string, string>> {
  const errors: Partial<Record<string, string>> = {};
  for (const issue of issues) {
    errors[String(issue.path[0])] ??= localiseContractMessage(issue);
  }
  return errors;
}

/** The server's field errors (`body.name`) on the dialog's fields. */
function serverFieldErrors(fieldErrors: Record<string, string[]>): FieldErrors {
  const errors: FieldErrors = {};
  for (const [key, messages] of Object.entries(fieldErrors)) {
    const field = key.replace(/^body\./, '') as Field;
    errors[field] ??= messages[0];
  }
  return errors;
}

/**
 * Creates a sequence, or changes one: its name, target and format, and its next value through
 * the compare-and-set call, from the value the page showed. Lowering the value is warned about.
 */
export function SequenceDialog({ sequence, onClose }: { sequence: Sequence | null; onClose(): void }) {
  const { t } = useSequenceTexts();
  const create = useCreateSequence();
  const update = useUpdateSequence();
  const setNext = useSetNextValue();
  const [draft, setDraft] = useState(() => draftOf(sequence));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);

  const change = (field: Field) => (event: { target: { value: string } }) =>
    setDraft((current) => ({ ...current, [field]: event.target.value }));

  const next = numberOf(draft.next);
  const padding = numberOf(draft.padding) ?? 0;
  const previewable = next !== undefined && Number.isInteger(next) && next >= 0 && Number.isInteger(padding);
  const lowered = sequence !== null && next !== undefined && next < sequence.next;

  /** Saves the dialog; the snackbar's text when done, null when a field was refused before sending. */
  async function save(): Promise<string | null> {
    const fields = {
      name: draft.name,
      target: draft.target || null,
      prefix: draft.prefix,
      padding: numberOf(draft.padding),
    };
    if (!sequence) {
      const checked = sequenceCreateSchema.safeParse({ ...fields, next });
      if (!checked.success) {
        setErrors(issuesByField(checked.error.issues));
        return null;
      }
      const created = await create.mutateAsync(checked.data);
      return t('dialog.created', { name: created.name });
    }
    const checked = sequenceUpdateSchema.safeParse(fields);
    const nextChecked = sequenceNextSchema.safeParse({ old: sequence.next, new: next });
    if (!checked.success || !nextChecked.success) {
      setErrors({
        ...(checked.success ? {} : issuesByField(checked.error.issues)),
        ...(nextChecked.success ? {} : { next: issuesByField(nextChecked.error.issues).new }),
      });
      return null;
    }
    await update.mutateAsync({ id: sequence.id, body: checked.data });
    if (nextChecked.data.new !== sequence.next) {
      await setNext.mutateAsync({ id: sequence.id, body: nextChecked.data });
    }
    return t('dialog.saved');
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!draft.name.trim()) return setErrors({ name: t('dialog.nameMissing') });
    setErrors({});
    setBusy(true);
    try {
      const done = await save();
      if (done) {
        showSnackbar({ subject: done });
        onClose();
      }
    } catch (error) {
      if (!isHttpError(error)) throw error;
      const onFields = serverFieldErrors(error.fieldErrors);
      // A stale next value (someone drew a number meanwhile) is a 409 about the next value.
      if (Object.keys(onFields).length === 0 && error.status === 409 && sequence) {
        setErrors({ next: error.detail ?? error.message });
      } else if (Object.keys(onFields).length > 0) setErrors(onFields);
      else showError(error.message, error.detail ?? undefined);
    } finally {
      setBusy(false);
    }
  }

  return (
    <FormDialog
      title={sequence ? t('dialog.editTitle', { name: sequence.name }) : t('dialog.createTitle')}
      onSubmit={submit}
      busy={busy}
      onClose={onClose}
      testId="sequence-dialog"
      saveTestId="sequence-save"
    >
      <TextField
        label={t('dialog.name')}
        value={draft.name}
        onChange={change('name')}
        error={Boolean(errors.name)}
        helperText={errors.name}
        required
        autoFocus
        fullWidth
        slotProps={{ htmlInput: { 'data-testid': 'sequence-name', maxLength: 100 } }}
      />
      <TextField
        select
        label={t('dialog.target')}
        value={draft.target}
        onChange={change('target')}
        error={Boolean(errors.target)}
        helperText={errors.target}
        fullWidth
        slotProps={{ select: { SelectDisplayProps: { 'data-testid': 'sequence-target' } as object } }}
      >
        <MenuItem value="">{t('target.none')}</MenuItem>
        {SEQUENCE_TARGETS.map((target) => (
          <MenuItem key={target} value={target}>
            {t(`target.${target}`)}
          </MenuItem>
        ))}
      </TextField>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          label={t('dialog.prefix')}
          value={draft.prefix}
          onChange={change('prefix')}
          error={Boolean(errors.prefix)}
          helperText={errors.prefix ?? t('dialog.prefixHelp')}
          fullWidth
          slotProps={{ htmlInput: { 'data-testid': 'sequence-prefix', maxLength: SEQUENCE_PREFIX_MAX } }}
        />
        <TextField
          label={t('dialog.padding')}
          type="number"
          value={draft.padding}
          onChange={change('padding')}
          error={Boolean(errors.padding)}
          helperText={errors.padding ?? t('dialog.paddingHelp')}
          fullWidth
          slotProps={{
            htmlInput: { 'data-testid': 'sequence-padding', min: 0, max: SEQUENCE_PADDING_MAX, step: 1 },
          }}
        />
      </Stack>
      <TextField
        label={t('dialog.next')}
        type="number"
        value={draft.next}
        onChange={change('next')}
        error={Boolean(errors.next)}
        helperText={errors.next}
        fullWidth
        slotProps={{ htmlInput: { 'data-testid': 'sequence-next', min: 0, step: 1 } }}
      />
      {lowered && (
        <Alert severity="warning" data-testid="sequence-lowered">
          {t('dialog.lowered', { current: sequence.next, next })}
        </Alert>
      )}
      {previewable && (
        <Typography sx={{ color: 'text.secondary' }} data-testid="sequence-preview" aria-live="polite">
          {t('dialog.preview', {
            number: formatSequenceNumber({ prefix: draft.prefix.trim(), padding }, next),
          })}
        </Typography>
      )}
    </FormDialog>
  );
}
