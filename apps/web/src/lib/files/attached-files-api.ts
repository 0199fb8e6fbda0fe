import { useMutation, useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { AttachedFile } from '@syna/contracts/attached-files';
import type { AttachedFileEndpoints } from '@syna/contracts/endpoints/attached-files';
import { callEndpoint, downloadEndpoint, uploadEndpoint } from '@/lib/http/endpoint-client';
import type { UploadOptions } from '@/lib/http/http-client';
import { saveFile } from '@/lib/download/save-file';
import { useTenantId } from '@/lib/session/use-tenant-id';

/**
 * A record's files (a contact's, an assignment's) through its file endpoints: which endpoints,
 * the record's id, and the cache key its files are kept under (beside the record's own).
 */
export interface FileRecord {
  endpoints: AttachedFileEndpoints;
  id: string;
  queryKey(tenantId: string): QueryKey;
}

const recordParams = (tenant: string, record: FileRecord) => ({ params: { tenant, id: record.id } });

/** The record's files, oldest first. */
export function useAttachedFiles(record: FileRecord) {
  const tenantId = useTenantId();
  return useQuery({
    queryKey: record.queryKey(tenantId),
    queryFn: async ({ signal }) =>
      (await callEndpoint(record.endpoints.files, recordParams(tenantId, record), { signal })).items,
  });
}

/** One file, with progress and cancel; the section shows a refusal by file. */
export function useUploadAttachedFile(record: FileRecord) {
  const tenantId = useTenantId();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ file, ...options }: { file: File } & Pick<UploadOptions, 'onProgress' | 'signal'>) =>
      uploadEndpoint(
        record.endpoints.uploadFile,
        { ...recordParams(tenantId, record), file },
        { ...options, notify: false },
      ),
    onSuccess: (file) =>
      queryClient.setQueryData<AttachedFile[]>(record.queryKey(tenantId), (files) => [
        ...(files ?? []),
        file,
      ]),
  });
}

export function useDeleteAttachedFile(record: FileRecord) {
  const tenantId = useTenantId();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (fileId: string) =>
      callEndpoint(record.endpoints.removeFile, {
        params: { tenant: tenantId, id: record.id, fileId },
      }),
    onSuccess: (_nothing, fileId) =>
      queryClient.setQueryData<AttachedFile[]>(record.queryKey(tenantId), (files) =>
        files?.filter((file) => file.id !== fileId),
      ),
  });
}

/** Hands the file to the browser's download, under its name. */
export async function downloadAttachedFile(
  tenantId: string,
  record: FileRecord,
  file: Pick<AttachedFile, 'id' | 'filename'>,
) {
  const { blob, filename } = await downloadEndpoint(record.endpoints.downloadFile, {
    params: { tenant: tenantId, id: record.id, fileId: file.id },
  });
  saveFile(blob, filename ?? file.filename);
}
