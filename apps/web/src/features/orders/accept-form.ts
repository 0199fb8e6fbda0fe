import type { z } from 'zod';
import type {
  Order,
  OrderPartyMatch,
  OrderPartyRole,
  PartyDecision,
  orderUpdateSchema,
} from '@syna/contracts/orders';

/** The accept dialog's fields: which ordered types become assignments, who inspects, the date if it moves, and the parties' contacts. */
export interface AcceptFormValues {
  /** The ordered types kept, one assignment each; all of them to start with. */
  typeIds: string[];
  /** '' leaves the assignments without an inspector; the one the booking was given to start with. */
  inspectorId: string;
  /** When the assignments are booked: the customer's wish to start with. */
  bookedDate: string;
  /** `HH:mm` or ''. */
  bookedTime: string;
  /** What to do with each party that matches a contact with other details; '' until chosen. */
  parties: Partial<Record<OrderPartyRole, PartyDecision | ''>>;
}

/**
 * Every ordered type; the inspector the booking was given; date and time as the customer wished;
 * no decision taken for anyone.
 */
export function acceptFormValues(order: Order): AcceptFormValues {
  return {
    typeIds: order.types.map((type) => type.id),
    inspectorId: order.inspector?.id ?? '',
    bookedDate: order.preferredDate,
    bookedTime: order.preferredTime ?? '',
    parties: {},
  };
}

/** The matches that staff must decide about: a contact whose details differ from the order's. */
export const conflictingMatches = (matches: OrderPartyMatch[]) =>
  matches.filter((match) => match.differences.length > 0);

/**
 * The body of `PUT /admin/order/{id}?accept=true`: the choices, the types only when some were
 * left out, and the booked date or time only when they differ from the customer's wish (which
 * the order keeps either way).
 */
export function toAcceptUpdate(order: Order, values: AcceptFormValues): z.input<typeof orderUpdateSchema> {
  const body: z.input<typeof orderUpdateSchema> = { inspectorId: values.inspectorId || null };
  const orderedTypes = order.types.map((type) => type.id);
  const keptTypes = orderedTypes.filter((id) => values.typeIds.includes(id));
  if (keptTypes.length !== orderedTypes.length) body.types = keptTypes;
  if (values.bookedDate !== order.preferredDate) body.bookedDate = values.bookedDate;
  if (values.bookedTime !== (order.preferredTime ?? '')) body.bookedTime = values.bookedTime || null;
  const decided = Object.entries(values.parties).filter(([, decision]) => decision);
  if (decided.length > 0) body.parties = Object.fromEntries(decided);
  return body;
}
