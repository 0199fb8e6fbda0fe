import {
  FORM_KEY_PATTERN,
  FORM_LIMITS,
  type FormColumn,
  type FormDataType,
  type FormField,
  type FormScope,
} from '@syna/contracts/form-fields';
import type { Form, FormCreateInput, FormUpdateInput } from '@syna/contracts/forms';
import {
  momentFromInput,
  momentToInput,
  numberFromInput,
  numberToInput,
} from '@/lib/forms/form-value-inputs';

/**
 * A form definition as the editor holds it: every limit and default as the text its input shows,
 * each field, choice and column with an id of the editor's own (its place in the list may change),
 * and whether its key is still the editor's to suggest. `toFormBody` turns it into the contract's input.
 */

export interface DraftText {
  sv: string;
  en: string;
}

export interface DraftChoice {
  uid: string;
  key: string;
  /** Saved keys never change; a new choice's key follows its label until typed over. */
  keyLocked: boolean;
  keyTyped: boolean;
  label: DraftText;
}

export interface DraftField {
  uid: string;
  key: string;
  keyLocked: boolean;
  keyTyped: boolean;
  label: DraftText;
  help: DraftText;
  type: FormDataType;
  required: boolean;
  min: string;
  max: string;
  maxLength: string;
  multiline: boolean;
  decimals: string;
  maxRows: string;
  /** TEXT, numbers, DATE, DATETIME (`datetime-local`), SINGLE (a choice key), BOOLEAN (`true`/`false`). */
  default: string;
  /** MULTIPLE's default choices. */
  defaultChoices: string[];
  choices: DraftChoice[];
  /** TABLE's columns (a column has no columns of its own). */
  columns: DraftField[];
}

export interface FormDraft {
  key: string;
  keyTyped: boolean;
  name: DraftText;
  scope: FormScope;
  orderTypeIds: string[];
  inspectionTypeIds: string[];
  fields: DraftField[];
}

const newUid = () => crypto.randomUUID();

const ASCII: Record<string, string> = { å: 'a', ä: 'a', ö: 'o', é: 'e', ü: 'u' };

/** A key suggested from a label: `Byggnadsår` → `byggnadsar`, `Antal rum (st)` → `antal_rum_st`. */
export function suggestKey(label: string): string {
  const key = label
    .toLowerCase()
    .replace(/[åäöéü]/g, (letter) => ASCII[letter] ?? letter)
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^[^a-z]+/, '')
    .replace(/_+$/, '')
    .slice(0, FORM_LIMITS.key)
    .replace(/_+$/, '');
  return FORM_KEY_PATTERN.test(key) ? key : '';
}

/** A key not among `taken`: `key`, else `key_2`, `key_3` … */
export function uniqueKey(key: string, taken: readonly string[]): string {
  if (!key || !taken.includes(key)) return key;
  for (let index = 2; ; index += 1) {
    const candidate = `${key.slice(0, FORM_LIMITS.key - String(index).length - 1)}_${index}`;
    if (!taken.includes(candidate)) return candidate;
  }
}

export const emptyText = (): DraftText => ({ sv: '', en: '' });

export function newChoice(): DraftChoice {
  return { uid: newUid(), key: '', keyLocked: false, keyTyped: false, label: emptyText() };
}

export function newField(type: FormDataType = 'TEXT'): DraftField {
  return {
    uid: newUid(),
    key: '',
    keyLocked: false,
    keyTyped: false,
    label: emptyText(),
    help: emptyText(),
    type,
    required: false,
    min: '',
    max: '',
    maxLength: '',
    multiline: false,
    decimals: '2',
    maxRows: '',
    default: '',
    defaultChoices: [],
    choices: type === 'SINGLE' || type === 'MULTIPLE' ? [newChoice()] : [],
    columns: type === 'TABLE' ? [newField('TEXT')] : [],
  };
}

/** A field changed to another data type: what both types share is kept, the rest starts afresh. */
export function withType(field: DraftField, type: FormDataType): DraftField {
  if (field.type === type) return field;
  const fresh = newField(type);
  const choices = field.choices.length > 0 ? field.choices : fresh.choices;
  const columns = field.columns.length > 0 ? field.columns : fresh.columns;
  return {
    ...fresh,
    uid: field.uid,
    key: field.key,
    keyLocked: field.keyLocked,
    keyTyped: field.keyTyped,
    label: field.label,
    help: field.help,
    required: field.required,
    choices: type === 'SINGLE' || type === 'MULTIPLE' ? choices : [],
    columns: type === 'TABLE' ? columns : [],
  };
}

/** A field's label typed: its key follows while it is new and its key has not been typed. */
export function withLabel(field: DraftField, sv: string, siblings: readonly string[]): DraftField {
  const follows = !field.keyLocked && !field.keyTyped;
  return {
    ...field,
    label: { ...field.label, sv },
    key: follows ? uniqueKey(suggestKey(sv), siblings) : field.key,
  };
}

export function withChoiceLabel(choice: DraftChoice, sv: string, siblings: readonly string[]): DraftChoice {
  const follows = !choice.keyLocked && !choice.keyTyped;
  return {
    ...choice,
    label: { ...choice.label, sv },
    key: follows ? uniqueKey(suggestKey(sv), siblings) : choice.key,
  };
}

const text = (value: { sv: string; en: string | null } | null): DraftText => ({
  sv: value?.sv ?? '',
  en: value?.en ?? '',
});

function fieldFromSaved(field: FormField | FormColumn): DraftField {
  const draft = newField(field.type);
  const limits: Partial<DraftField> = {};
  if ('min' in field) {
    const bound = field.type === 'DATETIME' ? momentToInput : numberToInput;
    limits.min = bound(field.min);
    limits.max = bound(field.max);
  }
  if (field.type === 'TEXT') {
    limits.maxLength = String(field.maxLength);
    limits.multiline = field.multiline;
  }
  if (field.type === 'DECIMAL') limits.decimals = String(field.decimals);
  if (field.type === 'TABLE') limits.maxRows = String(field.maxRows);
  const saved = field.default;
  return {
    ...draft,
    ...limits,
    key: field.key,
    keyLocked: true,
    label: text(field.label),
    help: text(field.help),
    required: field.required,
    default:
      field.type === 'DATETIME'
        ? momentToInput(saved)
        : typeof saved === 'boolean' || typeof saved === 'number' || typeof saved === 'string'
          ? String(saved)
          : '',
    defaultChoices: Array.isArray(saved) ? saved.filter((item) => typeof item === 'string') : [],
    choices:
      'choices' in field
        ? field.choices.map((choice) => ({
            uid: newUid(),
            key: choice.key,
            keyLocked: true,
            keyTyped: false,
            label: text(choice.label),
          }))
        : [],
    columns: 'columns' in field ? field.columns.map(fieldFromSaved) : [],
  };
}

/** The editor's draft of a saved form. */
export function draftFromForm(form: Form): FormDraft {
  return {
    key: form.key,
    keyTyped: true,
    name: text(form.name),
    scope: form.scope,
    orderTypeIds: form.orderTypeIds,
    inspectionTypeIds: form.inspectionTypeIds,
    fields: form.fields.map(fieldFromSaved),
  };
}

/** A new form's draft: an assignment's form with no fields yet. */
export function emptyDraft(): FormDraft {
  return {
    key: '',
    keyTyped: false,
    name: emptyText(),
    scope: 'INSPECTION',
    orderTypeIds: [],
    inspectionTypeIds: [],
    fields: [],
  };
}

const orNull = (value: string) => (value.trim() === '' ? null : value.trim());
const translated = (value: DraftText) => ({ sv: value.sv, en: orNull(value.en) });
/** A whole number typed for a limit; blank leaves the contract's default. */
const limit = (value: string) => {
  const number = numberFromInput(value);
  return number === null ? undefined : number;
};

/** A field of the draft as the contract takes it (the contract checks it; this only converts). */
export function toFieldInput(field: DraftField): Record<string, unknown> {
  const common = {
    key: field.key,
    label: translated(field.label),
    help: field.help.sv.trim() || field.help.en.trim() ? translated(field.help) : null,
    required: field.required,
    type: field.type,
  };
  switch (field.type) {
    case 'TEXT':
      return {
        ...common,
        maxLength: limit(field.maxLength),
        multiline: field.multiline,
        default: field.default === '' ? null : field.default,
      };
    case 'INTEGER':
    case 'DECIMAL':
      return {
        ...common,
        min: numberFromInput(field.min),
        max: numberFromInput(field.max),
        default: numberFromInput(field.default),
        ...(field.type === 'DECIMAL' ? { decimals: limit(field.decimals) } : {}),
      };
    case 'BOOLEAN':
      return { ...common, default: field.default === '' ? null : field.default === 'true' };
    case 'DATE':
      return { ...common, min: orNull(field.min), max: orNull(field.max), default: orNull(field.default) };
    case 'DATETIME':
      return {
        ...common,
        min: momentFromInput(field.min),
        max: momentFromInput(field.max),
        default: momentFromInput(field.default),
      };
    case 'SINGLE':
    case 'MULTIPLE':
      return {
        ...common,
        choices: field.choices.map((choice) => ({ key: choice.key, label: translated(choice.label) })),
        default:
          field.type === 'SINGLE'
            ? orNull(field.default)
            : field.defaultChoices.length > 0
              ? field.defaultChoices
              : null,
      };
    case 'TABLE':
      return { ...common, maxRows: limit(field.maxRows), columns: field.columns.map(toFieldInput) };
  }
}

/** A new form as `POST /admin/forms` takes it. */
export function toCreateBody(draft: FormDraft): FormCreateInput {
  return {
    key: draft.key,
    name: translated(draft.name),
    scope: draft.scope,
    orderTypeIds: draft.orderTypeIds,
    inspectionTypeIds: draft.inspectionTypeIds,
    fields: draft.fields.map(toFieldInput) as FormCreateInput['fields'],
  };
}

/** A change of a form as `PUT /admin/forms/{id}` takes it, made on `version`. */
export function toUpdateBody(draft: FormDraft, version: number): FormUpdateInput {
  const { key: _key, ...body } = toCreateBody(draft);
  return { ...body, version };
}

/** Whether two drafts would save the same form (the editor's own ids aside). */
export const sameForm = (one: FormDraft, other: FormDraft) =>
  JSON.stringify(toCreateBody(one)) === JSON.stringify(toCreateBody(other));

/** The keys of the draft's fields but one: what a new key must not repeat. */
export const otherKeys = (items: readonly { uid: string; key: string }[], uid: string) =>
  items.filter((item) => item.uid !== uid).map((item) => item.key);
