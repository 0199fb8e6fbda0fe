import { type LookupKind } from '../lookups/index.ts';
import { orderTypes } from './orders.tables.ts';

/**
 * Order types as a lookup: named, ordered and archivable like the inspection lookups, so their
 * create, change and delete rules (unique names, "archive it instead" when in use) are the same.
 */
export const orderTypeKind: LookupKind = {
  table: orderTypes,
  eventRecord: 'order-types',
  noun: { key: 'phrases.orderType' },
  definite: { key: 'phrases.orderTypeDefinite' },
  usages: [
    { table: 'orders', column: 'order_type_id', one: 'phrases.oneOrder', many: 'phrases.orders' },
    { table: 'form_order_types', column: 'order_type_id', one: 'phrases.oneForm', many: 'phrases.forms' },
  ],
};
