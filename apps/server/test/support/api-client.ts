import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type {
  EndpointDefinition,
  EndpointRequest,
  EndpointResponse,
} from '@syna/contracts/endpoints/endpoint';
import { endpointUrl } from '@syna/contracts/endpoints/endpoint-url';
import type { TestUser } from './factories.ts';
import { multipartBody, type MultipartFile } from './multipart-body.ts';

type Headers = Record<string, string>;

/** The files of a call: an upload endpoint takes them, no other endpoint does. */
type UploadFiles<E extends EndpointDefinition> = E extends { transport: 'upload' }
  ? [files: MultipartFile[]]
  : [];

/** The calls of one caller (a signed-in user, or nobody), built from the endpoint tables. */
export interface ApiCaller {
  /** Sends the call and answers the raw response, whatever its status. */
  send<E extends EndpointDefinition>(
    endpoint: E,
    request: EndpointRequest<E>,
    headers?: Headers,
  ): Promise<LightMyRequestResponse>;
  /**
   * Sends the call (with its files, for an upload endpoint) and answers its typed body; fails the
   * test unless the endpoint's success status came back.
   */
  ok<E extends EndpointDefinition>(
    endpoint: E,
    request: EndpointRequest<E>,
    ...files: UploadFiles<E>
  ): Promise<EndpointResponse<E>>;
  /** Uploads files to an upload endpoint (multipart, as the staff app sends them). */
  upload<E extends EndpointDefinition & { transport: 'upload' }>(
    endpoint: E,
    request: EndpointRequest<E>,
    files: MultipartFile[],
    headers?: Headers,
  ): Promise<LightMyRequestResponse>;
}

/**
 * `as(owner).ok(contactEndpoints.create, { params: { tenant }, body })`: the real app through
 * `inject`, signed in as the given user (or anonymous with `null`).
 */
export function callerFactory(app: FastifyInstance): (user: TestUser | null) => ApiCaller {
  return (user) => {
    const auth: Headers = user ? user.auth : {};
    const send: ApiCaller['send'] = (endpoint, request, headers = {}) => {
      const { body } = request as { body?: object };
      return app.inject({
        method: endpoint.method,
        url: endpointUrl(endpoint, request as object),
        headers: { ...auth, ...headers },
        ...(body !== undefined ? { payload: body } : {}),
      });
    };
    const upload: ApiCaller['upload'] = async (endpoint, request, files, headers = {}) => {
      // Form fields travel beside the file as text, objects as JSON (as the staff app sends them).
      const fields = Object.entries((request as { body?: object }).body ?? {}).map(([name, value]) => [
        name,
        typeof value === 'object' ? JSON.stringify(value) : String(value),
      ]);
      const body = await multipartBody(files, Object.fromEntries(fields));
      return app.inject({
        method: endpoint.method,
        url: endpointUrl(endpoint, request as object),
        headers: { ...auth, ...headers, 'content-type': body.contentType },
        payload: body.bytes,
      });
    };
    return {
      send,
      upload,
      async ok(endpoint, request, ...files) {
        const response =
          endpoint.transport === 'upload'
            ? await upload(endpoint as never, request as never, (files as MultipartFile[][]).flat())
            : await send(endpoint, request);
        // An action that creates for some inputs only (`?state=copy`) answers 201 for those.
        const expected = endpoint.createdWhen?.(request as never) ? 201 : (endpoint.status ?? 200);
        if (response.statusCode !== expected) {
          throw new Error(
            `${endpoint.method} ${endpoint.path} answered ${response.statusCode}, not ${expected}: ${response.body}`,
          );
        }
        return (expected === 204 ? undefined : response.json()) as never;
      },
    };
  };
}

/** The OpenAPI document the server publishes, as a client reads it. */
export interface ApiDocument {
  openapi: string;
  paths: Record<string, object>;
  components: { schemas: Record<string, object> };
}

/** Fetches the server's OpenAPI document (anonymously, as anyone may); fails the test unless it is served. */
export async function apiDocument(app: FastifyInstance): Promise<ApiDocument> {
  const response = await app.inject({ method: 'GET', url: '/openapi.json' });
  if (response.statusCode !== 200) {
    throw new Error(`GET /openapi.json answered ${response.statusCode}: ${response.body}`);
  }
  return response.json<ApiDocument>();
}
