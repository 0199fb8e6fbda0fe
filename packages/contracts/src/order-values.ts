// The orders' statuses and sort fields: plain values without zod, so that code needing only
// them (the staff app's first load) does not bring the schemas along.

/** `new` waits in the inbox; `accepted` has become an assignment; `rejected` was turned down. */
export const ORDER_STATUSES = ['new', 'accepted', 'rejected'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const ORDER_SORT_FIELDS = ['created', 'preferredDate', 'number'] as const;
