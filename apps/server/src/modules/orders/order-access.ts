import type { Access } from '../../platform/http/access.ts';

/** Reading orders: the inbox, the search, one order, the day check, the order types. */
export const READ_ORDERS: Access = { kind: 'member', permission: 'orders.read' };
/** Handling orders: correcting, accepting, rejecting, sharing. */
export const WRITE_ORDERS: Access = { kind: 'member', permission: 'orders.write' };
