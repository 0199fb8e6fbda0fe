import { useMutation, useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { RecordForm } from '@syna/contracts/form-records';
import { recordFormEndpoints as endpoints } from '@syna/contracts/endpoints/record-forms';
import type { TenantApi } from '@/lib/http/endpoint-client';
import { useTenantApi } from '@/lib/http/endpoint-hooks';
import { asWaiting } from '@/lib/offline/outbox-change';
import { useOffline } from '@/lib/offline/offline-holder';
import type { SyncRunner } from '@/lib/offline/sync-runner';
import { OFFLINE_QUERY_META } from '@/lib/pwa/offline-queries';
import {
  formValuesChange,
  isFieldRecord,
  recordFormsKey,
  withStored,
  withWaitingValues,
} from './offline-form-values';

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
  of: (tenantId: string, record: FormRecordRef): QueryKey => recordFormsKey(tenantId, record),
  /** Which records of the list the record stands in have forms (`id`: the assignment or project). */
  listOf: (tenantId: string, record: Pick<ListedFormRecordRef, 'kind' | 'id'>): QueryKey => [
    'record-forms',
    tenantId,
    `${record.kind}-list`,
    record.id,
  ],
};

/**
 * `GET …/forms`: the forms that apply to the record, each with the values it has (or none); a
 * field record's with its writes still in the outbox shown on top, kept for work offline.
 */
export function useRecordForms(record: FormRecordRef) {
  return useQuery(recordFormsQuery(useTenantApi(), useOffline()?.runner, record));
}

/** The record's forms as the section reads them and an assignment's offline copy keeps them. */
export const recordFormsQuery = (api: TenantApi, runner: SyncRunner | undefined, record: FormRecordRef) => ({
  queryKey: recordFormKeys.of(api.tenantId, record),
  queryFn: async ({ signal }: { signal: AbortSignal }) => {
    const { items } = await callsOf(record).list(api, signal);
    if (!isFieldRecord(record) || !runner) return items;
    return withWaitingValues(items, record, await runner.pending(record.id));
  },
  meta: isFieldRecord(record) ? OFFLINE_QUERY_META : undefined,
});

/**
 * Whether the record has forms to show, asked once for the whole list it stands in (every card of
 * the list shares the one answer): `undefined` until known.
 */
export function useHasRecordForms(record: ListedFormRecordRef): boolean | undefined {
  const list = useQuery(recordsWithFormsQuery(useTenantApi(), record));
  // Without the answer the forms are offered as before, rather than kept out of reach.
  if (list.isError) return true;
  if (!list.data) return undefined;
  const own = record.kind === 'object' ? record.object : record.estate;
  return list.data.every || list.data.withValues.includes(own);
}

/** Which records of the list `record` stands in have forms; an assignment's objects' kept offline. */
export const recordsWithFormsQuery = (api: TenantApi, record: Pick<ListedFormRecordRef, 'kind' | 'id'>) => ({
  queryKey: recordFormKeys.listOf(api.tenantId, record),
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    api.call(
      record.kind === 'object' ? endpoints.objectsWithForms : endpoints.estatesWithForms,
      { params: { id: record.id } },
      quiet(signal),
    ),
  meta: record.kind === 'object' ? OFFLINE_QUERY_META : undefined,
});

/**
 * `PUT …/forms/{form}`: all of the record's values of one form. A field record's go through the
 * outbox: kept on the device without a network and shown as written until sent.
 */
export function useWriteRecordForm(record: FormRecordRef) {
  const api = useTenantApi();
  const runner = useOffline()?.runner;
  const queryClient = useQueryClient();
  const key = recordFormKeys.of(api.tenantId, record);
  return useMutation({
    // Kept in the outbox without a network, not paused until there is one.
    networkMode: 'always',
    mutationFn: async ({
      form,
      values,
    }: {
      form: string;
      values: Values;
    }): Promise<RecordForm[] | undefined> => {
      if (!isFieldRecord(record) || !runner) {
        const saved = await callsOf(record).write(api, form, values);
        return withStored(queryClient.getQueryData<RecordForm[]>(key), saved);
      }
      const change = formValuesChange(record, form, values);
      const result = await runner.submit<RecordForm>(change, undefined, quiet());
      const forms = queryClient.getQueryData<RecordForm[]>(key);
      if (!result.queued) return withStored(forms, result.answer);
      return forms && withWaitingValues(forms, record, [asWaiting(change)]);
    },
    onSuccess: (forms) => queryClient.setQueryData(key, forms),
  });
}
