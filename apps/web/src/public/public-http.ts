import { CLIENT_VERSION, CLIENT_VERSION_HEADER, HTTP_TIMEOUT_MS } from '@syna/contracts/constants';
import type {
  EndpointDefinition,
  EndpointRequest,
  EndpointResponse,
} from '@syna/contracts/endpoints/endpoint';
import { endpointUrl } from '@syna/contracts/endpoints/endpoint-url';
import { HttpError, mapHttpFailure, parseProblem, type FailureInput } from '@/lib/http/http-error';
import { pageLanguage } from './language';
import { t } from './texts';

function failure(input: FailureInput, url: string, cause?: unknown): HttpError {
  const mapped = mapHttpFailure(input);
  const describe = (part: NonNullable<typeof mapped.detail>) => ('key' in part ? t(part.key) : part.text);
  const detail = mapped.detail ? describe(mapped.detail) : null;
  return new HttpError(describe(mapped.message), mapped.kind, input.status, detail, input.problem, url, {
    cause,
  });
}

/** How a public call is made: what cancels it, and its further headers (`Idempotency-Key`). */
interface PublicCallOptions {
  signal?: AbortSignal;
  headers?: Record<string, string>;
}

/**
 * Calls one of the public endpoints of the contracts, without sign-in: the same headers and the
 * same failures (`HttpError`, described in the visitor's language) as the staff app's client, but
 * none of its sign-in, snackbar or progress machinery, which these pages do not load.
 */
export async function callPublicEndpoint<E extends EndpointDefinition>(
  endpoint: E,
  request: EndpointRequest<E>,
  { signal, headers }: PublicCallOptions = {},
): Promise<EndpointResponse<E>> {
  const url = endpointUrl(endpoint, request);
  const { body } = request as { body?: unknown };
  const timeout = AbortSignal.timeout(HTTP_TIMEOUT_MS);
  let response: Response;
  let text: string;
  try {
    response = await fetch(url, {
      method: endpoint.method,
      headers: {
        Accept: 'application/json, application/problem+json',
        'Accept-Language': pageLanguage,
        [CLIENT_VERSION_HEADER]: CLIENT_VERSION,
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      cache: 'no-store',
      credentials: 'same-origin',
      signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
    });
    text = await response.text();
  } catch (cause) {
    if (signal?.aborted) throw cause;
    throw failure({ status: null, problem: null }, url, cause);
  }
  if (!response.ok) {
    throw failure(
      { status: response.status, problem: parseProblem(response.headers.get('content-type'), text) },
      url,
    );
  }
  try {
    return (text ? JSON.parse(text) : undefined) as EndpointResponse<E>;
  } catch (cause) {
    throw failure({ status: response.status, problem: null }, url, cause);
  }
}
