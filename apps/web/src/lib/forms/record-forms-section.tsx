import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DynamicFormOutlinedIcon from '@mui/icons-material/DynamicFormOutlined';
import type { RecordForm } from '@syna/contracts/form-records';
import type { FormField } from '@syna/contracts/form-fields';
import { validateFormValues } from '@syna/contracts/form-values';
import { formatDateTime } from '@syna/contracts/format';
import { isHttpError } from '@/lib/http/http-error';
import { useConfirmSave } from '@/lib/offline/confirm-save';
import { useOutbox } from '@/lib/offline/outbox-hooks';
import { showError } from '@/lib/snackbar/snackbar';
import { EmptyState } from '@/lib/ui/empty-state';
import { LoadError } from '@/lib/ui/load-error';
import { problemFieldMessages, valueFieldMessages, type FieldMessages } from './field-messages';
import { FormFieldsRenderer } from './form-fields-renderer';
import { formValuesId, isFieldRecord } from './offline-form-values';
import { useRecordForms, useWriteRecordForm, type FormRecordRef } from './record-forms-api';
import { useFormRendererTexts } from './renderer-texts';

type HeadingLevel = 'h2' | 'h3' | 'h4';

/** A record's values of a form as the renderer starts from: the stored ones, else the fields' defaults. */
function startingValues({ form, stored }: RecordForm): Record<string, unknown> {
  if (stored) return { ...stored.values };
  return Object.fromEntries(
    form.fields.flatMap((field) => (field.default === null ? [] : [[field.key, field.default]])),
  );
}

/** Only the current fields' values are written: a field removed since keeps its stored value unsent. */
const currentValues = (fields: readonly FormField[], values: Record<string, unknown>) =>
  Object.fromEntries(
    fields.filter((field) => field.key in values).map((field) => [field.key, values[field.key]]),
  );

function RecordFormCard({
  item,
  record,
  canWrite,
  headingLevel,
}: {
  item: RecordForm;
  record: FormRecordRef;
  canWrite: boolean;
  headingLevel: HeadingLevel;
}) {
  const { t, language } = useFormRendererTexts();
  const write = useWriteRecordForm(record);
  const [values, setValues] = useState(() => startingValues(item));
  const [messages, setMessages] = useState<FieldMessages>({});
  const [changed, setChanged] = useState(false);
  const { form, stored } = item;
  const confirmSave = useConfirmSave();
  // The outbox's id of these values, for a field record (kept on the device until sent).
  const valuesId = isFieldRecord(record) ? formValuesId(record, form.id) : null;
  const waiting = useOutbox().changes.some((change) => valuesId !== null && change.writes.includes(valuesId));
  const readOnly = !canWrite || form.archived;
  const name = (language === 'en' && form.name.en) || form.name.sv;
  const titleId = `record-form-${form.id}`;
  // Values of fields removed since they were written stay readable, as they were stored.
  const removed =
    stored?.fields.filter(
      (field) =>
        !form.fields.some((current) => current.key === field.key) &&
        stored.values[field.key] !== undefined &&
        stored.values[field.key] !== null,
    ) ?? [];

  const save = async () => {
    const sent = currentValues(form.fields, values);
    const refused = validateFormValues(form, sent);
    if (Object.keys(refused).length > 0) {
      setMessages(valueFieldMessages(refused));
      return;
    }
    try {
      await write.mutateAsync({ form: form.id, values: sent });
      setMessages({});
      setChanged(false);
      confirmSave(valuesId, { subject: t('saved', { name }) });
    } catch (error) {
      if (!isHttpError(error)) throw error;
      const fieldMessages = problemFieldMessages(error.fieldErrors);
      if (Object.keys(fieldMessages).length > 0) setMessages(fieldMessages);
      else showError(error.message, error.detail ?? undefined);
    }
  };

  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={titleId}
      sx={{ p: { xs: 2, sm: 3 } }}
      data-testid="record-form"
      data-key={form.key}
    >
      <Typography id={titleId} variant="h2" component={headingLevel} sx={{ mb: 0.5 }}>
        {name}
      </Typography>
      {stored && (
        <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
          {waiting
            ? t('savedOnDevice', { date: formatDateTime(stored.updatedAt) })
            : stored.updatedBy
              ? t('savedBy', { name: stored.updatedBy.name, date: formatDateTime(stored.updatedAt) })
              : // On an order, values nobody of the firm wrote are the customer's answers on the order page.
                t(record.kind === 'order' ? 'answeredByCustomer' : 'savedAt', {
                  date: formatDateTime(stored.updatedAt),
                })}
        </Typography>
      )}
      {form.archived && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t('archived')}
        </Alert>
      )}
      <Stack spacing={2} sx={{ mt: stored ? 0 : 2 }}>
        <FormFieldsRenderer
          fields={form.fields}
          values={values}
          onChange={(next) => {
            setValues(next);
            setChanged(true);
          }}
          messages={messages}
          readOnly={readOnly}
          idPrefix={`form-${form.key}`}
        />
        {stored && removed.length > 0 && (
          <Stack spacing={1.5} data-testid="record-form-removed">
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {t('removedFields')}
            </Typography>
            <FormFieldsRenderer
              fields={removed}
              values={stored.values}
              onChange={() => undefined}
              messages={{}}
              readOnly
              idPrefix={`form-${form.key}-removed`}
            />
          </Stack>
        )}
        {Object.keys(messages).length > 0 && (
          <Alert severity="error" data-testid="record-form-invalid">
            {t('invalid')}
          </Alert>
        )}
        {!readOnly && (
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <Button
              variant="contained"
              onClick={() => void save()}
              disabled={write.isPending}
              data-testid="record-form-save"
            >
              {write.isPending ? t('saving') : t('save')}
            </Button>
            {changed && (
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {t('unsaved')}
              </Typography>
            )}
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}

/** What the section says when no form applies to each kind of record. */
const noFormsText = {
  inspection: 'noFormsInspection',
  object: 'noFormsObject',
  project: 'noFormsProject',
  estate: 'noFormsEstate',
  order: 'noFormsOrder',
} as const;

/**
 * The input forms that apply to a record (an assignment, an object, a project, an estate, an
 * order), each filled in with the shared renderer and saved on its own; read only without write
 * access or once archived.
 */
export function RecordFormsSection({
  record,
  canWrite,
  headingLevel = 'h2',
  hideWhenNone = false,
}: {
  record: FormRecordRef;
  canWrite: boolean;
  /** Each form's heading: `h2` on a page of its own, lower inside an object's card. */
  headingLevel?: HeadingLevel;
  /** Whether the section shows nothing at all when no form applies (a page of other things). */
  hideWhenNone?: boolean;
}) {
  const { t } = useFormRendererTexts();
  const forms = useRecordForms(record);
  // A section that may turn out empty does not hold a place while it loads.
  if (forms.isPending)
    return hideWhenNone ? null : (
      <Stack spacing={2} role="status" aria-label={t('loading')}>
        <Skeleton variant="rounded" height={200} />
      </Stack>
    );
  if (forms.isError)
    return (
      <LoadError title={t('loadError')} detail={forms.error.message} onRetry={() => void forms.refetch()} />
    );
  if (forms.data.length === 0)
    return hideWhenNone ? null : (
      <EmptyState
        icon={DynamicFormOutlinedIcon}
        title={t('noFormsTitle')}
        body={t(noFormsText[record.kind])}
        testId="record-forms-empty"
      />
    );
  return (
    <Stack spacing={2} data-testid="record-forms">
      {forms.data.map((item) => (
        <RecordFormCard
          key={`${item.form.id}-${item.stored?.updatedAt ?? ''}`}
          item={item}
          record={record}
          canWrite={canWrite}
          headingLevel={headingLevel}
        />
      ))}
    </Stack>
  );
}
