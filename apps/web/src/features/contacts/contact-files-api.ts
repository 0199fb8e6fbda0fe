import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ContactFile } from '@syna/contracts/contacts';
import { contactEndpoints } from '@syna/contracts/endpoints/contacts';
import { callEndpoint, downloadEndpoint, uploadEndpoint } from '@/lib/http/endpoint-client';
import type { UploadOptions } from '@/lib/http/http-client';
import { saveFile } from '@/lib/download/save-file';
import { useTenantId } from '@/lib/session/use-tenant-id';
import { contactKeys } from './api';

const filesKey = (tenantId: string, contactId: string) =>
  [...contactKeys.detail(tenantId, contactId), 'files'] as const;

/** `GET /contact/{id}/files`: the files on a contact, oldest first. */
export function useContactFiles(contactId: string) {
  const tenantId = useTenantId();
  return useQuery({
    queryKey: filesKey(tenantId, contactId),
    queryFn: async ({ signal }) =>
      (
        await callEndpoint(
          contactEndpoints.files,
          { params: { tenant: tenantId, id: contactId } },
          { signal },
        )
      ).items,
  });
}

/** `POST /contact/{id}/files`: one file, with progress and cancel; the section shows a refusal by file. */
export function useUploadContactFile(contactId: string) {
  const tenantId = useTenantId();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ file, ...options }: { file: File } & Pick<UploadOptions, 'onProgress' | 'signal'>) =>
      uploadEndpoint(
        contactEndpoints.uploadFile,
        { params: { tenant: tenantId, id: contactId }, file },
        { ...options, notify: false },
      ),
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
      callEndpoint(contactEndpoints.removeFile, { params: { tenant: tenantId, id: contactId, fileId } }),
    onSuccess: (_nothing, fileId) =>
      queryClient.setQueryData<ContactFile[]>(filesKey(tenantId, contactId), (files) =>
        files?.filter((file) => file.id !== fileId),
      ),
  });
}

/** `GET /contact/{id}/files/{fileId}`: hands the file to the browser's download, under its name. */
export async function downloadContactFile(tenantId: string, contactId: string, file: ContactFile) {
  const { blob, filename } = await downloadEndpoint(contactEndpoints.downloadFile, {
    params: { tenant: tenantId, id: contactId, fileId: file.id },
  });
  saveFile(blob, filename ?? file.filename);
}
