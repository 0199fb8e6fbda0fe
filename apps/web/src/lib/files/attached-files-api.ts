import type { TenantApi } from '@/lib/http/endpoint-client';
import { useTenantApi } from '@/lib/http/endpoint-hooks';
import { useMutation, useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { AttachedFile } from '@syna/contracts/attached-files';
import type { AttachedFileEndpoints } from '@syna/contracts/endpoints/attached-files';
import type { UploadOptions } from '@/lib/http/http-client';
import { saveFile } from '@/lib/download/save-file';

/**
 * A record's files (a contact's, an assignment's) through its file endpoints: which endpoints,
 * the record's id, and the cache key its files are kept under (beside the record's own).
 */
export interface FileRecord {
  endpoints: AttachedFileEndpoints;
  id: string;
  queryKey(tenantId: string): QueryKey;
}

const recordParams = (record: FileRecord) => ({ params: { id: record.id } });

/** The record's files, oldest first. */
export function useAttachedFiles(record: FileRecord) {
  const api = useTenantApi();
  return useQuery({
    queryKey: record.queryKey(api.tenantId),
    queryFn: async ({ signal }) =>
      (await api.call(record.endpoints.files, recordParams(record), { signal })).items,
  });
}

/** One file, with progress and cancel; the section shows a refusal by file. */
export function useUploadAttachedFile(record: FileRecord) {
  const api = useTenantApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ file, ...options }: { file: File } & Pick<UploadOptions, 'onProgress' | 'signal'>) =>
      api.upload(
        record.endpoints.uploadFile,
        { ...recordParams(record), file },
        { ...options, notify: false },
      ),
    onSuccess: (file) =>
      queryClient.setQueryData<AttachedFile[]>(record.queryKey(api.tenantId), (files) => [
        ...(files ?? []),
        file,
      ]),
  });
}

export function useDeleteAttachedFile(record: FileRecord) {
  const api = useTenantApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (fileId: string) =>
      api.call(record.endpoints.removeFile, {
        params: { id: record.id, fileId },
      }),
    onSuccess: (_nothing, fileId) =>
      queryClient.setQueryData<AttachedFile[]>(record.queryKey(api.tenantId), (files) =>
        files?.filter((file) => file.id !== fileId),
      ),
  });
}

/** Hands the file to the browser's download, under its name. */
export async function downloadAttachedFile(
  api: TenantApi,
  record: FileRecord,
  file: Pick<AttachedFile, 'id' | 'filename'>,
) {
  const { blob, filename } = await api.download(record.endpoints.downloadFile, {
    params: { id: record.id, fileId: file.id },
  });
  saveFile(blob, filename ?? file.filename);
}
