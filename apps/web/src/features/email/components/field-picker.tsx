import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { EMAIL_TEMPLATE_FIELD_GROUPS } from '@syna/contracts/email-values';
import { FormSection } from '@/lib/ui/form-section';
import { LoadError } from '@/lib/ui/load-error';
import { useTemplateFormFields } from '@/features/email/api';
import { fieldTag } from '@/features/email/mail-form';
import { useEmailTexts } from '@/features/email/texts';

interface PickableField {
  path: string;
  label: string;
  /** What it looks like, shown with its tag when hovered. */
  example: string;
}

/** One group of fields under its name, each a chip that inserts it. */
function FieldGroup({
  name,
  fields,
  onInsert,
  testId,
}: {
  name: string;
  fields: readonly PickableField[];
  onInsert(path: string): void;
  testId?: string;
}) {
  const { t } = useEmailTexts();
  return (
    <Stack spacing={0.75} data-testid={testId}>
      <Typography variant="subtitle2" component="h3">
        {name}
      </Typography>
      <Stack direction="row" useFlexGap spacing={0.75} sx={{ flexWrap: 'wrap' }}>
        {fields.map((field) => (
          <Chip
            key={field.path}
            label={field.label}
            title={`${fieldTag(field.path)} · ${field.example}`}
            aria-label={t('editor.insert', { field: `${name}: ${field.label}` })}
            onClick={() => onInsert(field.path)}
            data-testid={`email-field-${field.path}`}
            variant="outlined"
            clickable
          />
        ))}
      </Stack>
    </Stack>
  );
}

/**
 * The fields a template can use, by group, each a button that inserts it (`{{ assignment.number }}`):
 * the fixed ones, then those of each of the firm's assignment forms.
 */
export function FieldPicker({ onInsert }: { onInsert(path: string): void }) {
  const { t, language } = useEmailTexts();
  const lang = language === 'en' ? 'en' : 'sv';
  const forms = useTemplateFormFields();
  return (
    <FormSection title={t('editor.fields')} hint={t('editor.fieldsHint')}>
      {EMAIL_TEMPLATE_FIELD_GROUPS.map((group) => (
        <FieldGroup
          key={group.name}
          name={group.label[lang]}
          fields={group.fields.map((field) => ({ ...field, label: field.label[lang] }))}
          onInsert={onInsert}
        />
      ))}
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {t('editor.formsHint')}
      </Typography>
      {forms.isPending && <Skeleton variant="rounded" height={64} />}
      {forms.isError && <LoadError title={t('editor.formsLoadError')} onRetry={() => void forms.refetch()} />}
      {forms.data?.map((form) => (
        <FieldGroup
          key={form.key}
          name={t('editor.form', { name: form.name[lang] })}
          fields={form.fields.map((field) => ({
            path: field.key,
            label: field[lang],
            example: field.kind === 'loop' ? t('editor.tableLines') : field.example,
          }))}
          onInsert={onInsert}
          testId={`email-form-${form.key}`}
        />
      ))}
    </FormSection>
  );
}
