import { z } from 'zod';
import { calendarDateSchema, timeOfDaySchema } from './dates.ts';
import { exportFormatSchema } from './exports.ts';
import { inspectionReferenceSchema } from './inspections.ts';
import { lookupEnglishName, lookupReferenceSchema } from './lookups.ts';
import {
  cursorSchema,
  listResponseSchema,
  pagedListResponseSchema,
  pagingQuerySchema,
  pagingSchema,
} from './list.ts';
import {
  customerSchema,
  orderFields,
  orderObjectSchema,
  orderPartySchema,
  referenceSchema as reference,
  type OrderParty,
} from './public-orders.ts';
import { ORDER_SORT_FIELDS, ORDER_STATUSES } from './order-values.ts';
import { optionalText, requiredText } from './text.ts';

export { ORDER_SORT_FIELDS, ORDER_STATUSES, type OrderStatus } from './order-values.ts';

// The customers' side of orders, which the staff side builds on (see public-orders.ts).
export {
  customerSchema,
  estateNumberSchema,
  nextDateSchema,
  ORDER_HONEYPOT_FIELD,
  orderAddressSchema,
  orderObjectSchema,
  orderPartySchema,
  PUBLIC_CALENDAR_MAX_DAYS,
  PUBLIC_ORDER_BODY_MAX_BYTES,
  PUBLIC_ORDER_RATE_LIMIT,
  publicCalendarQuerySchema,
  publicCalendarSchema,
  publicCalendarSlotSchema,
  publicOrderPageQuerySchema,
  publicOrderPageSchema,
  publicOrderReceiptSchema,
  publicOrderSubmitSchema,
  publicOrderTypeSchema,
  type OrderObject,
  type OrderParty,
  type OrderPartyInput,
  type PublicCalendar,
  type PublicCalendarQuery,
  type PublicOrderPage,
  type PublicOrderReceipt,
  type PublicOrderSubmit,
  type PublicOrderSubmitInput,
} from './public-orders.ts';

/**
 * Orders: placed by customers on the public order page (or by
 * staff), received in the staff inbox, and accepted into an inspection assignment.
 */

/** Where an order came from. */
export const ORDER_SOURCES = ['web', 'staff', 'partner'] as const;
export type OrderSource = (typeof ORDER_SOURCES)[number];
/** A party's name as lists and the order view show it: the company's, or first and last name. */
export function partyName(party: OrderParty): string {
  if (party.type === 'company') return party.companyName;
  return [party.firstName, party.lastName].filter(Boolean).join(' ');
}

// Staff side ---------------------------------------------------------------------------------

/** The parties an order names, in the order the order view lists them (owners are the sellers). */
export const ORDER_PARTY_ROLES = ['customer', 'owner1', 'owner2', 'broker'] as const;
export type OrderPartyRole = (typeof ORDER_PARTY_ROLES)[number];

/**
 * What accepting does with a party that matches an address-book contact (by identity number,
 * else by e-mail): `existing` uses the contact as it is (the order's details go into the
 * assignment contact's note), `update` writes the order's details into the contact, `new`
 * creates a contact of its own for the party.
 */
export const PARTY_DECISIONS = ['existing', 'update', 'new'] as const;
export type PartyDecision = (typeof PARTY_DECISIONS)[number];

/** The details of a party that are compared with its matching contact. */
export const PARTY_COMPARED_FIELDS = ['name', 'email', 'phone', 'number', 'address'] as const;
export type PartyComparedField = (typeof PARTY_COMPARED_FIELDS)[number];

/**
 * Body of `PUT /{tenant}/v1/vb/admin/order/{id}[?accept=true|false]`: corrections to the order
 * (absent fields stay). With `accept=true` one assignment is created per ordered inspection
 * type (`types`, which the same body may correct), the assignments related to each other, all
 * in one transaction; `inspectorId` (a member of the firm) inspects them. `parties` says, for
 * each party whose matching contact differs from the order (see `GET …/matches`), what to do:
 * an acceptance without it is refused (400 on `body.parties.<role>`). `bookedDate` and
 * `bookedTime` are when the assignments are booked (the preferred date and time if absent): the
 * order keeps what the customer asked for. `accept=false` rejects.
 */
export const orderUpdateSchema = z
  .object({
    ...orderFields,
    customer: customerSchema,
    inspectorId: z.uuid().nullable().optional(),
    bookedDate: calendarDateSchema,
    bookedTime: z.nullable(timeOfDaySchema),
    parties: z.partialRecord(z.enum(ORDER_PARTY_ROLES), z.enum(PARTY_DECISIONS)).optional(),
  })
  .partial()
  .meta({ id: 'OrderUpdate' });
export type OrderUpdate = z.infer<typeof orderUpdateSchema>;

export const orderAcceptQuerySchema = z.object({ accept: z.stringbool().optional() });

/**
 * Body of `POST /{tenant}/v1/vb/admin/order/{id}/share`: an address-book contact with an e-mail
 * address, who is sent the order's summary (no identity numbers) through the mail outbox.
 */
export const orderShareCreateSchema = z
  .object({
    contactId: z.uuid({ error: 'validation.chooseContact' }),
    message: optionalText(2000),
  })
  .meta({ id: 'OrderShareCreate' });
export type OrderShareCreate = z.infer<typeof orderShareCreateSchema>;

/** A share: to whom (name and address as sent; the contact while it exists), when and by whom. */
export const orderShareSchema = z
  .object({
    id: z.string(),
    /** The recipient's name as it was when shared. */
    partner: z.string(),
    /** The address the summary was sent to; null for shares recorded before sending existed. */
    email: z.string().nullable(),
    contact: z.nullable(reference),
    message: z.string().nullable(),
    created: z.string(),
    createdBy: z.nullable(reference),
  })
  .meta({ id: 'OrderShare' });
export type OrderShare = z.infer<typeof orderShareSchema>;

/** What an order and its summary both start with: who it is and what kind. */
const orderHeadFields = {
  id: z.string(),
  /** `B` + year + serial, e.g. `B2026-0042`. */
  number: z.string(),
  status: z.enum(ORDER_STATUSES),
  source: z.enum(ORDER_SOURCES),
  orderType: z.nullable(lookupReferenceSchema),
};

/** An order with everything the order view shows. */
export const orderSchema = z
  .object({
    ...orderHeadFields,
    types: z.array(lookupReferenceSchema),
    preferredDate: z.string(),
    preferredTime: z.string().nullable(),
    customer: orderPartySchema,
    owner1: z.nullable(orderPartySchema),
    owner2: z.nullable(orderPartySchema),
    broker: z.nullable(orderPartySchema),
    object: orderObjectSchema,
    estateLocation: z.string().nullable(),
    estateNumber: z.string().nullable(),
    message: z.string().nullable(),
    /** The inspector a booking from the public calendar was given; accepting makes them the assignments'. */
    inspector: z.nullable(reference),
    created: z.string(),
    /** When it was accepted or rejected, and by whom. */
    decided: z.string().nullable(),
    decidedBy: z.nullable(reference),
    /** The first assignment created when it was accepted. */
    inspection: inspectionReferenceSchema.nullable(),
    /** Every assignment it became, one per ordered inspection type, in the order's order. */
    inspections: z.array(inspectionReferenceSchema),
    shares: z.array(orderShareSchema),
  })
  .meta({ id: 'Order' });
export type Order = z.infer<typeof orderSchema>;

/** A party of an order and the address-book contact it matches, with what differs. */
export const orderPartyMatchSchema = z
  .object({
    role: z.enum(ORDER_PARTY_ROLES),
    party: orderPartySchema,
    contact: z.object({
      id: z.string(),
      name: z.string(),
      email: z.string().nullable(),
      phone: z.string().nullable(),
      number: z.string().nullable(),
      address: z.string(),
    }),
    /** By which detail it matched. */
    matchedBy: z.enum(['number', 'email']),
    /** The details the order gives that the contact does not have; empty when they agree. */
    differences: z.array(
      z.object({ field: z.enum(PARTY_COMPARED_FIELDS), ordered: z.string(), existing: z.string() }),
    ),
  })
  .meta({ id: 'OrderPartyMatch' });
export type OrderPartyMatch = z.infer<typeof orderPartyMatchSchema>;
export const orderPartyMatchListSchema = listResponseSchema(orderPartyMatchSchema).meta({
  id: 'OrderPartyMatchList',
});

/** An order as search results and the inbox list it. */
export const orderSummarySchema = z
  .object({
    ...orderHeadFields,
    customerName: z.string(),
    /** The object's address on one line. */
    address: z.string(),
    preferredDate: z.string(),
    created: z.string(),
    inspection: inspectionReferenceSchema.nullable(),
  })
  .meta({ id: 'OrderSummary' });
export type OrderSummary = z.infer<typeof orderSummarySchema>;
export const orderListSchema = pagedListResponseSchema(orderSummarySchema).meta({ id: 'OrderList' });
export type OrderList = z.infer<typeof orderListSchema>;

/**
 * Body of `POST /{tenant}/v1/vb/admin/order/search`; `GET /admin/order` is the inbox (status
 * new, newest first) with `page` and `pageSize` in the query. Dates filter the preferred date.
 */
export const orderSearchSchema = z
  .object({
    text: z.string().trim().max(200).optional(),
    statuses: z.array(z.enum(ORDER_STATUSES)).max(ORDER_STATUSES.length).optional(),
    orderTypeIds: z.array(z.uuid()).max(100).optional(),
    dateFrom: z.optional(calendarDateSchema),
    dateTo: z.optional(calendarDateSchema),
    ...pagingSchema.shape,
    /** The `nextCursor` of the page before (newest/oldest first, by number): the page after it. */
    cursor: cursorSchema.optional(),
    sort: z.enum(ORDER_SORT_FIELDS).default('created'),
    direction: z.enum(['asc', 'desc']).default('desc'),
  })
  .refine((filter) => !filter.dateFrom || !filter.dateTo || filter.dateFrom <= filter.dateTo, {
    path: ['dateTo'],
    error: 'validation.dateRange',
  })
  .meta({ id: 'OrderSearch' });
export type OrderSearch = z.infer<typeof orderSearchSchema>;
export type OrderSearchInput = z.input<typeof orderSearchSchema>;

export const orderInboxQuerySchema = pagingQuerySchema;

/** Body of `POST /{tenant}/v1/vb/admin/order/export`: the search whose hits become a file, and its format. */
export const orderExportSchema = z
  .object({ query: orderSearchSchema, format: exportFormatSchema })
  .meta({ id: 'OrderExport' });

/** `GET /{tenant}/v1/vb/admin/check/{YYYY-MM-DD}`: the orders wanted on one day. */
export const dayCheckItemSchema = z
  .object({
    id: z.string(),
    number: z.string(),
    status: z.enum(ORDER_STATUSES),
    preferredDate: z.string(),
    preferredTime: z.string().nullable(),
    estateLocation: z.string().nullable(),
    estateNumber: z.string().nullable(),
    customerName: z.string(),
    address: z.string(),
  })
  .meta({ id: 'DayCheckItem' });
export const dayCheckSchema = z
  .object({ date: calendarDateSchema, items: z.array(dayCheckItemSchema) })
  .meta({ id: 'DayCheck' });
export type DayCheck = z.infer<typeof dayCheckSchema>;

// Order types (admin) ------------------------------------------------------------------------

/** An order type: what the customer orders, and which inspection types it may include. */
export const orderTypeSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    nameEn: z.string().nullable(),
    description: z.string().nullable(),
    inspectionTypes: z.array(lookupReferenceSchema),
    /** Offered only through the order page link with `?hidden=true`. */
    hidden: z.boolean(),
    sortOrder: z.number().int(),
    archived: z.boolean(),
  })
  .meta({ id: 'OrderType' });
export type OrderType = z.infer<typeof orderTypeSchema>;
export const orderTypeListSchema = listResponseSchema(orderTypeSchema).meta({ id: 'OrderTypeList' });

/** The fields an administrator sets on an order type; an update changes only those it names. */
const orderTypeFields = {
  name: requiredText(100, 'validation.name'),
  nameEn: lookupEnglishName,
  description: optionalText(2000),
  inspectionTypeIds: z
    .array(z.uuid())
    .min(1, { error: 'validation.inspectionTypes' })
    .max(50)
    .transform((ids) => [...new Set(ids)]),
  hidden: z.boolean(),
  sortOrder: z.int().min(0).max(100_000),
  archived: z.boolean(),
};

/** Body of `POST /{tenant}/v1/vb/admin/order-types`; without `sortOrder` it goes last. */
export const orderTypeCreateSchema = z
  .object({
    ...orderTypeFields,
    hidden: orderTypeFields.hidden.default(false),
    sortOrder: orderTypeFields.sortOrder.optional(),
    archived: orderTypeFields.archived.default(false),
  })
  .meta({ id: 'OrderTypeCreate' });
export type OrderTypeCreate = z.infer<typeof orderTypeCreateSchema>;
export type OrderTypeCreateInput = z.input<typeof orderTypeCreateSchema>;

/** Body of `PUT /{tenant}/v1/vb/admin/order-types/{id}`: only the named fields change. */
export const orderTypeUpdateSchema = z.object(orderTypeFields).partial().meta({ id: 'OrderTypeUpdate' });
export type OrderTypeUpdate = z.infer<typeof orderTypeUpdateSchema>;
