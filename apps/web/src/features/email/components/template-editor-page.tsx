import { useRef, useState, type FormEvent } from 'react';
import { useNavigate, useParams } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { EmailTemplate } from '@syna/contracts/email';
import { isHttpError } from '@/lib/http/http-error';
import { appPaths } from '@/lib/navigation/app-paths';
import { useTenantId } from '@/lib/session/use-tenant-id';
import { showError, showSnackbar } from '@/lib/snackbar/snackbar';
import { ConfirmDialog } from '@/lib/ui/confirm-dialog';
import { DeleteButton } from '@/lib/ui/delete-button';
import { DetailPageFrame } from '@/lib/ui/detail-page-frame';
import { FormSection } from '@/lib/ui/form-section';
import { useDeleteEmailTemplate, useEmailTemplate, useUpdateEmailTemplate } from '@/features/email/api';
import { fieldTag, insertAtCaret } from '@/features/email/mail-form';
import { useEmailTexts } from '@/features/email/texts';
import { FieldPicker } from './field-picker';
import { TemplatePreview } from './template-preview';

type Field = 'name' | 'tag' | 'subject' | 'body';
type Values = Record<Field, string>;

const valuesOf = (template: EmailTemplate): Values => ({
  name: template.name,
  tag: template.tag ?? '',
  subject: template.subject,
  body: template.body,
});

function TemplateEditor({ template }: { template: EmailTemplate }) {
  const { t } = useEmailTexts();
  const tenantId = useTenantId();
  const navigate = useNavigate();
  const update = useUpdateEmailTemplate();
  const remove = useDeleteEmailTemplate();
  const [values, setValues] = useState<Values>(() => valuesOf(template));
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [deleting, setDeleting] = useState(false);
  const inputs = { subject: useRef<HTMLInputElement>(null), body: useRef<HTMLTextAreaElement>(null) };
  // Where a chosen field goes: the text field last focused, the body at first.
  const target = useRef<'subject' | 'body'>('body');
  const set = (field: Field) => (value: string) => setValues((current) => ({ ...current, [field]: value }));

  function insertField(path: string) {
    const field = target.current;
    const input = inputs[field].current;
    // An input keeps its selection when it loses the focus to the field's button.
    const { value, caret } = insertAtCaret(
      values[field],
      fieldTag(path),
      input?.selectionStart ?? null,
      input?.selectionEnd ?? null,
    );
    set(field)(value);
    requestAnimationFrame(() => {
      input?.focus();
      input?.setSelectionRange(caret, caret);
    });
  }

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setErrors({});
    try {
      const saved = await update.mutateAsync({
        id: template.id,
        changes: { ...values, tag: values.tag || null },
      });
      setValues(valuesOf(saved));
      showSnackbar({ subject: t('editor.saved') });
    } catch (failure) {
      if (!isHttpError(failure)) throw failure;
      const onField = (field: Field) => failure.fieldErrors[`body.${field}`]?.[0];
      const fieldErrors = {
        name: onField('name'),
        tag: onField('tag'),
        subject: onField('subject'),
        body: onField('body'),
      };
      if (Object.values(fieldErrors).some(Boolean)) return setErrors(fieldErrors);
      showError(failure.message, failure.detail ?? undefined);
    }
  }

  async function confirmDelete() {
    try {
      await remove.mutateAsync(template.id);
    } catch {
      return; // The red snackbar has said why; the dialog stays open.
    }
    showSnackbar({ subject: t('editor.deleted', { name: template.name }) });
    void navigate(appPaths.adminPage(tenantId, 'emailTemplates'), { replace: true });
  }

  const text = (field: Field, label: string, extra: object = {}) => ({
    label,
    value: values[field],
    onChange: (event: { target: { value: string } }) => set(field)(event.target.value),
    error: Boolean(errors[field]),
    helperText: errors[field],
    fullWidth: true,
    ...extra,
  });

  return (
    <Stack spacing={2} data-testid="email-template-editor">
      <Stack
        direction="row"
        sx={{ justifyContent: 'space-between', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}
      >
        <Typography variant="h1" sx={{ overflowWrap: 'anywhere' }}>
          {template.name}
        </Typography>
        <DeleteButton label={t('editor.delete')} onClick={() => setDeleting(true)} />
      </Stack>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', lg: 'minmax(0, 3fr) minmax(0, 2fr)' },
        }}
      >
        <Stack spacing={2} sx={{ minWidth: 0 }}>
          <Box component="form" onSubmit={(event) => void save(event)} noValidate>
            <FormSection title={t('editor.details')}>
              <TextField
                {...text('name', t('editor.name'))}
                required
                slotProps={{ htmlInput: { maxLength: 200 } }}
              />
              <TextField
                {...text('tag', t('editor.tag'))}
                helperText={errors.tag ?? t('editor.tagHelp')}
                slotProps={{ htmlInput: { maxLength: 50 } }}
              />
              <TextField
                {...text('subject', t('editor.subject'))}
                required
                inputRef={inputs.subject}
                onFocus={() => (target.current = 'subject')}
                slotProps={{ htmlInput: { maxLength: 200, 'data-testid': 'email-template-subject' } }}
              />
              <TextField
                {...text('body', t('editor.body'))}
                required
                multiline
                minRows={8}
                inputRef={inputs.body}
                onFocus={() => (target.current = 'body')}
                slotProps={{ htmlInput: { 'data-testid': 'email-template-body' } }}
              />
              <Box>
                <Button
                  type="submit"
                  variant="contained"
                  disabled={update.isPending}
                  data-testid="email-template-save"
                >
                  {update.isPending ? t('editor.saving') : t('editor.save')}
                </Button>
              </Box>
            </FormSection>
          </Box>
          <FieldPicker onInsert={insertField} />
        </Stack>
        <Box sx={{ minWidth: 0 }}>
          <TemplatePreview templateId={template.id} draft={{ subject: values.subject, body: values.body }} />
        </Box>
      </Box>
      <ConfirmDialog
        open={deleting}
        title={t('editor.deleteTitle', { name: template.name })}
        busy={remove.isPending}
        onConfirm={() => void confirmDelete()}
        onClose={() => setDeleting(false)}
        testId="email-template-delete-dialog"
      >
        {t('editor.deleteBody')}
      </ConfirmDialog>
    </Stack>
  );
}

/** `/:tenant/admin/templates/email/:id`: a template's texts, the fields to insert, and a live preview. */
export function TemplateEditorPage() {
  const { t } = useEmailTexts();
  const tenantId = useTenantId();
  const id = useParams().id ?? '';
  const template = useEmailTemplate(id);
  return (
    <DetailPageFrame
      query={template}
      skeleton={[320, 160]}
      notFound={{
        title: t('editor.notFoundTitle'),
        body: t('editor.notFoundBody'),
        testId: 'email-template-not-found',
        backTo: appPaths.adminPage(tenantId, 'emailTemplates'),
        backLabel: t('editor.backToList'),
      }}
      errorTitle={t('editor.loadError')}
    >
      {(data) => <TemplateEditor key={data.id} template={data} />}
    </DetailPageFrame>
  );
}
