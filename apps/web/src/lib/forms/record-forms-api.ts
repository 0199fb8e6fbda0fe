import { useMutation, useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { RecordForm } from '@syna/contracts/form-records';
import { recordFormEndpoints as endpoints } from '@syna/contracts/endpoints/record-forms';
import type { TenantApi } from '@/lib/http/endpoint-client';
import { useTenantApi } from '@/lib/http/endpoint-hooks';

/** The record whose input forms are shown, one kind per form scope. */
export type FormRecordRef =
  | { kind: 'inspection'; id: string }
  | { kind: 'object'; id: string; object: string }
  | { kind: 'project'; id: string }
  | { kind: 'estate'; id: string; estate: string }
  | { kind: 'order'; id: string };

type Values = Record<string, unknown>;

/** Each kind of record's two endpoints: its forms, and its values of one form. */
const ENDPOINTS = {
  inspection: { list: endpoints.inspectionForms, write: endpoints.writeInspectionForm },
  object: { list: endpoints.objectForms, write: endpoints.writeObjectForm },
  project: { list: endpoints.projectForms, write: endpoints.writeProjectForm },
  estate: { list: endpoints.estateForms, write: endpoints.writeEstateForm },
  order: { list: endpoints.orderForms, write: endpoints.writeOrderForm },
} as const;

/** A refusal is the section's to show on its fields, so none of these raise the red snackbar. */
const quiet = (signal?: AbortSignal) => ({ signal, notify: false });

/**
 * The record's forms, read and written with its kind's endpoints; the reference past its kind is
 * the endpoints' own parameters.
 */
function callsOf(record: FormRecordRef) {
  const { kind, ...params } = record;
  // The kinds' parameters differ in shape, which the reference's union already ties to its kind.
  const { list, write } = ENDPOINTS[kind] as (typeof ENDPOINTS)['estate'];
  const at = params as { id: string; estate: string };
  return {
    list: (api: TenantApi, signal: AbortSignal) => api.call(list, { params: at }, quiet(signal)),
    write: (api: TenantApi, form: string, values: Values) =>
      api.call(write, { params: { ...at, form }, body: { values } }, quiet()),
  };
}

/** A record that stands in a list of its kind (an assignment's objects, a project's estates). */
export type ListedFormRecordRef = Extract<FormRecordRef, { kind: 'object' | 'estate' }>;

export const recordFormKeys = {
  of: (tenantId: string, record: FormRecordRef): QueryKey => [
    'record-forms',
    tenantId,
    ...Object.values(record),
  ],
  /** Which records of the list the record stands in have forms (`id`: the assignment or project). */
  listOf: (tenantId: string, record: ListedFormRecordRef): QueryKey => [
    'record-forms',
    tenantId,
    `${record.kind}-list`,
    record.id,
  ],
};

/** `GET …/forms`: the forms that apply to the record, each with the values it has (or none). */
export function useRecordForms(record: FormRecordRef) {
  const api = useTenantApi();
  return useQuery({
    queryKey: recordFormKeys.of(api.tenantId, record),
    queryFn: async ({ signal }) => (await callsOf(record).list(api, signal)).items,
  });
}

/**
 * Whether the record has forms to show, asked once for the whole list it stands in (every card of
 * the list shares the one answer): `undefined` until known.
 */
export function useHasRecordForms(record: ListedFormRecordRef): boolean | undefined {
  const api = useTenantApi();
  const list = useQuery({
    queryKey: recordFormKeys.listOf(api.tenantId, record),
    queryFn: ({ signal }) =>
      api.call(
        record.kind === 'object' ? endpoints.objectsWithForms : endpoints.estatesWithForms,
        { params: { id: record.id } },
        quiet(signal),
      ),
  });
  // Without the answer the forms are offered as before, rather than kept out of reach.
  if (list.isError) return true;
  if (!list.data) return undefined;
  const own = record.kind === 'object' ? record.object : record.estate;
  return list.data.every || list.data.withValues.includes(own);
}

/** `PUT …/forms/{form}`: all of the record's values of one form. */
export function useWriteRecordForm(record: FormRecordRef) {
  const api = useTenantApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ form, values }: { form: string; values: Values }) =>
      callsOf(record).write(api, form, values),
    onSuccess: (saved) =>
      queryClient.setQueryData<RecordForm[]>(recordFormKeys.of(api.tenantId, record), (forms) =>
        forms?.map((one) => (one.form.id === saved.form.id ? saved : one)),
      ),
  });
}
