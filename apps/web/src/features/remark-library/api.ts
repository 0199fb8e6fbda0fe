import { keepPreviousData } from '@tanstack/react-query';
import { commonRemarkEndpoints } from '@syna/contracts/endpoints/remark-library';
import { remarkTransferEndpoints } from '@syna/contracts/endpoints/remark-transfer';
import type { RemarkImportApply } from '@syna/contracts/remark-transfer';
import type { CommonRemarkCreate, CommonRemarkQuery, CommonRemarkUpdate } from '@syna/contracts/remarks';
import type { TenantApi } from '@/lib/http/endpoint-client';
import { useTenantMutation, useTenantQuery, type TenantCache } from '@/lib/http/endpoint-hooks';
import { saveFile } from '@/lib/download/save-file';
import type { UploadOptions } from '@/lib/http/http-client';

export const remarkLibraryKeys = {
  all: (tenantId: string) => ['remark-library', tenantId] as const,
  search: (tenantId: string, query: CommonRemarkQuery) =>
    ['remark-library', tenantId, 'search', query] as const,
};

/** Every list of saved remarks shown, after a change. */
const refresh = ({ tenantId, queryClient }: TenantCache) =>
  queryClient.invalidateQueries({ queryKey: remarkLibraryKeys.all(tenantId) });

/** `POST /remarks/common/query`: a page of the library. */
export const useRemarkLibrary = (query: CommonRemarkQuery) =>
  useTenantQuery({
    key: (tenantId) => remarkLibraryKeys.search(tenantId, query),
    endpoint: commonRemarkEndpoints.query,
    request: { body: query },
    placeholderData: keepPreviousData,
  });

export const useCreateSavedRemark = () =>
  useTenantMutation({
    endpoint: commonRemarkEndpoints.create,
    request: (body: CommonRemarkCreate) => ({ body }),
    // The dialog shows a refusal on its field.
    notify: false,
    onSuccess: (_remark, _body, cache) => refresh(cache),
  });

export const useUpdateSavedRemark = () =>
  useTenantMutation({
    endpoint: commonRemarkEndpoints.change,
    request: ({ id, body }: { id: string; body: CommonRemarkUpdate }) => ({ params: { id }, body }),
    notify: false,
    onSuccess: (_remark, _variables, cache) => refresh(cache),
  });

/** Deletes saved remarks, all or none (the server refuses the lot if one is gone). */
export const useDeleteSavedRemarks = () =>
  useTenantMutation({
    endpoint: commonRemarkEndpoints.removeMany,
    request: (ids: string[]) => ({ body: { ids } }),
    notify: false,
    onSuccess: (_nothing, _ids, cache) => refresh(cache),
  });

/** `POST /admin/export/remarks`: hands the library's workbook to the browser's download. */
export async function downloadRemarkWorkbook(api: TenantApi): Promise<void> {
  const { blob, filename } = await api.download(remarkTransferEndpoints.exportWorkbook, {});
  saveFile(blob, filename ?? 'anmarkningsbibliotek.xlsx');
}

/** `POST /admin/import/remarks/files`: uploads a workbook and answers its preview. */
export const uploadRemarkWorkbook = (
  api: TenantApi,
  file: File,
  options: Pick<UploadOptions, 'signal' | 'onProgress'>,
) => api.upload(remarkTransferEndpoints.upload, { file }, { ...options, notify: false });

/** `POST /admin/import/remarks`: applies a preview. */
export const useApplyRemarkImport = () =>
  useTenantMutation({
    endpoint: remarkTransferEndpoints.apply,
    request: (body: RemarkImportApply) => ({ body }),
    notify: false,
    onSuccess: (_result, _body, cache) => refresh(cache),
  });
