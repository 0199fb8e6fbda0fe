import { useMemo } from 'react';
import { useParams } from 'react-router';
import Autocomplete from '@mui/material/Autocomplete';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { BLUEPRINT_LIMITS, blueprintCreateSchema, type Blueprint } from '@syna/contracts/blueprints';
import type { FormSummary } from '@syna/contracts/forms';
import type { FieldMessages } from '@/lib/forms/field-messages';
import { useAdminEditor } from '@/lib/forms/use-admin-editor';
import { appPaths } from '@/lib/navigation/app-paths';
import { useTenantId } from '@/lib/session/use-tenant-id';
import { AdminEditorFrame, AdminEditorPage, EditorSection } from '@/lib/ui/admin-editor-frame';
import { useLookupLabel } from '@/lib/i18n/lookup-label';
import {
  useBlueprint,
  useCreateBlueprint,
  useFormChoices,
  useGradeChoices,
  useTypeChoices,
  useUpdateBlueprint,
} from '@/features/blueprints/api';
import {
  draftFromBlueprint,
  emptyDraft,
  sameBlueprint,
  toBody,
  type BlueprintDraft,
} from '@/features/blueprints/blueprint-draft';
import { useBlueprintTexts } from '@/features/blueprints/texts';
import { BlueprintRecordActions } from './blueprint-record-actions';
import { ObjectList } from './blueprint-objects';

/** The scopes of the forms a blueprint may name (the server refuses others). */
const BLUEPRINT_FORM_SCOPES: readonly FormSummary['scope'][] = ['INSPECTION', 'OBJECT'];

/** The first message of a list's items (`formIds.2`), to show on the one input that chooses them. */
const firstOf = (messages: FieldMessages, list: string) =>
  messages[list] ?? Object.entries(messages).find(([path]) => path.startsWith(`${list}.`))?.[1];

/** A form as the chooser shows it. */
interface FormOption {
  id: string;
  label: string;
}

/** The forms a blueprint may name, by name; a chosen one no longer offered stays shown (by its id when unknown). */
function FormChooser({
  value,
  onChange,
  error,
}: {
  value: string[];
  onChange(ids: string[]): void;
  error?: string;
}) {
  const { t, language } = useBlueprintTexts();
  const forms = useFormChoices();
  const all = forms.data ?? [];
  const optionOf = (form: FormSummary): FormOption => {
    const name = (language === 'en' && form.name.en) || form.name.sv;
    return { id: form.id, label: form.archived ? t('editor.archivedForm', { name }) : name };
  };
  const byId = new Map(all.map((form) => [form.id, optionOf(form)]));
  const offered = all
    .filter((form) => !form.archived && BLUEPRINT_FORM_SCOPES.includes(form.scope))
    .map(optionOf);
  const chosen = value.map((id) => byId.get(id) ?? { id, label: id });
  return (
    <Autocomplete<FormOption, true>
      multiple
      size="small"
      options={offered}
      value={chosen}
      isOptionEqualToValue={(option, other) => option.id === other.id}
      getOptionLabel={(option) => option.label}
      onChange={(_event, next) => onChange(next.map((option) => option.id))}
      renderInput={(params) => (
        <TextField
          {...params}
          label={t('editor.forms')}
          error={Boolean(error)}
          helperText={error ?? t('editor.formsHelp')}
          slotProps={{ htmlInput: { ...params.inputProps, 'data-testid': 'blueprint-forms' } }}
        />
      )}
    />
  );
}

function BlueprintEditor({ blueprint }: { blueprint: Blueprint | null }) {
  const { t } = useBlueprintTexts();
  const label = useLookupLabel();
  const tenantId = useTenantId();
  const saved = useMemo(() => (blueprint ? draftFromBlueprint(blueprint) : emptyDraft()), [blueprint]);
  const { draft, update, messages, setMessages, saveDraft, frame } = useAdminEditor({
    kind: 'blueprint',
    t,
    tenantId,
    record: blueprint,
    version: blueprint?.updatedAt ?? null,
    saved,
    same: sameBlueprint,
    fromSaved: draftFromBlueprint,
    pageOf: (id) => appPaths.adminPage(tenantId, 'inspectionTemplate', id),
  });
  const create = useCreateBlueprint();
  const change = useUpdateBlueprint();
  const types = useTypeChoices();
  const grades = useGradeChoices();
  const set = (changes: Partial<BlueprintDraft>) => update((current) => ({ ...current, ...changes }));
  const typeOptions = (types.data ?? []).filter((type) => !type.archived || type.id === draft.typeId);

  const save = () => {
    const body = toBody(draft);
    return saveDraft({
      schema: blueprintCreateSchema,
      body,
      send: () =>
        blueprint ? change.mutateAsync({ id: blueprint.id, changes: body }) : create.mutateAsync(body),
    });
  };

  const title = draft.name.sv || (blueprint ? blueprint.name.sv : t('editor.newTitle'));
  const textField = (name: 'sv' | 'en', label: string) => (
    <TextField
      label={label}
      value={draft.name[name]}
      onChange={(event) => set({ name: { ...draft.name, [name]: event.target.value } })}
      required={name === 'sv'}
      size="small"
      error={Boolean(messages[`name.${name}`])}
      helperText={messages[`name.${name}`]}
      slotProps={{ htmlInput: { maxLength: BLUEPRINT_LIMITS.name, 'data-testid': `blueprint-name-${name}` } }}
    />
  );
  return (
    <AdminEditorFrame
      kind="blueprint"
      t={t}
      title={title}
      archived={Boolean(blueprint?.archived)}
      {...frame}
      onSave={() => void save()}
      actions={blueprint && <BlueprintRecordActions blueprint={blueprint} />}
    >
      <EditorSection title={t('editor.details')} columns>
        {textField('sv', t('editor.nameSv'))}
        {textField('en', t('editor.nameEn'))}
        <TextField
          select
          label={t('editor.type')}
          value={typeOptions.some((type) => type.id === draft.typeId) ? draft.typeId : ''}
          onChange={(event) => set({ typeId: event.target.value })}
          required
          size="small"
          error={Boolean(messages.typeId)}
          helperText={messages.typeId ?? t('editor.typeHelp')}
          slotProps={{ htmlInput: { 'data-testid': 'blueprint-type' } }}
        >
          {typeOptions.map((type) => (
            <MenuItem key={type.id} value={type.id}>
              {type.archived ? t('editor.archivedType', { name: label(type) }) : label(type)}
            </MenuItem>
          ))}
        </TextField>
        <FormChooser
          value={draft.formIds}
          onChange={(formIds) => set({ formIds })}
          error={firstOf(messages, 'formIds')}
        />
      </EditorSection>
      <EditorSection title={t('editor.objects')} dense>
        <ObjectList
          objects={draft.objects}
          onChange={(objects) => set({ objects })}
          onReorder={() => setMessages({})}
          messages={messages}
          grades={grades.data ?? []}
        />
      </EditorSection>
    </AdminEditorFrame>
  );
}

/** `/:tenant/admin/inspection-template/new`: a new inspection blueprint. */
export function BlueprintCreatePage() {
  return <BlueprintEditor blueprint={null} />;
}

/** `/:tenant/admin/inspection-template/:id`: one blueprint, to change, archive or delete. */
export function BlueprintEditorPage() {
  const { t } = useBlueprintTexts();
  const tenantId = useTenantId();
  const { id = '' } = useParams();
  const blueprint = useBlueprint(id);
  return (
    <AdminEditorPage
      kind="blueprint"
      t={t}
      query={blueprint}
      listHref={appPaths.adminPage(tenantId, 'inspectionTemplate')}
    >
      {(data) => <BlueprintEditor key={data.id} blueprint={data} />}
    </AdminEditorPage>
  );
}
