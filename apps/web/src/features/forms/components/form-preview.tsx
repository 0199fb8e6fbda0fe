import { useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formFieldSchema, type FormField } from '@syna/contracts/form-fields';
import { validateFormValues } from '@syna/contracts/form-values';
import { valueFieldMessages } from '@/lib/forms/field-messages';
import { FormFieldsRenderer } from '@/lib/forms/form-fields-renderer';
import { toFieldInput, type DraftField } from '@/features/forms/form-draft';
import { useFormTexts } from '@/features/forms/texts';

/** The draft's fields that make a valid definition, and the labels of those that do not yet. */
function previewFields(draft: readonly DraftField[]) {
  const fields: FormField[] = [];
  const skipped: string[] = [];
  for (const field of draft) {
    const parsed = formFieldSchema.safeParse(toFieldInput(field));
    if (parsed.success) fields.push(parsed.data);
    else skipped.push(field.label.sv || field.key || '?');
  }
  return { fields, skipped };
}

/**
 * The form as the inspector will see it, drawn by the renderer the assignment uses and checked by
 * the validator the server uses; values typed here are never saved.
 */
export function FormPreview({ fields: draft, name }: { fields: readonly DraftField[]; name: string }) {
  const { t } = useFormTexts();
  const { fields, skipped } = useMemo(() => previewFields(draft), [draft]);
  const [values, setValues] = useState<Record<string, unknown>>({});
  const [checked, setChecked] = useState(false);
  const errors = useMemo(() => validateFormValues({ fields }, values), [fields, values]);
  const messages = checked ? valueFieldMessages(errors) : {};
  const valid = Object.keys(errors).length === 0;
  return (
    <Stack spacing={2} data-testid="form-preview">
      <Typography sx={{ color: 'text.secondary' }}>{t('preview.intro')}</Typography>
      {skipped.length > 0 && (
        <Alert severity="warning">{t('preview.skipped', { labels: skipped.join(', ') })}</Alert>
      )}
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography variant="h2" sx={{ mb: 2 }}>
          {name}
        </Typography>
        <FormFieldsRenderer
          fields={fields}
          values={values}
          onChange={setValues}
          messages={messages}
          idPrefix="preview"
        />
      </Paper>
      {checked && (
        <Alert severity={valid ? 'success' : 'error'} data-testid="form-preview-result">
          {valid ? t('preview.valid') : t('preview.invalid')}
        </Alert>
      )}
      <Stack direction="row" spacing={1}>
        <Button variant="contained" onClick={() => setChecked(true)} data-testid="form-preview-check">
          {t('preview.check')}
        </Button>
        <Button
          onClick={() => {
            setValues({});
            setChecked(false);
          }}
        >
          {t('preview.clear')}
        </Button>
      </Stack>
    </Stack>
  );
}
