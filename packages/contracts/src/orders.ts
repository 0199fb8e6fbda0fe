import { z } from 'zod';
import { PAGE_SIZE_DEFAULT, PAGE_SIZE_OPTIONS } from './constants.ts';
import { companyNumberSchema, emailSchema, phoneSchema } from './contacts.ts';
import { calendarDateSchema, inspectionReferenceSchema, timeOfDaySchema } from './inspections.ts';
import { listResponseSchema, pagedListResponseSchema, pagingSchema } from './list.ts';
import { blankOr, optionalText } from './text.ts';
import { addressWithSwedishPostalCodeSchema, personnummerSchema } from './swedish-identity.ts';

/**
 * Orders: placed by customers on the public order page (or by
 * staff), received in the staff inbox, and accepted into an inspection assignment.
 */

/** `new` waits in the inbox; `accepted` has become an assignment; `rejected` was turned down. */
export const ORDER_STATUSES = ['new', 'accepted', 'rejected'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
/** Where an order came from. */
export const ORDER_SOURCES = ['web', 'staff', 'partner'] as const;
export type OrderSource = (typeof ORDER_SOURCES)[number];
export const ORDER_SORT_FIELDS = ['created', 'preferredDate', 'number'] as const;
/** Public order submissions one address may make per window, and the window. */
export const PUBLIC_ORDER_RATE_LIMIT = { max: 10, windowMs: 10 * 60_000 } as const;
/** The largest public order body accepted, in bytes: an order is a few kilobytes of text. */
export const PUBLIC_ORDER_BODY_MAX_BYTES = 64 * 1024;
/** The most days the public calendar answers for in one request. */
export const PUBLIC_CALENDAR_MAX_DAYS = 42;
/** The honeypot field of the public order form: people never see it, bots fill it in. */
export const ORDER_HONEYPOT_FIELD = 'website';

const reference = z.object({ id: z.string(), name: z.string() });

const requiredText = (max: number, message: string) =>
  z
    .string({ error: message })
    .trim()
    .min(1, { error: message })
    .max(max, { error: `Högst ${max} tecken` });

/** An address the order page asks for: street, postal code and city are required. */
export const orderAddressSchema = addressWithSwedishPostalCodeSchema.superRefine((address, context) => {
  const required = [
    ['address', 'Ange gatuadress'],
    ['postalCode', 'Ange postnummer'],
    ['city', 'Ange ort'],
  ] as const;
  for (const [field, message] of required) {
    if (!address[field]) context.addIssue({ code: 'custom', path: [field], message });
  }
});

const partyFields = {
  companyName: optionalText(200),
  firstName: optionalText(100),
  lastName: optionalText(100),
  email: blankOr(emailSchema),
  phone: blankOr(phoneSchema),
  /** The party's own address when it differs from the object's; may be left out. */
  address: addressWithSwedishPostalCodeSchema
    .nullish()
    .transform((address) => (address && Object.values(address).some(Boolean) ? address : null)),
};

/**
 * A person or company named on an order: the customer, a seller/owner or the broker. A company
 * needs its name, a person first and last name; numbers are checked (Luhn and date) and stored
 * normalised.
 */
export const orderPartySchema = z
  .discriminatedUnion(
    'type',
    [
      z.object({
        type: z.literal('company'),
        ...partyFields,
        companyName: requiredText(200, 'Ange företagsnamn'),
        number: blankOr(companyNumberSchema),
      }),
      z.object({
        type: z.literal('person'),
        ...partyFields,
        firstName: requiredText(100, 'Ange förnamn'),
        lastName: requiredText(100, 'Ange efternamn'),
        number: blankOr(personnummerSchema),
      }),
    ],
    { error: 'Ange typ: company eller person' },
  )
  .meta({ id: 'OrderParty' });
export type OrderParty = z.infer<typeof orderPartySchema>;
export type OrderPartyInput = z.input<typeof orderPartySchema>;

/** A party's name as lists and the order view show it: the company's, or first and last name. */
export function partyName(party: OrderParty): string {
  if (party.type === 'company') return party.companyName;
  return [party.firstName, party.lastName].filter(Boolean).join(' ');
}

/** The customer must be reachable: e-mail or phone. */
const customerSchema = orderPartySchema.refine((party) => Boolean(party.email || party.phone), {
  path: ['email'],
  error: 'Ange e-post eller telefon',
  // Checked beside the party's other errors, so all show at once; but only when there is a party.
  when: (payload) => typeof payload.value === 'object' && payload.value !== null,
});

/** The object to inspect: where it is and, optionally, what it is. */
export const orderObjectSchema = z
  .object({ address: orderAddressSchema, description: optionalText(2000) })
  .meta({ id: 'OrderObject' });
export type OrderObject = z.infer<typeof orderObjectSchema>;

/**
 * Fastighetsbeteckning: a district name and block:unit, e.g. "Stöcke 5:12" or "Umeå Stöcke 5:12".
 */
export const estateNumberSchema = z
  .string()
  .trim()
  .max(100, { error: 'Högst 100 tecken' })
  .regex(/^\p{L}[\p{L}\d .-]*\s\d+:\d+$/u, { error: 'Ange fastighetsbeteckning som t.ex. Stöcke 5:12' });

/** The order fields a customer fills in and staff may correct. */
const orderFields = {
  orderTypeId: z.uuid({ error: 'Välj typ av beställning' }),
  /** The inspection types ordered, all offered by the order type. */
  types: z
    .array(z.uuid())
    .min(1, { error: 'Välj minst en besiktning' })
    .max(20)
    .transform((ids) => [...new Set(ids)]),
  preferredDate: calendarDateSchema,
  /** A slot start picked in the public calendar, `HH:mm`. */
  preferredTime: z
    .string()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: 'Ange tid som TT:MM' })
    .nullish()
    .transform((value) => value ?? null),
  customer: customerSchema,
  owner1: orderPartySchema.nullish().transform((party) => party ?? null),
  owner2: orderPartySchema.nullish().transform((party) => party ?? null),
  broker: orderPartySchema.nullish().transform((party) => party ?? null),
  object: orderObjectSchema,
  /** Where the estate lies, e.g. the municipality. */
  estateLocation: optionalText(100),
  estateNumber: blankOr(estateNumberSchema),
  message: optionalText(4000),
};

/**
 * Body of `POST /{tenant}/v1/vb/public/order`. The preferred date may not be before the next
 * date the firm offers; the order type must be the firm's own and offer every chosen type.
 */
export const publicOrderSubmitSchema = z
  .object({
    ...orderFields,
    privacyAccepted: z.literal(true, { error: 'Du behöver godkänna integritetspolicyn' }),
    /** The honeypot: must stay empty. A filled one is answered as if accepted, and dropped. */
    [ORDER_HONEYPOT_FIELD]: z.string().max(500).optional(),
  })
  .meta({ id: 'PublicOrderSubmit' });
export type PublicOrderSubmit = z.infer<typeof publicOrderSubmitSchema>;
export type PublicOrderSubmitInput = z.input<typeof publicOrderSubmitSchema>;

/** What the customer sees once the order is in: the firm's "order completed" texts. */
export const publicOrderReceiptSchema = z
  .object({ number: z.string(), header: z.string().nullable(), text: z.string().nullable() })
  .meta({ id: 'PublicOrderReceipt' });
export type PublicOrderReceipt = z.infer<typeof publicOrderReceiptSchema>;

/** An order type as the public page offers it. */
export const publicOrderTypeSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    description: z.string().nullable(),
    inspectionTypes: z.array(reference),
  })
  .meta({ id: 'PublicOrderType' });

/** `GET /{tenant}/v1/vb/public/order[?hidden=true]`: all the order page needs, in one call. */
export const publicOrderPageSchema = z
  .object({
    tenant: z.object({ id: z.string(), name: z.string(), logo: z.string().nullable() }),
    orderTypes: z.array(publicOrderTypeSchema),
    privacyPolicy: z.string().nullable(),
    calendarEnabled: z.boolean(),
    nextDate: calendarDateSchema,
  })
  .meta({ id: 'PublicOrderPage' });
export type PublicOrderPage = z.infer<typeof publicOrderPageSchema>;

export const publicOrderPageQuerySchema = z.object({
  /** Also offer the order types marked hidden (a link the firm gives to e.g. brokers). */
  hidden: z.stringbool().optional(),
});

/** `GET /{tenant}/v1/vb/public/order/nextDate`. */
export const nextDateSchema = z.object({ date: calendarDateSchema }).meta({ id: 'NextDate' });

/** `GET /{tenant}/v1/vb/public/calendar?from=&to=` (at most PUBLIC_CALENDAR_MAX_DAYS days). */
export const publicCalendarQuerySchema = z
  .object({ from: calendarDateSchema, to: calendarDateSchema })
  .refine((query) => query.from <= query.to, {
    path: ['to'],
    error: 'Slutdatum får inte vara före startdatum',
  })
  .refine(
    (query) => (Date.parse(query.to) - Date.parse(query.from)) / 86_400_000 < PUBLIC_CALENDAR_MAX_DAYS,
    { path: ['to'], error: `Högst ${PUBLIC_CALENDAR_MAX_DAYS} dagar åt gången` },
  );
export type PublicCalendarQuery = z.infer<typeof publicCalendarQuerySchema>;

/** One bookable slot: only whether it is free, never who took it. */
export const publicCalendarSlotSchema = z.object({
  /** `HH:mm` in the firm's time zone; a free slot's start is what the order page takes as its time. */
  start: timeOfDaySchema,
  end: timeOfDaySchema,
  free: z.boolean(),
});
export const publicCalendarSchema = z
  .object({
    slotMinutes: z.number().int(),
    /** The first and last dates the firm takes bookings for (next date … `order.calendar.weeksAhead`). */
    firstDate: calendarDateSchema,
    lastDate: calendarDateSchema,
    days: z.array(z.object({ date: calendarDateSchema, slots: z.array(publicCalendarSlotSchema) })),
  })
  .meta({ id: 'PublicCalendar' });
export type PublicCalendar = z.infer<typeof publicCalendarSchema>;

// Staff side ---------------------------------------------------------------------------------

/**
 * Body of `PUT /{tenant}/v1/vb/admin/order/{id}[?accept=true|false]`: corrections to the order
 * (absent fields stay). With `accept=true` the assignment is created from the corrected order;
 * `inspectionTypeId` and `inspectorId` then choose its type (default: the first ordered type)
 * and inspector. `accept=false` rejects the order.
 */
export const orderUpdateSchema = z
  .object({
    ...orderFields,
    customer: customerSchema,
    inspectionTypeId: z.uuid().optional(),
    inspectorId: z.uuid().nullable().optional(),
  })
  .partial()
  .meta({ id: 'OrderUpdate' });
export type OrderUpdate = z.infer<typeof orderUpdateSchema>;

export const orderAcceptQuerySchema = z.object({ accept: z.stringbool().optional() });

/** Body of `POST /{tenant}/v1/vb/admin/order/{id}/share`: a network partner (organisation id or e-mail). */
export const orderShareCreateSchema = z
  .object({
    partner: requiredText(254, 'Ange partner'),
    message: optionalText(2000),
  })
  .meta({ id: 'OrderShareCreate' });
export type OrderShareCreate = z.infer<typeof orderShareCreateSchema>;

export const orderShareSchema = z
  .object({
    id: z.string(),
    partner: z.string(),
    message: z.string().nullable(),
    created: z.string(),
    createdBy: reference.nullable(),
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
  orderType: reference.nullable(),
};

/** An order with everything the order view shows. */
export const orderSchema = z
  .object({
    ...orderHeadFields,
    types: z.array(reference),
    preferredDate: z.string(),
    preferredTime: z.string().nullable(),
    customer: orderPartySchema,
    owner1: orderPartySchema.nullable(),
    owner2: orderPartySchema.nullable(),
    broker: orderPartySchema.nullable(),
    object: orderObjectSchema,
    estateLocation: z.string().nullable(),
    estateNumber: z.string().nullable(),
    message: z.string().nullable(),
    created: z.string(),
    /** When it was accepted or rejected, and by whom. */
    decided: z.string().nullable(),
    decidedBy: reference.nullable(),
    /** The assignment created when it was accepted. */
    inspection: inspectionReferenceSchema.nullable(),
    shares: z.array(orderShareSchema),
  })
  .meta({ id: 'Order' });
export type Order = z.infer<typeof orderSchema>;

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

const pageSizeSchema = z.literal([...PAGE_SIZE_OPTIONS]);

/**
 * Body of `POST /{tenant}/v1/vb/admin/order/search`; `GET /admin/order` is the inbox (status
 * new, newest first) with `page` and `pageSize` in the query. Dates filter the preferred date.
 */
export const orderSearchSchema = z
  .object({
    text: z.string().trim().max(200).optional(),
    statuses: z.array(z.enum(ORDER_STATUSES)).max(ORDER_STATUSES.length).optional(),
    orderTypeIds: z.array(z.uuid()).max(100).optional(),
    dateFrom: calendarDateSchema.optional(),
    dateTo: calendarDateSchema.optional(),
    ...pagingSchema.shape,
    sort: z.enum(ORDER_SORT_FIELDS).default('created'),
    direction: z.enum(['asc', 'desc']).default('desc'),
  })
  .refine((filter) => !filter.dateFrom || !filter.dateTo || filter.dateFrom <= filter.dateTo, {
    path: ['dateTo'],
    error: 'Slutdatum får inte vara före startdatum',
  })
  .meta({ id: 'OrderSearch' });
export type OrderSearch = z.infer<typeof orderSearchSchema>;
export type OrderSearchInput = z.input<typeof orderSearchSchema>;

export const orderInboxQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().pipe(pageSizeSchema).default(PAGE_SIZE_DEFAULT),
});

/** Body of `POST /{tenant}/v1/vb/admin/order/export`: the search whose hits become a CSV file. */
export const orderExportSchema = z.object({ query: orderSearchSchema }).meta({ id: 'OrderExport' });

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
    description: z.string().nullable(),
    inspectionTypes: z.array(reference),
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
  name: requiredText(100, 'Ange ett namn'),
  description: optionalText(2000),
  inspectionTypeIds: z
    .array(z.uuid())
    .min(1, { error: 'Välj minst en besiktningstyp' })
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
