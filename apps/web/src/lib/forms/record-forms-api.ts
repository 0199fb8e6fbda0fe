import { useMutation, useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { RecordForm } from '@syna/contracts/form-records';
import { recordFormEndpoints } from '@syna/contracts/endpoints/record-forms';
import { useTenantApi } from '@/lib/http/endpoint-hooks';

/**
 * The record whose input forms are shown: an assignment (INSPECTION forms) or one of its objects
 * (OBJECT forms). Projects, estates and orders have the same endpoints, for a later screen.
 */
export type FormRecordRef =
  { kind: 'inspection'; id: string } | { kind: 'object'; id: string; object: string };

export const recordFormKeys = {
  of: (tenantId: string, record: FormRecordRef): QueryKey =>
    record.kind === 'object'
      ? ['record-forms', tenantId, 'object', record.id, record.object]
      : ['record-forms', tenantId, 'inspection', record.id],
};

/** `GET …/forms`: the forms that apply to the record, each with the values it has (or none). */
export function useRecordForms(record: FormRecordRef) {
  const api = useTenantApi();
  return useQuery({
    queryKey: recordFormKeys.of(api.tenantId, record),
    queryFn: async ({ signal }) => {
      const options = { signal, notify: false };
      const list =
        record.kind === 'object'
          ? await api.call(
              recordFormEndpoints.objectForms,
              { params: { id: record.id, object: record.object } },
              options,
            )
          : await api.call(recordFormEndpoints.inspectionForms, { params: { id: record.id } }, options);
      return list.items;
    },
  });
}

/** `PUT …/forms/{form}`: all of the record's values of one form; a refusal is the section's to show. */
export function useWriteRecordForm(record: FormRecordRef) {
  const api = useTenantApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ form, values }: { form: string; values: Record<string, unknown> }) =>
      record.kind === 'object'
        ? api.call(
            recordFormEndpoints.writeObjectForm,
            { params: { id: record.id, object: record.object, form }, body: { values } },
            { notify: false },
          )
        : api.call(
            recordFormEndpoints.writeInspectionForm,
            { params: { id: record.id, form }, body: { values } },
            { notify: false },
          ),
    onSuccess: (saved) =>
      queryClient.setQueryData<RecordForm[]>(recordFormKeys.of(api.tenantId, record), (forms) =>
        forms?.map((one) => (one.form.id === saved.form.id ? saved : one)),
      ),
  });
}
