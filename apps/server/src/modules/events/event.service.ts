import type { EventList, EventListQuery } from '@syna/contracts/events';
import type { Tx } from '../../platform/db/database.ts';
import { pageByCursor } from '../../platform/db/list-cursor.ts';
import type { RequestContext } from '../../platform/http/request-context.ts';
import type { WriteRecord } from '../../platform/http/write-journal.ts';
import { eventsNewestFirst, insertEvent, insertEventInFirmsOf, listEvents } from './event.repo.ts';

/**
 * Appends a change to the tenant's events log. The access wall calls it in the request's own
 * transaction, after the handler has answered and before the commit: a change that rolls back
 * takes its event with it.
 */
export function recordWrite(tx: Tx, write: WriteRecord): Promise<void> {
  return insertEvent(tx, write);
}

/** Appends a change made outside any firm (a user's own) to the events log of every firm the user is in. */
export function recordWriteInFirmsOf(tx: Tx, userId: string, write: WriteRecord): Promise<void> {
  return insertEventInFirmsOf(tx, userId, write);
}

/** A page of the events log, newest first; the page after the query's cursor when it has one. */
export function listTenantEvents(context: RequestContext, query: EventListQuery): Promise<EventList> {
  return pageByCursor(
    context.tenant.id,
    query.cursor,
    eventsNewestFirst,
    (after) => listEvents(context.tx, query.pageSize, after),
    'query.cursor',
  );
}
