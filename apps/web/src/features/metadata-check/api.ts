import { useMutation, useQueryClient } from '@tanstack/react-query';
import { blueprintEndpoints } from '@syna/contracts/endpoints/blueprints';
import { formEndpoints } from '@syna/contracts/endpoints/forms';
import { metadataCheckEndpoints } from '@syna/contracts/endpoints/metadata-check';
import type { MetadataCheckFinding } from '@syna/contracts/metadata-check';
import type { TenantApi } from '@/lib/http/endpoint-client';
import { useTenantApi, useTenantQuery } from '@/lib/http/endpoint-hooks';

export const metadataCheckKeys = {
  list: (tenantId: string) => ['metadata-check', tenantId] as const,
};

/** The findings of the metadata check, in the order the server lists them. */
export const useMetadataCheck = () =>
  useTenantQuery({
    key: metadataCheckKeys.list,
    endpoint: metadataCheckEndpoints.list,
    request: {},
    pick: (response) => response.items,
  });

/** The ids of a finding's involved records of one type. */
const involvedIds = (finding: MetadataCheckFinding, type: MetadataCheckFinding['involved'][number]['type']) =>
  new Set(finding.involved.filter((record) => record.type === type).map((record) => record.id));

/** Takes a form's archived types out of it, through the form's own change (with the version read). */
async function removeFromForm(api: TenantApi, finding: MetadataCheckFinding, id: string) {
  const form = await api.call(formEndpoints.get, { params: { id } });
  const inspectionTypes = involvedIds(finding, 'inspectionType');
  const orderTypes = involvedIds(finding, 'orderType');
  await api.call(formEndpoints.update, {
    params: { id },
    body: {
      inspectionTypeIds: form.inspectionTypeIds.filter((typeId) => !inspectionTypes.has(typeId)),
      orderTypeIds: form.orderTypeIds.filter((typeId) => !orderTypes.has(typeId)),
      version: form.version,
    },
  });
}

/** Takes a blueprint's archived forms, or its template remarks' archived grades, out of it. */
async function removeFromBlueprint(api: TenantApi, finding: MetadataCheckFinding, id: string) {
  const blueprint = await api.call(blueprintEndpoints.get, { params: { id } });
  const forms = involvedIds(finding, 'form');
  const grades = involvedIds(finding, 'remarkGrade');
  await api.call(blueprintEndpoints.update, {
    params: { id },
    body: {
      formIds: blueprint.formIds.filter((formId) => !forms.has(formId)),
      objects: blueprint.objects.map((object) => ({
        ...object,
        remarks: object.remarks.map((remark) => ({
          ...remark,
          gradeId: remark.gradeId !== null && grades.has(remark.gradeId) ? null : remark.gradeId,
        })),
      })),
    },
  });
}

/**
 * A finding's `removeReferences` fix: the subject (a form or a blueprint) read and saved again
 * without the archived records, through its own endpoints; then the check is asked again, and the
 * pages of forms and blueprints read theirs anew.
 */
export function useRemoveReferences() {
  const api = useTenantApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (finding: MetadataCheckFinding) => {
      const { type, id } = finding.subject;
      if (id === null) return;
      if (type === 'form') await removeFromForm(api, finding, id);
      if (type === 'blueprint') await removeFromBlueprint(api, finding, id);
    },
    onSuccess: () =>
      Promise.all(
        [metadataCheckKeys.list(api.tenantId), ['forms', api.tenantId], ['blueprints', api.tenantId]].map(
          (queryKey) => queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}
