import { eventActionOf, eventRecordType } from '@syna/contracts/events';
import type { EventActorList, EventList, EventListQuery } from '@syna/contracts/events';
import type { Tx } from '../../platform/db/database.ts';
import { pageByCursor } from '../../platform/db/list-cursor.ts';
import type { RequestContext } from '../../platform/http/request-context.ts';
import type { WriteRecord } from '../../platform/http/write-journal.ts';
import { descriptionFor } from './change-description.ts';
import {
  eventsNewestFirst,
  insertEvent,
  insertEventInFirmsOf,
  listEventActors,
  listEvents,
  type StoredEvent,
} from './event.repo.ts';

/**
 * The change as the log keeps it: what its service described (`describeChange`) about the record
 * its route names, else the action its method tells and the kind of record its route names.
 */
function storedEvent(tx: Tx, write: WriteRecord): StoredEvent {
  const recordType = eventRecordType(write.route);
  const described = descriptionFor(tx, recordType);
  if (!described)
    return { ...write, action: eventActionOf(write.method), recordType, label: null, changes: [] };
  return {
    ...write,
    target: described.id,
    action: described.action,
    recordType,
    label: described.label,
    changes: described.changes ?? [],
  };
}

/**
 * Appends a change to the tenant's events log. The access wall calls it in the request's own
 * transaction, after the handler has answered and before the commit: a change that rolls back
 * takes its event with it.
 */
export function recordWrite(tx: Tx, write: WriteRecord): Promise<void> {
  return insertEvent(tx, storedEvent(tx, write));
}

/** Appends a change made outside any firm (a user's own) to the events log of every firm the user is in. */
export function recordWriteInFirmsOf(tx: Tx, userId: string, write: WriteRecord): Promise<void> {
  return insertEventInFirmsOf(tx, userId, storedEvent(tx, write));
}

/**
 * A page of the events log, newest first, of one person, kind of record or span of dates when the
 * query asks; the page after the query's cursor when it has one.
 */
export function listTenantEvents(context: RequestContext, query: EventListQuery): Promise<EventList> {
  return pageByCursor(
    context.tenant.id,
    query.cursor,
    eventsNewestFirst,
    (after) => listEvents(context.tx, query, after),
    'query.cursor',
  );
}

/** Everyone the log names as having made a change: the choices of its person filter. */
export async function listTenantEventActors(context: RequestContext): Promise<EventActorList> {
  const items = await listEventActors(context.tx);
  return { items, total: items.length };
}
