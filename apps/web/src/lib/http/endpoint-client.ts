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

type CallOptions = Pick<RequestOptions, 'signal' | 'notify' | 'timeoutMs' | 'headers'>;

type WithoutTenant<R> = R extends { params: infer P }
  ? Omit<R, 'params'> &
      (keyof Omit<P, 'tenant'> extends never ? { params?: Omit<P, 'tenant'> } : { params: Omit<P, 'tenant'> })
  : R;

/**
 * A request to an endpoint of the current organisation: everything but its `:tenant`, which the
 * organisation's caller fills in.
 */
export type TenantRequest<E extends EndpointDefinition> = WithoutTenant<EndpointRequest<E>>;

/** The request with the organisation's id as its `:tenant`. */
export function inTenant<E extends EndpointDefinition>(
  tenantId: string,
  request: TenantRequest<E>,
): EndpointRequest<E> {
  const { params } = request as { params?: object };
  return { ...request, params: { ...params, tenant: tenantId } } as EndpointRequest<E>;
}

/**
 * The calls of one organisation: each fills the endpoint's `:tenant` with its id. Obtained in
 * components through `useTenantApi()`, whose id is also the one the query keys carry; a call
 * that targets another organisation (a partner's shares) names it through `callEndpoint`.
 */
export interface TenantApi {
  tenantId: string;
  call<E extends EndpointDefinition>(
    endpoint: E,
    request: TenantRequest<E>,
    options?: CallOptions,
  ): Promise<EndpointResponse<E>>;
  download<E extends EndpointDefinition & { transport: 'download' }>(
    endpoint: E,
    request: TenantRequest<E>,
    options?: CallOptions,
  ): Promise<DownloadedFile>;
  upload<E extends EndpointDefinition & { transport: 'upload' }>(
    endpoint: E,
    request: TenantRequest<E> & { file: Blob; filename?: string },
    options?: UploadOptions,
  ): Promise<EndpointResponse<E>>;
}

export function tenantApi(tenantId: string): TenantApi {
  return {
    tenantId,
    call: (endpoint, request, options) => callEndpoint(endpoint, inTenant(tenantId, request), options),
    download: (endpoint, request, options) =>
      downloadEndpoint(endpoint, inTenant(tenantId, request), options),
    upload: (endpoint, request, options) => {
      const withTenant = inTenant(tenantId, request as TenantRequest<typeof endpoint>);
      return uploadEndpoint(
        endpoint,
        { ...withTenant, file: request.file, filename: request.filename },
        options,
      );
    },
  };
}

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
