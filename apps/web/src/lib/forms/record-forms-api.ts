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

/** How one record's forms are read and written: its two endpoints with its parameters. */
interface RecordFormCalls {
  list(api: TenantApi, signal: AbortSignal): Promise<{ items: RecordForm[] }>;
  write(api: TenantApi, form: string, values: Values): Promise<RecordForm>;
}

/** A refusal is the section's to show on its fields, so none of these raise the red snackbar. */
const quiet = (signal?: AbortSignal) => ({ signal, notify: false });

function callsOf(record: FormRecordRef): RecordFormCalls {
  switch (record.kind) {
    case 'inspection': {
      const params = { id: record.id };
      return {
        list: (api, signal) => api.call(endpoints.inspectionForms, { params }, quiet(signal)),
        write: (api, form, values) =>
          api.call(endpoints.writeInspectionForm, { params: { ...params, form }, body: { values } }, quiet()),
      };
    }
    case 'object': {
      const params = { id: record.id, object: record.object };
      return {
        list: (api, signal) => api.call(endpoints.objectForms, { params }, quiet(signal)),
        write: (api, form, values) =>
          api.call(endpoints.writeObjectForm, { params: { ...params, form }, body: { values } }, quiet()),
      };
    }
    case 'project': {
      const params = { id: record.id };
      return {
        list: (api, signal) => api.call(endpoints.projectForms, { params }, quiet(signal)),
        write: (api, form, values) =>
          api.call(endpoints.writeProjectForm, { params: { ...params, form }, body: { values } }, quiet()),
      };
    }
    case 'estate': {
      const params = { id: record.id, estate: record.estate };
      return {
        list: (api, signal) => api.call(endpoints.estateForms, { params }, quiet(signal)),
        write: (api, form, values) =>
          api.call(endpoints.writeEstateForm, { params: { ...params, form }, body: { values } }, quiet()),
      };
    }
    case 'order': {
      const params = { id: record.id };
      return {
        list: (api, signal) => api.call(endpoints.orderForms, { params }, quiet(signal)),
        write: (api, form, values) =>
          api.call(endpoints.writeOrderForm, { params: { ...params, form }, body: { values } }, quiet()),
      };
    }
  }
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
