import { Agent, request } from 'node:http';
import { LOAD } from './measure.ts';
import type { Task } from './load-loop.ts';

export interface HttpCall {
  method: 'GET' | 'POST';
  url: string;
  headers: Record<string, string>;
  body?: unknown;
}

/** Sends one call and answers its status and body. */
function send(agent: Agent, call: HttpCall): Promise<{ status: number; body: string }> {
  const payload = call.body === undefined ? undefined : JSON.stringify(call.body);
  return new Promise((resolve, reject) => {
    const outgoing = request(
      call.url,
      {
        method: call.method,
        agent,
        headers: payload ? { ...call.headers, 'content-type': 'application/json' } : call.headers,
      },
      (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
        response.on('error', reject);
      },
    );
    outgoing.on('error', reject);
    outgoing.end(payload);
  });
}

/**
 * The product side of an SQL scenario: the call over kept-alive connections, one per loop as
 * autocannon would hold them; a function makes each request anew (e.g. its own client address).
 * Anything but a 2xx answer counts as an error.
 */
export function httpTask(calls: HttpCall | (() => HttpCall)): {
  task: Task;
  sample(): Promise<unknown>;
  close(): void;
} {
  const agent = new Agent({ keepAlive: true, maxSockets: LOAD.connections });
  const next = typeof calls === 'function' ? calls : () => calls;
  const checked = async () => {
    const call = next();
    const response = await send(agent, call);
    if (response.status < 200 || response.status >= 300) {
      throw new Error(`${call.method} ${call.url} answered ${response.status}: ${response.body}`);
    }
    return response.body;
  };
  return {
    task: async () => {
      await checked();
    },
    sample: async () => JSON.parse(await checked()) as unknown,
    close: () => agent.destroy(),
  };
}
