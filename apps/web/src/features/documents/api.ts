import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BaseTemplate, BaseTemplateKey, DocumentTemplate } from '@syna/contracts/document-templates';
import { baseTemplateEndpoints, documentTemplateEndpoints } from '@syna/contracts/endpoints/documents';
import { downloadEndpoint, uploadEndpoint } from '@/lib/http/endpoint-client';
import { useTenantMutation, useTenantQuery } from '@/lib/http/endpoint-hooks';
import { saveFile } from '@/lib/download/save-file';
import { useTenantId } from '@/lib/session/use-tenant-id';

const templatesKey = (tenantId: string) => ['documents', tenantId, 'templates'] as const;
const baseTemplatesKey = (tenantId: string) => ['documents', tenantId, 'base-templates'] as const;

/** `GET /documents/templates`: the firm's templates, by name. */
export const useDocumentTemplates = () =>
  useTenantQuery({
    key: templatesKey,
    endpoint: documentTemplateEndpoints.list,
    request: (tenant) => ({ params: { tenant } }),
    pick: (response) => response.items,
  });

/**
 * Uploads a template: a new one, or (with `replacing`) a new file for an existing one. A refusal
 * is shown by the page with every reason, so the shell's snackbar stays quiet.
 */
export function useUploadTemplate() {
  const tenantId = useTenantId();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ file, replacing }: { file: File; replacing?: DocumentTemplate }) =>
      replacing
        ? uploadEndpoint(
            documentTemplateEndpoints.replace,
            { params: { tenant: tenantId, id: replacing.id }, body: { name: replacing.name }, file },
            { notify: false },
          )
        : uploadEndpoint(
            documentTemplateEndpoints.create,
            { params: { tenant: tenantId }, body: {}, file },
            { notify: false },
          ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: templatesKey(tenantId) }),
  });
}

/** `DELETE /documents/templates/{id}`. */
export const useDeleteTemplate = () =>
  useTenantMutation({
    endpoint: documentTemplateEndpoints.remove,
    request: (tenant, id: string) => ({ params: { tenant, id } }),
    onSuccess: (_nothing, _id, { tenantId, queryClient }) =>
      queryClient.invalidateQueries({ queryKey: templatesKey(tenantId) }),
  });

/** `GET /documents/templates/{id}`: hands the .docx to the browser's download, under its name. */
export async function downloadTemplate(tenantId: string, template: DocumentTemplate) {
  const { blob, filename } = await downloadEndpoint(documentTemplateEndpoints.download, {
    params: { tenant: tenantId, id: template.id },
  });
  saveFile(blob, filename ?? template.filename);
}

/** `GET /documents/base-templates`: the templates the product ships. They never change while the app runs. */
export const useBaseTemplates = () =>
  useTenantQuery({
    key: baseTemplatesKey,
    endpoint: baseTemplateEndpoints.list,
    request: (tenant) => ({ params: { tenant } }),
    pick: (response) => response.items,
    staleTime: Infinity,
  });

/** `POST /documents/base-templates/{key}/copy`: the copy joins the firm's templates. */
export const useCopyBaseTemplate = () =>
  useTenantMutation({
    endpoint: baseTemplateEndpoints.copy,
    request: (tenant, key: BaseTemplateKey) => ({ params: { tenant, key } }),
    onSuccess: (_copy, _key, { tenantId, queryClient }) =>
      queryClient.invalidateQueries({ queryKey: templatesKey(tenantId) }),
  });

/** `GET /documents/base-templates/{key}`: hands the .docx to the browser's download, under its name. */
export async function downloadBaseTemplate(tenantId: string, template: BaseTemplate) {
  const { blob, filename } = await downloadEndpoint(baseTemplateEndpoints.download, {
    params: { tenant: tenantId, key: template.key },
  });
  saveFile(blob, filename ?? template.filename);
}
