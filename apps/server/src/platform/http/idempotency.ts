import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENCY_KEY_PATTERN,
  IDEMPOTENCY_KEY_TTL_HOURS,
  IDEMPOTENT_REPLAYED_HEADER,
} from '@syna/contracts/constants';
import { IDEMPOTENCY_KEY_REUSED_PROBLEM_TYPE } from '@syna/contracts/problem';
import { queryRows, type Tx } from '../db/database.ts';
import { badRequest, conflict, HttpProblem } from './problem.ts';
import { VersionedJson } from './versioned-json.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Set by the endpoint registration on a member's change and a customer's in a firm (the public
     * order; not a GET, not a download, not an endpoint declared `readOnly`): it may carry an
     * `Idempotency-Key`.
     */
    idempotent?: boolean;
  }
  interface FastifyRequest {
    /** The request's `Idempotency-Key`, checked once its caller is known. */
    idempotencyKey?: string;
  }
}

/** A change sent with a key: who sent it, and what identifies the request beside the key. */
export interface KeyedRequest {
  /**
   * The member who sent it, whose keys are their own within the firm; null for a customer on the
   * firm's public pages, who signs in to nothing: such keys are the firm's (one per submission).
   */
  userId: string | null;
  key: string;
  method: string;
  path: string;
  hash: string;
}

/** What a keyed change answered: kept with its key, and sent again to a repeat. */
export interface StoredAnswer {
  status: number;
  /** The serialised JSON body; null for 204. */
  body: string | null;
  location: string | null;
}

/**
 * The request's `Idempotency-Key`, where its route takes one: 400 when it is not 1–200 visible
 * ASCII characters. A GET, a download or a route that changes nothing ignores the header.
 */
export function idempotencyKeyOf(request: FastifyRequest): string | undefined {
  if (!request.routeOptions.config.idempotent) return undefined;
  const header = request.headers[IDEMPOTENCY_KEY_HEADER];
  if (header === undefined) return undefined;
  if (typeof header !== 'string' || !IDEMPOTENCY_KEY_PATTERN.test(header)) {
    throw badRequest({ key: 'http.idempotencyKeyInvalid' });
  }
  return header;
}

/**
 * The SHA-256 of what the request sends: its JSON body as validated; for an upload, its form
 * fields as validated, the file's name and the file's bytes (by their SHA-256, taken as they arrived).
 */
function requestHash(request: FastifyRequest): string {
  const hash = createHash('sha256');
  if (request.upload) {
    const { file, fields } = request.upload;
    hash
      .update(JSON.stringify(fields ?? null))
      .update('\n')
      .update(file.filename)
      .update('\n')
      .update(file.sha256);
  } else {
    hash.update(JSON.stringify(request.body ?? null));
  }
  return hash.digest('hex');
}

/** The keyed request, once its caller and body are known; null for a request without a key. */
export function keyedRequestOf(request: FastifyRequest, userId: string | null): KeyedRequest | null {
  if (!request.idempotencyKey) return null;
  return {
    userId,
    key: request.idempotencyKey,
    method: request.method,
    path: request.url,
    hash: requestHash(request),
  };
}

/**
 * Whose keys a key is among (`owner_id`): its member's, or with no member the firm's public pages'
 * (the nil uuid, migration 0084).
 */
const ownerOf = (keyed: KeyedRequest) => keyed.userId ?? '00000000-0000-0000-0000-000000000000';

/** The key's row: the firm's (by the scope), its owner's, and the key. */
const keyRow = (keyed: KeyedRequest) =>
  sql`tenant_id = app_tenant() AND owner_id = ${ownerOf(keyed)} AND key = ${keyed.key}`;

interface KeyRow {
  method: string;
  path: string;
  request_hash: string;
  status: number | null;
  body: string | null;
  location: string | null;
}

/**
 * Claims the key for this request, in its transaction, before its handler runs: answers null when
 * the request is the key's first (the handler runs, and `storeAnswer` keeps its answer), else the
 * stored answer of the first. The key's row is inserted first, so a second request with the same
 * key waits on PostgreSQL for the first's transaction and then reads its answer, and a first that
 * rolls back leaves the key free. The owner's expired keys go on the way.
 */
export async function claimKey(tx: Tx, keyed: KeyedRequest): Promise<StoredAnswer | null> {
  // Rows another request is deleting or claiming are skipped: no keyed request waits on another's purge.
  await tx.execute(sql`
    DELETE FROM idempotency_keys
    WHERE (tenant_id, owner_id, key) IN (
      SELECT tenant_id, owner_id, key FROM idempotency_keys
      WHERE tenant_id = app_tenant() AND owner_id = ${ownerOf(keyed)}
        AND created_at < now() - make_interval(hours => ${IDEMPOTENCY_KEY_TTL_HOURS})
      FOR UPDATE SKIP LOCKED)`);
  const inserted = await queryRows<{ key: string }>(
    tx,
    sql`INSERT INTO idempotency_keys (tenant_id, user_id, key, method, path, request_hash)
        VALUES (app_tenant(), ${keyed.userId}, ${keyed.key}, ${keyed.method}, ${keyed.path}, ${keyed.hash})
        ON CONFLICT (tenant_id, owner_id, key) DO NOTHING
        RETURNING key`,
  );
  if (inserted.length > 0) return null;
  const [row] = await queryRows<KeyRow>(
    tx,
    sql`SELECT method, path, request_hash, status, body, location FROM idempotency_keys WHERE ${keyRow(keyed)}`,
  );
  if (!row) throw conflict({ key: 'http.idempotencyKeyInProgress' });
  if (row.method !== keyed.method || row.path !== keyed.path || row.request_hash !== keyed.hash) {
    throw new HttpProblem(422, { key: 'http.idempotencyKeyReused' }, undefined, undefined, {
      type: IDEMPOTENCY_KEY_REUSED_PROBLEM_TYPE,
    });
  }
  // Claimed by a request whose work continued in a later transaction that has not ended yet.
  if (row.status === null) throw conflict({ key: 'http.idempotencyKeyInProgress' });
  return { status: row.status, body: row.body, location: row.location };
}

/** What the handler's result will be sent as: its status, its body as the route serialises it, its location. */
export function answerOf(reply: FastifyReply, result: unknown): StoredAnswer {
  const status = reply.statusCode;
  const location = reply.getHeader('location');
  const body =
    status === 204 || result === null || result === undefined
      ? null
      : result instanceof VersionedJson
        ? result.json
        : String(reply.serialize(result));
  return { status, body, location: typeof location === 'string' ? location : null };
}

/** Keeps the answer with its key, in the transaction that made the change. */
export async function storeAnswer(tx: Tx, keyed: KeyedRequest, answer: StoredAnswer): Promise<void> {
  await tx.execute(
    sql`UPDATE idempotency_keys SET status = ${answer.status}, body = ${answer.body}, location = ${answer.location}
        WHERE ${keyRow(keyed)}`,
  );
}

/** Frees a key whose claim committed while its request's work went on elsewhere and then failed. */
export async function releaseKey(tx: Tx, keyed: KeyedRequest): Promise<void> {
  await tx.execute(sql`DELETE FROM idempotency_keys WHERE ${keyRow(keyed)} AND status IS NULL`);
}

/** Sends the stored answer again, marked as a replay; the handler does not run. */
export function replay(reply: FastifyReply, answer: StoredAnswer): string | null {
  void reply.code(answer.status).header(IDEMPOTENT_REPLAYED_HEADER, 'true');
  if (answer.location) void reply.header('location', answer.location);
  if (answer.body === null) return null;
  // A string with a JSON type is sent as it is, not serialised again.
  void reply.type('application/json; charset=utf-8');
  return answer.body;
}
