import { useEffect, useMemo, useRef, useState } from 'react';
import { useBlocker, useNavigate, useParams, useSearchParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { FORM_LIMITS, FORM_SCOPES, type FormScope } from '@syna/contracts/form-fields';
import { formCreateSchema, formUpdateSchema, type Form } from '@syna/contracts/forms';
import { problemFieldMessages, schemaFieldMessages, type FieldMessages } from '@/lib/forms/field-messages';
import { useFocusFirstMessage } from '@/lib/forms/use-focus-first-message';
import { isHttpError } from '@/lib/http/http-error';
import { appPaths } from '@/lib/navigation/app-paths';
import { useTenantId } from '@/lib/session/use-tenant-id';
import { showError, showSnackbar } from '@/lib/snackbar/snackbar';
import { ConfirmDialog } from '@/lib/ui/confirm-dialog';
import { DetailPageFrame } from '@/lib/ui/detail-page-frame';
import { EditorActionBar } from '@/lib/ui/editor-action-bar';
import {
  useCreateForm,
  useFormDefinition,
  useInspectionTypeChoices,
  useOrderTypeChoices,
  useUpdateForm,
} from '@/features/forms/api';
import {
  draftFromForm,
  emptyDraft,
  sameForm,
  suggestKey,
  toCreateBody,
  toUpdateBody,
  type FormDraft,
} from '@/features/forms/form-draft';
import { useFormTexts } from '@/features/forms/texts';
import { forgetDraft, useFormDraft } from '@/features/forms/use-form-draft';
import { DraftInput } from './field-settings';
import { FieldList } from './field-list';
import { FormPreview } from './form-preview';
import { FormRecordActions } from './form-record-actions';

interface TypeOption {
  id: string;
  name: string;
  archived?: boolean;
}

/** A choice of types by name (none: all of them); a type no longer offered stays shown by its id. */
function TypeChooser({
  label,
  options,
  value,
  onChange,
  error,
}: {
  label: string;
  options: readonly TypeOption[];
  value: string[];
  onChange(ids: string[]): void;
  error?: string;
}) {
  const { t } = useFormTexts();
  const byId = new Map(options.map((option) => [option.id, option]));
  const chosen = value.map((id) => byId.get(id) ?? { id, name: id });
  return (
    <Autocomplete<TypeOption, true>
      multiple
      size="small"
      options={options.filter((option) => !option.archived)}
      value={chosen}
      isOptionEqualToValue={(option, other) => option.id === other.id}
      getOptionLabel={(option) =>
        option.archived ? t('editor.archivedType', { name: option.name }) : option.name
      }
      onChange={(_event, next) => onChange(next.map((option) => option.id))}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          error={Boolean(error)}
          helperText={error ?? t('editor.typesHelp')}
        />
      )}
    />
  );
}

interface FormEditorProps {
  /** The saved form; null for a new one. */
  form: Form | null;
}

function FormEditor({ form }: FormEditorProps) {
  const { t } = useFormTexts();
  const tenantId = useTenantId();
  const navigate = useNavigate();
  const [search, setSearch] = useSearchParams();
  const tab = search.get('tab') === 'preview' ? 'preview' : 'edit';
  const saved = useMemo(() => (form ? draftFromForm(form) : emptyDraft()), [form]);
  const { draft, restored, update, replace } = useFormDraft(
    tenantId,
    form?.id ?? null,
    form?.version ?? null,
    saved,
  );
  const [messages, setMessages] = useState<FieldMessages>({});
  const [saving, setSaving] = useState(false);
  const create = useCreateForm();
  const change = useUpdateForm();
  const orderTypes = useOrderTypeChoices();
  const inspectionTypes = useInspectionTypeChoices();
  const panel = useRef<HTMLDivElement>(null);
  useFocusFirstMessage(messages, panel);
  const dirty = !sameForm(draft, saved);

  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && !saving && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  const set = (changes: Partial<FormDraft>) => update((current) => ({ ...current, ...changes }));

  const save = async () => {
    const body = form ? toUpdateBody(draft, form.version) : toCreateBody(draft);
    const checked = (form ? formUpdateSchema : formCreateSchema).safeParse(body);
    if (!checked.success) {
      setMessages(schemaFieldMessages(checked.error.issues));
      showError(t('editor.invalid'));
      return;
    }
    setMessages({});
    setSaving(true);
    try {
      const result = form
        ? await change.mutateAsync({ id: form.id, changes: toUpdateBody(draft, form.version) })
        : await create.mutateAsync(toCreateBody(draft));
      showSnackbar({ subject: t(form ? 'editor.saved' : 'editor.created') });
      if (form) replace(draftFromForm(result));
      else {
        // The new form's page takes over; the draft of a form not yet created is done with.
        await navigate(appPaths.adminPage(tenantId, 'form', result.id), { replace: true });
        forgetDraft(tenantId, null);
      }
    } catch (error) {
      if (!isHttpError(error)) throw error;
      const fieldMessages = problemFieldMessages(error.fieldErrors);
      if (Object.keys(fieldMessages).length > 0) setMessages(fieldMessages);
      else if (error.status === 409 && !form) setMessages({ key: error.detail ?? error.message });
      else showError(error.message, error.detail ?? undefined);
    } finally {
      setSaving(false);
    }
  };

  const title = draft.name.sv || (form ? form.name.sv : t('editor.newTitle'));
  const place = { path: '', messages };
  return (
    <Stack spacing={2} data-testid="form-editor" ref={panel}>
      <Typography variant="h1" sx={{ overflowWrap: 'anywhere' }}>
        {title}
      </Typography>
      {form?.archived && <Alert severity="info">{t('editor.archivedNotice')}</Alert>}
      {restored && dirty && (
        <Alert severity="info" data-testid="form-draft-restored">
          {t('editor.restored')}
        </Alert>
      )}
      <Tabs
        value={tab}
        onChange={(_event, next: string) =>
          setSearch(next === 'preview' ? { tab: 'preview' } : {}, { replace: true })
        }
        aria-label={t('editor.tabs')}
        variant="fullWidth"
        sx={{ maxWidth: 480 }}
      >
        <Tab value="edit" label={t('editor.editTab')} id="form-tab-edit" aria-controls="form-panel" />
        <Tab
          value="preview"
          label={t('editor.previewTab')}
          id="form-tab-preview"
          aria-controls="form-panel"
          data-testid="form-tab-preview"
        />
      </Tabs>
      <Box id="form-panel" role="tabpanel" aria-labelledby={`form-tab-${tab}`}>
        {tab === 'preview' ? (
          <FormPreview fields={draft.fields} name={title} />
        ) : (
          <Stack spacing={2}>
            <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }} component="section">
              <Typography variant="h2" sx={{ mb: 2 }}>
                {t('editor.details')}
              </Typography>
              <Box
                sx={{
                  display: 'grid',
                  gap: 2,
                  gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' },
                }}
              >
                <DraftInput
                  label={t('editor.nameSv')}
                  value={draft.name.sv}
                  onChange={(sv) =>
                    set({
                      name: { ...draft.name, sv },
                      ...(form || draft.keyTyped ? {} : { key: suggestKey(sv) }),
                    })
                  }
                  name="name.sv"
                  place={place}
                  required
                  slotProps={{ htmlInput: { maxLength: FORM_LIMITS.label } }}
                />
                <DraftInput
                  label={t('editor.nameEn')}
                  value={draft.name.en}
                  onChange={(en) => set({ name: { ...draft.name, en } })}
                  name="name.en"
                  place={place}
                  slotProps={{ htmlInput: { maxLength: FORM_LIMITS.label } }}
                />
                <DraftInput
                  label={t('editor.key')}
                  value={draft.key}
                  onChange={(key) => set({ key, keyTyped: true })}
                  name="key"
                  place={place}
                  required={!form}
                  disabled={Boolean(form)}
                  helperText={form ? t('editor.keyLocked') : t('editor.keyHelp')}
                  slotProps={{ htmlInput: { maxLength: FORM_LIMITS.key } }}
                />
                <DraftInput
                  select
                  label={t('editor.scope')}
                  value={draft.scope}
                  onChange={(scope) => set({ scope: scope as FormScope })}
                  name="scope"
                  place={place}
                  helperText={t(`scopeHelp.${draft.scope}`)}
                >
                  {FORM_SCOPES.map((scope) => (
                    <MenuItem key={scope} value={scope}>
                      {t(`scope.${scope}`)}
                    </MenuItem>
                  ))}
                </DraftInput>
                <TypeChooser
                  label={t('editor.inspectionTypes')}
                  options={inspectionTypes.data ?? []}
                  value={draft.inspectionTypeIds}
                  onChange={(inspectionTypeIds) => set({ inspectionTypeIds })}
                  error={messages.inspectionTypeIds ?? messages['inspectionTypeIds.0']}
                />
                <TypeChooser
                  label={t('editor.orderTypes')}
                  options={orderTypes.data ?? []}
                  value={draft.orderTypeIds}
                  onChange={(orderTypeIds) => set({ orderTypeIds })}
                  error={messages.orderTypeIds ?? messages['orderTypeIds.0']}
                />
              </Box>
            </Paper>
            <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 3 } }} component="section">
              <Typography variant="h2" sx={{ mb: 2 }}>
                {t('editor.fields')}
              </Typography>
              {messages.fields && (
                <Alert severity="error" sx={{ mb: 2 }}>
                  {messages.fields}
                </Alert>
              )}
              <FieldList
                fields={draft.fields}
                onChange={(fields) => set({ fields })}
                onReorder={() => setMessages({})}
                messages={messages}
              />
            </Paper>
          </Stack>
        )}
      </Box>
      <EditorActionBar
        onSave={() => void save()}
        onReset={() => {
          replace(saved);
          setMessages({});
        }}
        saving={saving}
        dirty={dirty}
        labels={{
          save: t('editor.save'),
          saving: t('editor.saving'),
          reset: t('editor.reset'),
          unsaved: t('editor.unsaved'),
        }}
        testIdPrefix="form"
        actions={form && <FormRecordActions form={form} />}
      />
      <ConfirmDialog
        open={blocker.state === 'blocked'}
        title={t('editor.leaveTitle')}
        confirmLabel={t('editor.leave')}
        onConfirm={() => blocker.proceed?.()}
        onClose={() => blocker.reset?.()}
        testId="form-leave-dialog"
      >
        {t('editor.leaveBody')}
      </ConfirmDialog>
    </Stack>
  );
}

/** `/:tenant/admin/form/new`: a new input form. */
export function FormCreatePage() {
  return <FormEditor form={null} />;
}

/** `/:tenant/admin/form/:id`: one input form, to change, preview, archive or delete. */
export function FormEditorPage() {
  const { t } = useFormTexts();
  const tenantId = useTenantId();
  const { id = '' } = useParams();
  const form = useFormDefinition(id);
  return (
    <DetailPageFrame
      query={form}
      skeleton={[240, 320]}
      notFound={{
        title: t('editor.notFoundTitle'),
        body: t('editor.notFoundBody'),
        testId: 'form-not-found',
        backTo: appPaths.adminPage(tenantId, 'form'),
        backLabel: t('title'),
      }}
      errorTitle={t('loadError')}
    >
      {(data) => <FormEditor key={data.id} form={data} />}
    </DetailPageFrame>
  );
}
