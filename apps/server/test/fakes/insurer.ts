import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

// A local stand-in for the insurer's hidden-defect insurance API: a JSON POST at its address with
// the key in `X-API-Key` and an `Idempotency-Key`, answered 201 `{ "reference", "message" }`, a
// refusal 422 `{ "message" }`, a wrong key 401. Plain node:http and nothing of the server's tests,
// so the browser tests can start it too.

/** One request as the fake received it. */
export interface InsurerCall {
  apiKey: string | null;
  idempotencyKey: string | null;
  body: Record<string, unknown>;
}

/** What the fake answers the next calls: accept, refuse with a reason, fail with a status. */
export type FakeInsurerReply = 'accept' | { refuse: string } | { status: number };

export interface FakeInsurer {
  /** The address to configure as INSURER_URL. */
  url: string;
  /** The key to configure as INSURER_API_KEY. */
  apiKey: string;
  calls: InsurerCall[];
  reply(next: FakeInsurerReply): void;
  close(): Promise<void>;
}

const answer = (response: ServerResponse, status: number, body: object) => {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
};

/** Starts the fake on a free port of the loopback address. */
export async function startFakeInsurer(apiKey = 'test-insurer-key'): Promise<FakeInsurer> {
  const calls: InsurerCall[] = [];
  const references = new Map<string, string>();
  let next: FakeInsurerReply = 'accept';

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    if (request.method !== 'POST' || request.url !== '/v1/dolda-fel')
      return answer(response, 404, { message: `no route ${request.method} ${request.url}` });
    let body: Record<string, unknown>;
    try {
      body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>;
    } catch {
      return answer(response, 400, { message: 'expected JSON' });
    }
    const header = (name: string) => {
      const value = request.headers[name];
      return typeof value === 'string' ? value : null;
    };
    const call = { apiKey: header('x-api-key'), idempotencyKey: header('idempotency-key'), body };
    calls.push(call);
    if (call.apiKey !== apiKey) return answer(response, 401, { message: 'invalid API key' });
    if (typeof next === 'object' && 'status' in next)
      return answer(response, next.status, { message: 'down' });
    if (typeof next === 'object') return answer(response, 422, { message: next.refuse });
    const key = call.idempotencyKey ?? String(calls.length);
    const reference = references.get(key) ?? `DFF-${String(references.size + 1001)}`;
    references.set(key, reference);
    return answer(response, 201, { reference, message: 'Försäkringsobjektet är skapat' });
  }

  const server = createServer((request, response) => {
    handle(request, response).catch(() => answer(response, 500, { message: 'fake failed' }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1/dolda-fel`,
    apiKey,
    calls,
    reply: (reply) => {
      next = reply;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
