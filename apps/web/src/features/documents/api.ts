import type { TenantApi } from '@/lib/http/endpoint-client';
import { useTenantApi, useTenantMutation, useTenantQuery } from '@/lib/http/endpoint-hooks';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BaseTemplate, BaseTemplateKey, DocumentTemplate } from '@syna/contracts/document-templates';
import { baseTemplateEndpoints, documentTemplateEndpoints } from '@syna/contracts/endpoints/documents';
import { saveFile } from '@/lib/download/save-file';

const templatesKey = (tenantId: string) => ['documents', tenantId, 'templates'] as const;
const baseTemplatesKey = (tenantId: string) => ['documents', tenantId, 'base-templates'] as const;
const fieldsKey = (tenantId: string) => ['documents', tenantId, 'fields'] as const;

/** `GET /documents/templates`: the firm's templates, by name. */
export const useDocumentTemplates = () =>
  useTenantQuery({
    key: templatesKey,
    endpoint: documentTemplateEndpoints.list,
    request: {},
    pick: (response) => response.items,
  });

/** `GET /documents/fields`: the report's own fields and those of the firm's assignment forms. */
export const useDocumentFields = () =>
  useTenantQuery({ key: fieldsKey, endpoint: documentTemplateEndpoints.fields, request: {} });

/**
 * Uploads a template: a new one, or (with `replacing`) a new file for an existing one. A refusal
 * is shown by the page with every reason, so the shell's snackbar stays quiet.
 */
export function useUploadTemplate() {
  const api = useTenantApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ file, replacing }: { file: File; replacing?: DocumentTemplate }) =>
      replacing
        ? api.upload(
            documentTemplateEndpoints.replace,
            { params: { id: replacing.id }, body: { name: replacing.name }, file },
            { notify: false },
          )
        : api.upload(documentTemplateEndpoints.create, { body: {}, file }, { notify: false }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: templatesKey(api.tenantId) }),
  });
}

/** `DELETE /documents/templates/{id}`. */
export const useDeleteTemplate = () =>
  useTenantMutation({
    endpoint: documentTemplateEndpoints.remove,
    request: (id: string) => ({ params: { id } }),
    onSuccess: (_nothing, _id, { tenantId, queryClient }) =>
      queryClient.invalidateQueries({ queryKey: templatesKey(tenantId) }),
  });

/** `GET /documents/templates/{id}`: hands the .docx to the browser's download, under its name. */
export async function downloadTemplate(api: TenantApi, template: DocumentTemplate) {
  const { blob, filename } = await api.download(documentTemplateEndpoints.download, {
    params: { id: template.id },
  });
  saveFile(blob, filename ?? template.filename);
}

/** `GET /documents/base-templates`: the templates the product ships. They never change while the app runs. */
export const useBaseTemplates = () =>
  useTenantQuery({
    key: baseTemplatesKey,
    endpoint: baseTemplateEndpoints.list,
    request: {},
    pick: (response) => response.items,
    staleTime: Infinity,
  });

/** `POST /documents/base-templates/{key}/copy`: the copy joins the firm's templates. */
export const useCopyBaseTemplate = () =>
  useTenantMutation({
    endpoint: baseTemplateEndpoints.copy,
    request: (key: BaseTemplateKey) => ({ params: { key } }),
    onSuccess: (_copy, _key, { tenantId, queryClient }) =>
      queryClient.invalidateQueries({ queryKey: templatesKey(tenantId) }),
  });

/** `GET /documents/base-templates/{key}`: hands the .docx to the browser's download, under its name. */
export async function downloadBaseTemplate(api: TenantApi, template: BaseTemplate) {
  const { blob, filename } = await api.download(baseTemplateEndpoints.download, {
    params: { key: template.key },
  });
  saveFile(blob, filename ?? template.filename);
}
