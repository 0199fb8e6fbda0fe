import { sql, type SQL } from 'drizzle-orm';
import { TIME_ZONE } from '@syna/contracts/time-zone';
import type { Event, EventActorList, EventListQuery } from '@syna/contracts/events';
import { queryRows, type Tx } from '../../platform/db/database.ts';
import { sendWithCommit } from '../../platform/db/commit-statements.ts';
import { cutPage, keyset, keysetLimit, timestampKey, uuidKey } from '../../platform/db/list-cursor.ts';
import type { WriteRecord } from '../../platform/http/write-journal.ts';
import { events } from './events.tables.ts';

/** The log's one order, newest first: `events_at_idx` serves it to any depth, the filters' indexes too. */
export const eventsNewestFirst = keyset('events-newest', true, [timestampKey(sql`at`), uuidKey(sql`id`)]);

/** A change as the log stores it: the wall's record with what it did to which record. */
export interface StoredEvent extends WriteRecord {
  action: Event['action'];
  recordType: Event['record']['type'];
  /** Null for a change its service did not describe. */
  label: string | null;
  changes: Event['changes'];
}

/** The filters of a page of the log. */
export type EventFilters = Pick<EventListQuery, 'pageSize' | 'actor' | 'recordType' | 'from' | 'to'>;

interface EventRow {
  id: string;
  at: Date;
  actor_id: string | null;
  actor_name: string | null;
  method: Event['method'];
  route: string;
  target: string | null;
  address: string | null;
  action: Event['action'];
  record_type: Event['record']['type'];
  record_label: string | null;
  changes: Event['changes'] | null;
  sort_key: string[];
}

function toEvent(row: EventRow): Event {
  return {
    id: row.id,
    at: new Date(row.at).toISOString(),
    actor: row.actor_id ? { id: row.actor_id, name: row.actor_name ?? '' } : null,
    action: row.action,
    // Only a described change vouches for its target being the record itself (a path's deepest
    // id may be a part of it: an assignment's remark).
    record: {
      type: row.record_type,
      id: row.record_label === null ? null : row.target,
      label: row.record_label,
    },
    changes: row.changes ?? [],
    method: row.method,
    route: row.route,
    target: row.target,
    address: row.address,
  };
}

const storedColumns = (event: StoredEvent) => ({
  actorId: event.actor?.id ?? null,
  actorName: event.actor?.name ?? null,
  method: event.method,
  route: event.route,
  target: event.target,
  address: event.address,
  requestId: event.requestId,
  action: event.action,
  recordType: event.recordType,
  recordLabel: event.label,
  changes: event.changes.length > 0 ? event.changes : null,
});

/** Appends `event` to the log with the transaction's COMMIT: nothing reads it back before. */
export function insertEvent(tx: Tx, event: StoredEvent): Promise<void> {
  const insert = tx.insert(events).values({
    // A partner's call is logged in the firm whose network it works in.
    tenantId: sql`coalesce(app_tenant(), app_partner_tenant())`,
    ...storedColumns(event),
  });
  return sendWithCommit(tx, insert.getSQL());
}

/**
 * Appends a change of a user's own (outside any tenant's scope, as the owner) to the log of every
 * firm the user is a member of: each firm sees who can sign in as its member.
 */
export async function insertEventInFirmsOf(tx: Tx, userId: string, event: StoredEvent): Promise<void> {
  await tx.execute(
    sql`INSERT INTO events (tenant_id, actor_id, actor_name, method, route, target, address, request_id,
                            action, record_type)
        SELECT tenant_id, ${event.actor?.id ?? null}, ${event.actor?.name ?? null}, ${event.method},
               ${event.route}, ${event.target}, nullif(${event.address}, ''), nullif(${event.requestId}, ''),
               ${event.action}, ${event.recordType}
          FROM accounts WHERE user_id = ${userId}`,
  );
}

/** The first moment of the Swedish calendar day `days` after a date. */
const startOfSwedishDay = (date: string, days = 0) =>
  sql`((${date}::date + ${days}::int)::timestamp AT TIME ZONE ${TIME_ZONE})`;

function filterConditions(filters: EventFilters): SQL[] {
  return [
    ...(filters.actor ? [sql`actor_id = ${filters.actor}`] : []),
    ...(filters.recordType ? [sql`record_type = ${filters.recordType}`] : []),
    ...(filters.from ? [sql`at >= ${startOfSwedishDay(filters.from)}`] : []),
    // Up to the end of the last day named.
    ...(filters.to ? [sql`at < ${startOfSwedishDay(filters.to, 1)}`] : []),
  ];
}

/**
 * The statement of a page of the tenant's events, newest first, of those the filters keep, after
 * `after` (a cursor's key).
 */
export function eventPageStatement(filters: EventFilters, after?: string[]): SQL {
  const conditions = [
    sql`tenant_id = app_tenant()`,
    ...filterConditions(filters),
    ...(after ? [eventsNewestFirst.after(after)] : []),
  ];
  return sql`SELECT id, at, actor_id, actor_name, method, route, target, address,
                    action, record_type, record_label, changes,
                    ${eventsNewestFirst.key} AS sort_key
               FROM events
              WHERE ${sql.join(conditions, sql` AND `)}
              ORDER BY ${eventsNewestFirst.orderBy} ${keysetLimit({ page: 1, pageSize: filters.pageSize }, Boolean(after))}`;
}

/** One page of the tenant's events, newest first, after `after` (a cursor's key). */
export async function listEvents(
  tx: Tx,
  filters: EventFilters,
  after: string[] | undefined,
): Promise<{ items: Event[]; lastKey?: string[] }> {
  const rows = await queryRows<EventRow>(tx, eventPageStatement(filters, after));
  const page = cutPage(rows, { page: 1, pageSize: filters.pageSize });
  return { items: page.rows.map(toEvent), ...(page.lastKey ? { lastKey: page.lastKey } : {}) };
}

/**
 * Everyone the tenant's log names as having made a change, each by the name of their latest
 * event (a person renamed reads as they are called now).
 */
export async function listEventActors(tx: Tx): Promise<EventActorList['items']> {
  return queryRows<{ id: string; name: string }>(
    tx,
    sql`SELECT id, name FROM (
          SELECT DISTINCT ON (actor_id) actor_id AS id, coalesce(actor_name, '') AS name
            FROM events
           WHERE tenant_id = app_tenant() AND actor_id IS NOT NULL
           ORDER BY actor_id, at DESC
        ) AS actors
        ORDER BY name, id`,
  );
}
