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

/**
 * Whether a request failed because the other end closed its kept-alive connection before any
 * answer: nginx's old workers close their idle connections on a reload, and a request sent on one
 * at that instant was never read. A browser sends such a request again, whatever its method
 * (Chromium's retry of a reused connection); so does the suite, after a moment in which the
 * connection pool learns which of its idle connections were closed with it.
 */
const closedUnanswered = (error: unknown) =>
  (error as { cause?: { code?: string } }).cause?.code === 'UND_ERR_SOCKET';
const RESEND_ATTEMPTS = 3;
const RESEND_PAUSE_MS = 50;

/** `send()` again while it fails on a closed kept-alive connection, up to `RESEND_ATTEMPTS` in all. */
async function resendingClosed(send: () => Promise<Response>, attempt = 1): Promise<Response> {
  try {
    return await send();
  } catch (error) {
    if (!closedUnanswered(error) || attempt >= RESEND_ATTEMPTS) throw error;
    await new Promise((resolve) => setTimeout(resolve, RESEND_PAUSE_MS));
    return resendingClosed(send, attempt + 1);
  }
}

/** A JSON request to `base` (nginx or one copy), as the staff app sends one from a browser. */
export async function call<Body = unknown>(
  base: string,
  path: string,
  { method = 'GET', token, body, headers = {} }: Call = {},
): Promise<Answer<Body>> {
  const send = () =>
    fetch(`${base}${path}`, {
      method,
      headers: {
        accept: 'application/json, application/problem+json',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  const response = await resendingClosed(send);
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
