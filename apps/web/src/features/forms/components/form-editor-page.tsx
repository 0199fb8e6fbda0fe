import { useMemo } from 'react';
import { useParams, useSearchParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import { FORM_LIMITS, FORM_SCOPES, type FormScope } from '@syna/contracts/form-fields';
import { formCreateSchema, formUpdateSchema, type Form } from '@syna/contracts/forms';
import { useAdminEditor } from '@/lib/forms/use-admin-editor';
import { appPaths } from '@/lib/navigation/app-paths';
import { useTenantId } from '@/lib/session/use-tenant-id';
import { AdminEditorFrame, AdminEditorPage, EditorSection } from '@/lib/ui/admin-editor-frame';
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
  const [search, setSearch] = useSearchParams();
  const tab = search.get('tab') === 'preview' ? 'preview' : 'edit';
  const saved = useMemo(() => (form ? draftFromForm(form) : emptyDraft()), [form]);
  const { draft, update, messages, setMessages, saveDraft, frame } = useAdminEditor({
    kind: 'form',
    t,
    tenantId,
    record: form,
    version: form?.version ?? null,
    saved,
    same: sameForm,
    fromSaved: draftFromForm,
    pageOf: (id) => appPaths.adminPage(tenantId, 'form', id),
  });
  const create = useCreateForm();
  const change = useUpdateForm();
  const orderTypes = useOrderTypeChoices();
  const inspectionTypes = useInspectionTypeChoices();

  const set = (changes: Partial<FormDraft>) => update((current) => ({ ...current, ...changes }));

  const save = () =>
    saveDraft({
      schema: form ? formUpdateSchema : formCreateSchema,
      body: form ? toUpdateBody(draft, form.version) : toCreateBody(draft),
      send: () =>
        form
          ? change.mutateAsync({ id: form.id, changes: toUpdateBody(draft, form.version) })
          : create.mutateAsync(toCreateBody(draft)),
      // A new form's key already taken names no field of the body; it belongs on the key.
      refusalMessages: (error) =>
        error.status === 409 && !form ? { key: error.detail ?? error.message } : undefined,
    });

  const title = draft.name.sv || (form ? form.name.sv : t('editor.newTitle'));
  const place = { path: '', messages };
  return (
    <AdminEditorFrame
      kind="form"
      t={t}
      title={title}
      archived={Boolean(form?.archived)}
      {...frame}
      onSave={() => void save()}
      actions={form && <FormRecordActions form={form} />}
    >
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
            <EditorSection title={t('editor.details')} columns>
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
            </EditorSection>
            <EditorSection title={t('editor.fields')} dense>
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
            </EditorSection>
          </Stack>
        )}
      </Box>
    </AdminEditorFrame>
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
    <AdminEditorPage kind="form" t={t} query={form} listHref={appPaths.adminPage(tenantId, 'form')}>
      {(data) => <FormEditor key={data.id} form={data} />}
    </AdminEditorPage>
  );
}
