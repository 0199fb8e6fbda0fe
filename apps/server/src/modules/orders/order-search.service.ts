import type { PagedListResponse } from '@syna/contracts/list';
import {
  orderSearchSchema,
  type DayCheck,
  type orderInboxQuerySchema,
  type OrderSearch,
  type OrderSummary,
} from '@syna/contracts/orders';
import type { z } from 'zod';
import type { RequestContext } from '../../platform/http/request-context.ts';
import { toDayCheckItem } from './order-rows.repo.ts';
import { pageByCursor, type CursorField } from '../../platform/db/list-cursor.ts';
import { listOrdersOfDay, orderKeyset, searchOrders } from './order-search.repo.ts';

type InboxQuery = z.output<typeof orderInboxQuerySchema>;

/** The inbox: one page of the new orders, newest first. */
export function listInbox(
  context: RequestContext,
  paging: InboxQuery,
): Promise<PagedListResponse<OrderSummary>> {
  const search = orderSearchSchema.parse({
    ...paging,
    statuses: ['new'],
    sort: 'created',
    direction: 'desc',
  });
  return pageOfOrders(context, search, 'query.cursor');
}

/**
 * One page of the orders matching the search, and how many match in all; the page after a cursor
 * when one is given, and the cursor of the next page while rows follow.
 */
export function findOrders(
  context: RequestContext,
  search: OrderSearch,
): Promise<PagedListResponse<OrderSummary>> {
  return pageOfOrders(context, search, 'body.cursor');
}

function pageOfOrders(
  context: RequestContext,
  search: OrderSearch,
  field: CursorField,
): Promise<PagedListResponse<OrderSummary>> {
  return pageByCursor(
    context.tenant.id,
    search.cursor,
    orderKeyset(search),
    (after) => context.standbyRead((tx) => searchOrders(tx, search, after)),
    field,
  );
}

/**
 * The day check: the orders still waiting for a decision that wish for the day, by preferred
 * time. An accepted order has left the list: its assignments stand in the calendar.
 */
export async function getDayCheck(context: RequestContext, date: string): Promise<DayCheck> {
  const rows = await listOrdersOfDay(context.tx, date);
  return { date, items: rows.map(toDayCheckItem) };
}
