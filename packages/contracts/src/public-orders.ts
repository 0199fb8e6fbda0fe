import { z } from 'zod/mini';
import { addressWithSwedishPostalCodeSchema } from './swedish-identity.ts';
import type { Address } from './address.ts';
import type { FormField } from './form-fields.ts';
import { companyNumberSchema, emailSchema, phoneSchema } from './contact-fields.ts';
import { calendarDateSchema, timeOfDaySchema } from './dates.ts';
import { personnummerSchema } from './swedish-identity.ts';
import { blankOr, optionalText, requiredText } from './text.ts';

/**
 * What the customers' public pages (the order page and the booking calendar) send and receive,
 * in zod's small build (`zod/mini`): the order page validates an order in the browser with the
 * very schema the server checks it with, without loading full zod. The staff side's order
 * schemas (orders.ts) build on these.
 */

/** Public order submissions one address may make per window, and the window. */
export const PUBLIC_ORDER_RATE_LIMIT = { max: 10, windowMs: 10 * 60_000 } as const;
/** The largest public order body accepted, in bytes: an order is a few kilobytes of text. */
export const PUBLIC_ORDER_BODY_MAX_BYTES = 64 * 1024;
/** The most days the public calendar answers for in one request. */
export const PUBLIC_CALENDAR_MAX_DAYS = 42;
/** The honeypot field of the public order form: people never see it, bots fill it in. */
export const ORDER_HONEYPOT_FIELD = 'website';

/** Something named by id: an order type, an inspection type, a user. */
export const referenceSchema = z.object({ id: z.string(), name: z.string() });
/** An order or inspection type as the order page shows it: with its English name, if the firm gave one. */
const namedTypeSchema = z.object({ id: z.string(), name: z.string(), nameEn: z.nullable(z.string()) });

/** An absent or null value as null. */
const orNull = <Schema extends z.core.SomeType>(schema: Schema) =>
  z.pipe(
    z.nullish(schema),
    z.transform((value: z.output<Schema> | null | undefined) => value ?? null),
  );

/** An address the order page asks for: street, postal code and city are required. */
export const orderAddressSchema = addressWithSwedishPostalCodeSchema.check(
  z.superRefine((address: Address, context) => {
    const required = [
      ['address', 'validation.street'],
      ['postalCode', 'validation.postalCode'],
      ['city', 'validation.city'],
    ] as const;
    for (const [field, message] of required) {
      if (!address[field]) context.addIssue({ code: 'custom', path: [field], message });
    }
  }),
);

const partyFields = {
  companyName: optionalText(200),
  firstName: optionalText(100),
  lastName: optionalText(100),
  email: blankOr(emailSchema),
  phone: blankOr(phoneSchema),
  /** The party's own address when it differs from the object's; may be left out. */
  address: z.pipe(
    z.nullish(addressWithSwedishPostalCodeSchema),
    z.transform((address: Address | null | undefined) =>
      address && Object.values(address).some(Boolean) ? address : null,
    ),
  ),
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
        companyName: requiredText(200, 'validation.companyName'),
        number: blankOr(companyNumberSchema),
      }),
      z.object({
        type: z.literal('person'),
        ...partyFields,
        firstName: requiredText(100, 'validation.firstName'),
        lastName: requiredText(100, 'validation.lastName'),
        number: blankOr(personnummerSchema),
      }),
    ],
    { error: 'validation.partyType' },
  )
  .register(z.globalRegistry, { id: 'OrderParty' });
export type OrderParty = z.infer<typeof orderPartySchema>;
export type OrderPartyInput = z.input<typeof orderPartySchema>;

/** The customer must be reachable: e-mail or phone. */
export const customerSchema = orderPartySchema.check(
  z.refine((party: OrderParty) => Boolean(party.email || party.phone), {
    path: ['email'],
    error: 'validation.reachable',
    // Checked beside the party's other errors, so all show at once; but only when there is a party.
    when: (payload) => typeof payload.value === 'object' && payload.value !== null,
  }),
);

/** The object to inspect: where it is and, optionally, what it is. */
export const orderObjectSchema = z
  .object({ address: orderAddressSchema, description: optionalText(2000) })
  .register(z.globalRegistry, { id: 'OrderObject' });
export type OrderObject = z.infer<typeof orderObjectSchema>;

/**
 * Fastighetsbeteckning: a district name and block:unit, e.g. "Stöcke 5:12" or "Umeå Stöcke 5:12".
 */
export const estateNumberSchema = z
  .string()
  .check(
    z.trim(),
    z.maxLength(100, { error: 'validation.tooLong' }),
    z.regex(/^\p{L}[\p{L}\d .-]*\s\d+:\d+$/u, { error: 'validation.estateNumber' }),
  );

/** The order fields a customer fills in and staff may correct. */
export const orderFields = {
  orderTypeId: z.uuid({ error: 'validation.orderType' }),
  /** The inspection types ordered, all offered by the order type. */
  types: z.pipe(
    z.array(z.uuid()).check(z.minLength(1, { error: 'validation.inspections' }), z.maxLength(20)),
    z.transform((ids: string[]) => [...new Set(ids)]),
  ),
  preferredDate: calendarDateSchema,
  /** A slot start picked in the public calendar, `HH:mm`. */
  preferredTime: orNull(z.string().check(z.regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: 'validation.time' }))),
  customer: customerSchema,
  owner1: orNull(orderPartySchema),
  owner2: orNull(orderPartySchema),
  broker: orNull(orderPartySchema),
  object: orderObjectSchema,
  /** Where the estate lies, e.g. the municipality. */
  estateLocation: optionalText(100),
  estateNumber: blankOr(estateNumberSchema),
  message: optionalText(4000),
};

/** The most forms one order answers: far more than any order type asks. */
export const PUBLIC_ORDER_ANSWERED_FORMS_MAX = 20;

/**
 * The customer's answers to the firm's ORDER input forms, by form id: each form's values by field
 * key, as a staff member's would be (form-values.ts checks them on both sides).
 */
export const orderAnswersSchema = z
  .record(z.uuid({ error: 'forms.formMissing' }), z.record(z.string(), z.unknown()))
  .check(
    z.refine(
      (answers: Record<string, unknown>) => Object.keys(answers).length <= PUBLIC_ORDER_ANSWERED_FORMS_MAX,
      {
        error: 'validation.tooManyForms',
        params: { maximum: PUBLIC_ORDER_ANSWERED_FORMS_MAX },
      },
    ),
  );
export type OrderAnswers = z.infer<typeof orderAnswersSchema>;

/**
 * Body of `POST /{tenant}/v1/vb/public/order`. The preferred date may not be before the next
 * date the firm offers; the order type must be the firm's own and offer every chosen type; the
 * answers must fill in the order type's forms as their definitions ask.
 */
export const publicOrderSubmitSchema = z
  .object({
    ...orderFields,
    answers: z.optional(orderAnswersSchema),
    privacyAccepted: z.literal(true, { error: 'validation.privacy' }),
    /** The honeypot: must stay empty. A filled one is answered as if accepted, and dropped. */
    [ORDER_HONEYPOT_FIELD]: z.optional(z.string().check(z.maxLength(500))),
  })
  .register(z.globalRegistry, { id: 'PublicOrderSubmit' });
export type PublicOrderSubmit = z.infer<typeof publicOrderSubmitSchema>;
export type PublicOrderSubmitInput = z.input<typeof publicOrderSubmitSchema>;

/** What the customer sees once the order is in: the firm's "order completed" texts. */
export const publicOrderReceiptSchema = z
  .object({ number: z.string(), header: z.nullable(z.string()), text: z.nullable(z.string()) })
  .register(z.globalRegistry, { id: 'PublicOrderReceipt' });
export type PublicOrderReceipt = z.infer<typeof publicOrderReceiptSchema>;

/**
 * An ORDER input form as the order page asks it: its fields are the staff side's form fields
 * (`FormField`, form-fields.ts, in full zod), described there rather than loaded here.
 */
export const publicOrderFormSchema = z
  .object({
    id: z.string(),
    name: z.object({ sv: z.string(), en: z.nullable(z.string()) }),
    fields: z.array(z.custom<FormField>()),
  })
  .register(z.globalRegistry, { id: 'PublicOrderForm' });
export type PublicOrderForm = z.infer<typeof publicOrderFormSchema>;

/**
 * A price the order page shows, in öre including VAT: only when the firm shows prices there
 * (`order.showPrices`); null for a type without a price.
 */
const shownPrice = z.optional(z.nullable(z.number()));

/** An order type as the public page offers it, with the input forms it asks the customer. */
export const publicOrderTypeSchema = z
  .object({
    ...namedTypeSchema.shape,
    description: z.nullable(z.string()),
    /** The order type's own price, which covers all it offers (prices.ts `orderPickPrices`). */
    price: shownPrice,
    inspectionTypes: z.array(z.object({ ...namedTypeSchema.shape, price: shownPrice })),
    forms: z.array(publicOrderFormSchema),
  })
  .register(z.globalRegistry, { id: 'PublicOrderType' });

/** `GET /{tenant}/v1/vb/public/order[?hidden=true]`: all the order page needs, in one call. */
export const publicOrderPageSchema = z
  .object({
    tenant: z.object({ id: z.string(), name: z.string(), logo: z.nullable(z.string()) }),
    orderTypes: z.array(publicOrderTypeSchema),
    privacyPolicy: z.nullable(z.string()),
    calendarEnabled: z.boolean(),
    /** Whether the firm requires the customer's e-mail address (the server refuses an order without). */
    emailRequired: z.boolean(),
    nextDate: calendarDateSchema,
  })
  .register(z.globalRegistry, { id: 'PublicOrderPage' });
export type PublicOrderPage = z.infer<typeof publicOrderPageSchema>;

export const publicOrderPageQuerySchema = z.object({
  /** Also offer the order types marked hidden (a link the firm gives to e.g. brokers). */
  hidden: z.optional(z.stringbool()),
});

/** `GET /{tenant}/v1/vb/public/order/nextDate`. */
export const nextDateSchema = z
  .object({ date: calendarDateSchema })
  .register(z.globalRegistry, { id: 'NextDate' });

interface DateRange {
  from: string;
  to: string;
}

/** `GET /{tenant}/v1/vb/public/calendar?from=&to=` (at most PUBLIC_CALENDAR_MAX_DAYS days). */
export const publicCalendarQuerySchema = z.object({ from: calendarDateSchema, to: calendarDateSchema }).check(
  z.refine((query: DateRange) => query.from <= query.to, {
    path: ['to'],
    error: 'validation.dateRange',
  }),
  z.refine(
    (query: DateRange) =>
      (Date.parse(query.to) - Date.parse(query.from)) / 86_400_000 < PUBLIC_CALENDAR_MAX_DAYS,
    { path: ['to'], error: 'validation.tooManyDays', params: { days: PUBLIC_CALENDAR_MAX_DAYS } },
  ),
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
    slotMinutes: z.int(),
    /** The first and last dates the firm takes bookings for (next date … `order.calendar.weeksAhead`). */
    firstDate: calendarDateSchema,
    lastDate: calendarDateSchema,
    days: z.array(z.object({ date: calendarDateSchema, slots: z.array(publicCalendarSlotSchema) })),
  })
  .register(z.globalRegistry, { id: 'PublicCalendar' });
export type PublicCalendar = z.infer<typeof publicCalendarSchema>;
