import type { QueryKey } from '@tanstack/react-query';
import type { RecordForm } from '@syna/contracts/form-records';
import { recordFormEndpoints as endpoints } from '@syna/contracts/endpoints/record-forms';
import type { OutboxChange, OutboxRequest } from '@/lib/offline/outbox-change';
import { registerOutboxEndpoint, type OutboxContext } from '@/lib/offline/outbox-endpoints';

// The input forms an inspector fills in the field (an assignment's and its objects') are written
// through the outbox (lib/offline): sent at once when online, kept on the device otherwise and shown
// in the form at once. Other records' forms are filled at a desk and written directly.

/** A record whose forms are filled in the field; `id` is the assignment (the outbox's scope). */
export type FieldFormRecord =
  { kind: 'inspection'; id: string } | { kind: 'object'; id: string; object: string };

/** Whether a record's forms are filled in the field, through the outbox and kept offline. */
export const isFieldRecord = (record: { kind: string }): record is FieldFormRecord =>
  record.kind === 'inspection' || record.kind === 'object';

/** The outbox's names of the field records' form writes. */
export const FORM_VALUES_ENDPOINT = {
  inspection: 'forms.inspection.write',
  object: 'forms.object.write',
} as const;

type Values = Record<string, unknown>;

/** The query key of a record's forms (record-forms-api.ts keys them by the record's parts). */
export const recordFormsKey = (tenantId: string, record: object): QueryKey => [
  'record-forms',
  tenantId,
  ...Object.values(record),
];

/** The outbox's id of a record's values of one form: a later write of them waits behind an earlier. */
export const formValuesId = (record: FieldFormRecord, formId: string): string =>
  `forms:${record.kind === 'object' ? record.object : record.id}:${formId}`;

/** The write of a record's values of one form, as the outbox keeps it. */
export function formValuesChange(record: FieldFormRecord, formId: string, values: Values): OutboxRequest {
  const params: Record<string, string> = { id: record.id, form: formId };
  if (record.kind === 'object') params.object = record.object;
  return {
    endpoint: FORM_VALUES_ENDPOINT[record.kind],
    params,
    body: { values },
    baseVersion: null,
    writes: [formValuesId(record, formId)],
    // An object made offline is on the server before its forms' values are.
    needs: record.kind === 'object' ? [record.object] : [],
    scope: record.id,
  };
}

/** The record a form write of the outbox belongs to. */
function recordOf(change: Pick<OutboxChange, 'endpoint' | 'params'>): FieldFormRecord | null {
  const { id = '', object } = change.params;
  if (change.endpoint === FORM_VALUES_ENDPOINT.inspection) return { kind: 'inspection', id };
  if (change.endpoint === FORM_VALUES_ENDPOINT.object && object) return { kind: 'object', id, object };
  return null;
}

const sameRecord = (first: FieldFormRecord, second: FieldFormRecord) =>
  first.kind === second.kind && formValuesId(first, '') === formValuesId(second, '');

/** A record's forms with one form's values as stored by `saved`. */
export function withStored(forms: RecordForm[], saved: RecordForm): RecordForm[];
export function withStored(forms: RecordForm[] | undefined, saved: RecordForm): RecordForm[] | undefined;
export function withStored(forms: RecordForm[] | undefined, saved: RecordForm) {
  return forms?.map((item) => (item.form.id === saved.form.id ? saved : item));
}

/**
 * A record's forms with its writes still in the outbox shown as stored: the values as written, with
 * the form's current fields (the server checks them against that version when they are sent).
 */
export function withWaitingValues(
  forms: RecordForm[],
  record: FieldFormRecord,
  changes: readonly OutboxChange[],
): RecordForm[] {
  return changes.reduce((list, change) => {
    const of = recordOf(change);
    const item = list.find((candidate) => candidate.form.id === change.params.form);
    if (!of || !item || !sameRecord(of, record)) return list;
    const values = (change.body as { values: Values }).values;
    return withStored(list, {
      form: item.form,
      stored: {
        version: item.form.version,
        fields: item.form.fields,
        values,
        updatedAt: change.created,
        // Not on the server yet: nobody has written it there.
        updatedBy: null,
      },
    });
  }, forms);
}

/** The server's answer of a form write sent from the outbox, in the record's cached forms. */
function applyAnswer(answer: unknown, change: OutboxChange, { tenantId, queryClient }: OutboxContext) {
  const record = recordOf(change);
  if (record)
    queryClient.setQueryData<RecordForm[]>(recordFormsKey(tenantId, record), (forms) =>
      withStored(forms, answer as RecordForm),
    );
}

/** A write given up: the record's forms are fetched again, as the server has them. */
function refetch(change: OutboxChange, { tenantId, queryClient }: OutboxContext) {
  const record = recordOf(change);
  if (record) void queryClient.invalidateQueries({ queryKey: recordFormsKey(tenantId, record) });
}

registerOutboxEndpoint(FORM_VALUES_ENDPOINT.inspection, {
  endpoint: endpoints.writeInspectionForm,
  onSent: applyAnswer,
  onDiscarded: refetch,
});
registerOutboxEndpoint(FORM_VALUES_ENDPOINT.object, {
  endpoint: endpoints.writeObjectForm,
  onSent: applyAnswer,
  onDiscarded: refetch,
});
