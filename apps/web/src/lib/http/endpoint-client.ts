import type {
  EndpointDefinition,
  EndpointRequest,
  EndpointResponse,
} from '@syna/contracts/endpoints/endpoint';
import { endpointUrl } from '@syna/contracts/endpoints/endpoint-url';
import {
  apiDownload,
  apiRequest,
  apiUpload,
  type DownloadedFile,
  type RequestOptions,
  type UploadOptions,
} from './http-client';

type CallOptions = Pick<RequestOptions, 'signal' | 'notify' | 'timeoutMs'>;

/**
 * Calls an endpoint of the contracts: its method and path come from the table, its parameters
 * and body are typed by the endpoint's schemas, and so is the answer.
 */
export function callEndpoint<E extends EndpointDefinition>(
  endpoint: E,
  request: EndpointRequest<E>,
  options: CallOptions = {},
): Promise<EndpointResponse<E>> {
  const { body } = request as { body?: unknown };
  return apiRequest<EndpointResponse<E>>(endpointUrl(endpoint, request), {
    ...options,
    method: endpoint.method,
    body,
    authenticated: endpoint.access.kind !== 'public' && endpoint.access.kind !== 'publicInTenant',
  });
}

/** Downloads the file an endpoint answers with (`transport: 'download'`). */
export function downloadEndpoint<E extends EndpointDefinition & { transport: 'download' }>(
  endpoint: E,
  request: EndpointRequest<E>,
  options: CallOptions = {},
): Promise<DownloadedFile> {
  const { body } = request as { body?: unknown };
  return apiDownload(endpointUrl(endpoint, request), { ...options, method: endpoint.method, body });
}

/**
 * Uploads one file to an endpoint (`transport: 'upload'`) with progress; its form fields go
 * beside the file, objects as JSON.
 */
export function uploadEndpoint<E extends EndpointDefinition & { transport: 'upload' }>(
  endpoint: E,
  request: EndpointRequest<E> & { file: Blob; filename?: string },
  options: UploadOptions = {},
): Promise<EndpointResponse<E>> {
  const form = new FormData();
  const { body } = request as { body?: Record<string, unknown> };
  for (const [name, value] of Object.entries(body ?? {})) {
    if (value === undefined || value === null) continue;
    form.append(name, typeof value === 'object' ? JSON.stringify(value) : String(value));
  }
  form.append(
    'file',
    request.file,
    request.filename ?? (request.file instanceof File ? request.file.name : 'file'),
  );
  return apiUpload<EndpointResponse<E>>(endpointUrl(endpoint, request as { params?: object }), form, options);
}
