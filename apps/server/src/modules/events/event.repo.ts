import { sql, type SQL } from 'drizzle-orm';
import type { Event, EventListQuery } from '@syna/contracts/events';
import { queryRows, type Tx } from '../../platform/db/database.ts';
import { cutPage, keyset, keysetLimit, timestampKey, uuidKey } from '../../platform/db/list-cursor.ts';
import type { WriteRecord } from '../../platform/http/write-journal.ts';
import { events } from './events.tables.ts';

/** The log's one order, newest first: `events_at_idx` serves it to any depth. */
export const eventsNewestFirst = keyset('events-newest', true, [timestampKey(sql`at`), uuidKey(sql`id`)]);

interface EventRow {
  id: string;
  at: Date;
  actor_id: string | null;
  actor_name: string | null;
  method: Event['method'];
  route: string;
  target: string | null;
  address: string | null;
  sort_key: string[];
}

function toEvent(row: EventRow): Event {
  return {
    id: row.id,
    at: new Date(row.at).toISOString(),
    actor: row.actor_id ? { id: row.actor_id, name: row.actor_name ?? '' } : null,
    method: row.method,
    route: row.route,
    target: row.target,
    address: row.address,
  };
}

export async function insertEvent(tx: Tx, write: WriteRecord): Promise<void> {
  await tx.insert(events).values({
    // A partner's call is logged in the firm whose network it works in.
    tenantId: sql`coalesce(app_tenant(), app_partner_tenant())`,
    actorId: write.actor?.id ?? null,
    actorName: write.actor?.name ?? null,
    method: write.method,
    route: write.route,
    target: write.target,
    address: write.address,
    requestId: write.requestId,
  });
}

/**
 * Appends a change of a user's own (outside any tenant's scope, as the owner) to the log of every
 * firm the user is a member of: each firm sees who can sign in as its member.
 */
export async function insertEventInFirmsOf(tx: Tx, userId: string, write: WriteRecord): Promise<void> {
  await tx.execute(
    sql`INSERT INTO events (tenant_id, actor_id, actor_name, method, route, target, address, request_id)
        SELECT tenant_id, ${write.actor?.id ?? null}, ${write.actor?.name ?? null}, ${write.method},
               ${write.route}, ${write.target}, nullif(${write.address}, ''), nullif(${write.requestId}, '')
          FROM accounts WHERE user_id = ${userId}`,
  );
}

/** The statement of a page of the tenant's events, newest first, after `after` (a cursor's key). */
export function eventPageStatement(pageSize: EventListQuery['pageSize'], after?: string[]): SQL {
  return sql`SELECT id, at, actor_id, actor_name, method, route, target, address,
                    ${eventsNewestFirst.key} AS sort_key
               FROM events
              WHERE tenant_id = app_tenant() ${after ? sql`AND ${eventsNewestFirst.after(after)}` : sql``}
              ORDER BY ${eventsNewestFirst.orderBy} ${keysetLimit({ page: 1, pageSize }, Boolean(after))}`;
}

/** One page of the tenant's events, newest first, after `after` (a cursor's key). */
export async function listEvents(
  tx: Tx,
  pageSize: EventListQuery['pageSize'],
  after: string[] | undefined,
): Promise<{ items: Event[]; lastKey?: string[] }> {
  const rows = await queryRows<EventRow>(tx, eventPageStatement(pageSize, after));
  const page = cutPage(rows, { page: 1, pageSize });
  return { items: page.rows.map(toEvent), ...(page.lastKey ? { lastKey: page.lastKey } : {}) };
}
