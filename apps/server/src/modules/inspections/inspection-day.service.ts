import type { InspectionDay } from '@syna/contracts/inspections';
import type { RequestContext } from '../../platform/http/request-context.ts';
import { findInspectorDay } from './inspection-day.repo.ts';

/**
 * `GET /inspections/day?date=`: the caller's own day as inspector, the phone's agenda. The date is
 * the caller's Swedish calendar day, given by the client, so "today" is the one the user sees.
 */
export async function getInspectorDay(context: RequestContext, date: string): Promise<InspectionDay> {
  return { date, items: await findInspectorDay(context.tx, context.user.id, date) };
}
