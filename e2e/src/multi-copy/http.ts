import { UPSTREAM_HEADER } from '@syna/server-process/nginx';

/** An answer as the suite looks at it: status, body, and the copy that gave it (through nginx). */
export interface Answer<Body = unknown> {
  status: number;
  body: Body;
  /** The copy's address nginx names (`127.0.0.1:port`); empty when the request went past nginx. */
  upstream: string;
}

export interface Call {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  token?: string;
  body?: unknown;
  headers?: Record<string, string>;
}

/** A JSON request to `base` (nginx or one copy), as the staff app sends one. */
export async function call<Body = unknown>(
  base: string,
  path: string,
  { method = 'GET', token, body, headers = {} }: Call = {},
): Promise<Answer<Body>> {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: {
      accept: 'application/json, application/problem+json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  let parsed: unknown = text;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    // nginx's own error pages (502) are HTML: kept as text.
  }
  return {
    status: response.status,
    body: parsed as Body,
    upstream: response.headers.get(UPSTREAM_HEADER) ?? '',
  };
}

/** Like `call`, failing the test unless the answer is a 2xx. */
export async function ok<Body = unknown>(
  base: string,
  path: string,
  request: Call = {},
): Promise<Answer<Body>> {
  const answer = await call<Body>(base, path, request);
  if (answer.status < 200 || answer.status > 299) {
    throw new Error(
      `${request.method ?? 'GET'} ${path} answered ${answer.status}: ${JSON.stringify(answer.body)}`,
    );
  }
  return answer;
}
