import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ContactFile } from '@syna/contracts/contacts';
import type { ListResponse } from '@syna/contracts/list';
import { apiPath } from '@/lib/http/api-path';
import { apiDownload, apiRequest, apiUpload } from '@/lib/http/http-client';
import { saveFile } from '@/lib/download/save-file';
import { useTenantId } from '@/lib/session/use-tenant-id';
import { contactKeys } from './api';

const filesKey = (tenantId: string, contactId: string) =>
  [...contactKeys.detail(tenantId, contactId), 'files'] as const;
const filesPath = (tenantId: string, contactId: string, fileId?: string) =>
  apiPath(
    tenantId,
    'contact',
    `/${encodeURIComponent(contactId)}/files${fileId ? `/${encodeURIComponent(fileId)}` : ''}`,
  );

/** `GET /contact/{id}/files`: the files on a contact, oldest first. */
export function useContactFiles(contactId: string) {
  const tenantId = useTenantId();
  return useQuery({
    queryKey: filesKey(tenantId, contactId),
    queryFn: async ({ signal }) =>
      (await apiRequest<ListResponse<ContactFile>>(filesPath(tenantId, contactId), { signal })).items,
  });
}

/** `POST /contact/{id}/files`: one file, with progress; the section shows a refusal by file. */
export function useUploadContactFile(contactId: string) {
  const tenantId = useTenantId();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ file, onProgress }: { file: File; onProgress(fraction: number): void }) => {
      const form = new FormData();
      form.append('file', file, file.name);
      return apiUpload<ContactFile>(filesPath(tenantId, contactId), form, { notify: false, onProgress });
    },
    onSuccess: (file) =>
      queryClient.setQueryData<ContactFile[]>(filesKey(tenantId, contactId), (files) => [
        ...(files ?? []),
        file,
      ]),
  });
}

/** `DELETE /contact/{id}/files/{fileId}`. */
export function useDeleteContactFile(contactId: string) {
  const tenantId = useTenantId();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (fileId: string) =>
      apiRequest<void>(filesPath(tenantId, contactId, fileId), { method: 'DELETE' }),
    onSuccess: (_nothing, fileId) =>
      queryClient.setQueryData<ContactFile[]>(filesKey(tenantId, contactId), (files) =>
        files?.filter((file) => file.id !== fileId),
      ),
  });
}

/** `GET /contact/{id}/files/{fileId}`: hands the file to the browser's download, under its name. */
export async function downloadContactFile(tenantId: string, contactId: string, file: ContactFile) {
  const { blob, filename } = await apiDownload(filesPath(tenantId, contactId, file.id));
  saveFile(blob, filename ?? file.filename);
}
