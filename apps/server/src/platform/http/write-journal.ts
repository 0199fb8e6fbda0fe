import type { FastifyRequest } from 'fastify';
import type { Tx } from '../db/database.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Set by the endpoint registration on every call that changes something (not a GET, not an
     * endpoint declared `readOnly`), and on every call of a partner: it is written to the events log.
     */
    journaled?: boolean;
  }
}

/** One change (or a partner's read), as the events log keeps it (the log's own module stores it). */
export interface WriteRecord {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** The endpoint's path pattern without its tenant: `/v1/contact/:id`. */
  route: string;
  /** What changed: a created row's id, else the deepest id the path names. */
  target: string | null;
  /** Null for a customer's call from a public page. */
  actor: { id: string; name: string } | null;
  /** The client's address, as the trusted proxies report it. */
  address: string;
  requestId: string;
}

/** Appends a change to the events log inside the request's transaction. */
export type RecordWrite = (tx: Tx, write: WriteRecord) => Promise<void>;

function createdId(result: unknown): string | null {
  if (typeof result !== 'object' || result === null || !('id' in result)) return null;
  return typeof result.id === 'string' ? result.id : null;
}

/** The last path parameter other than the tenant: the most specific thing the path names. */
function deepestParam(params: unknown): string | null {
  if (typeof params !== 'object' || params === null) return null;
  const values = Object.entries(params).filter(([name]) => name !== 'tenant');
  const last = values.at(-1)?.[1];
  return typeof last === 'string' ? last : null;
}

/** What the log keeps of a change the request made, once its handler has answered `result`. */
export function writeRecordOf(
  request: FastifyRequest,
  actor: WriteRecord['actor'],
  result: unknown,
): WriteRecord {
  const method = request.method as WriteRecord['method'];
  const created = method === 'POST' ? createdId(result) : null;
  return {
    method,
    route: request.routeOptions.url!.replace(/^\/:tenant(?=\/)/, ''),
    target: created ?? deepestParam(request.params),
    actor,
    address: request.ip,
    requestId: request.id,
  };
}
