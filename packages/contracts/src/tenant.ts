import { z } from 'zod';
import { bankgiroSchema, plusgiroSchema } from './swedish-identity.ts';
import { TENANT_ID_PATTERN } from './constants.ts';
import { blankOr, optionalText, TOO_LONG_MESSAGE } from './text.ts';

export { TENANT_ID_PATTERN };
export const tenantIdSchema = z.string().regex(TENANT_ID_PATTERN);

/**
 * Ids no organisation may take: the first segment of the server's own paths (the staff app, the
 * sign-in issuer, the public pages, the API and its docs, health checks, static files) and names
 * that would pass for the product's own pages.
 */
export const RESERVED_TENANT_IDS: readonly string[] = [
  'main',
  'oidc',
  'web',
  'docs',
  'openapi',
  'v1',
  'api',
  'admin',
  'assets',
  'health',
  'static',
  'public',
  'login',
  'logout',
  'auth',
  'account',
  'accounts',
  'app',
  'www',
  'syna',
];
export const RESERVED_TENANT_ID_MESSAGE = 'organisation.idReserved';
/** How many organisations one user may create (those the user owns count). */
export const MAX_ORGANIZATIONS_PER_USER = 10;

/** ISO weekday numbers: 1 Monday … 7 Sunday. */
export const ISO_WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;
/** Lengths of a booking slot offered in the calendar settings, in minutes. */
export const CALENDAR_SLOT_MINUTES_OPTIONS = [30, 60, 90, 120, 180, 240] as const;

/** The staff calendar's working day until an administrator sets the firm's own. */
export const DEFAULT_BUSINESS_HOURS = { start: '07:00', end: '18:00' } as const;

/** A time of day on the firm's clock, `HH:mm`. */
export const hourMinute = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'validation.time');
/**
 * A firm's own settings (order confirmation, privacy policy, order dispatcher, giro numbers), plus
 * how its booking calendar and order page behave. The calendar and order keys are dotted
 * (`order.calendar.enabled`); every setting has a working default.
 */
const tenantSettingsShape = {
  orderCompletedHeader: z._default(optionalText(200, TOO_LONG_MESSAGE), null),
  orderCompletedText: z._default(optionalText(5000, TOO_LONG_MESSAGE), null),
  /** The privacy policy: a text, or a link (`https://…`) to one. */
  privacyPolicy: z._default(optionalText(20000, TOO_LONG_MESSAGE), null),
  /** Who receives new orders by e-mail; blank means the company e-mail. */
  orderDispatcherEmail: z._default(blankOr(z.email('validation.email')), null),
  invoiceBankgiro: z._default(blankOr(bankgiroSchema), null),
  invoicePlusgiro: z._default(blankOr(plusgiroSchema), null),
  'order.calendar.enabled': z.boolean().default(false),
  /** Whether the order page asks the customer's e-mail address (else e-mail or phone will do). */
  'order.emailRequired': z.boolean().default(false),
  /** Whether the order page shows each order type's price incl. VAT and the sum of what is picked. */
  'order.showPrices': z.boolean().default(false),
  /** The earliest preferred date is this many days after today (then the next open weekday). */
  'order.leadDays': z.int().min(0).max(90).default(1),
  'order.calendar.slotMinutes': z.literal([...CALENDAR_SLOT_MINUTES_OPTIONS]).default(120),
  'order.calendar.dayStart': hourMinute.default('08:00'),
  'order.calendar.dayEnd': hourMinute.default('17:00'),
  'order.calendar.weekdays': z
    .array(z.literal([...ISO_WEEKDAYS]))
    .min(1, 'validation.weekdays')
    .max(7)
    .transform((days) => [...new Set(days)].sort())
    .default([1, 2, 3, 4, 5]),
  /** Whether the customer is e-mailed a reminder the day before a booked visit. */
  'customer.reminder': z.boolean().default(true),
  /**
   * Whether a booking from the public calendar names a free inspector for its slot, whom accepting
   * the order makes the assignment's inspector; off, the office picks one.
   */
  'order.calendar.assignInspector': z.boolean().default(true),
  /** How many weeks ahead the public calendar shows. */
  'order.calendar.weeksAhead': z.int().min(1).max(52).default(8),
  /**
   * The automatic moves of an assignment's status, each to the firm's first status of the step:
   * inspector and date set on a new one (booked), a report issued (reported), an invoice made in
   * the firm's accounting program (invoiced). They go forward only, so a later status set by hand
   * stays.
   */
  'status.auto.booked': z.boolean().default(true),
  'status.auto.reported': z.boolean().default(true),
  'status.auto.invoiced': z.boolean().default(true),
  /** The firm's working day: the staff calendar's week and day grids open at these hours. */
  'calendar.dayStart': hourMinute.default(DEFAULT_BUSINESS_HOURS.start),
  'calendar.dayEnd': hourMinute.default(DEFAULT_BUSINESS_HOURS.end),
};

export const tenantSettingsSchema = z
  .object(tenantSettingsShape)
  .refine((settings) => settings['order.calendar.dayStart'] < settings['order.calendar.dayEnd'], {
    path: ['order.calendar.dayEnd'],
    message: 'validation.dayEnd',
  })
  .refine((settings) => settings['calendar.dayStart'] < settings['calendar.dayEnd'], {
    path: ['calendar.dayEnd'],
    message: 'validation.dayEnd',
  })
  .meta({ id: 'TenantSettings' });
export type TenantSettings = z.infer<typeof tenantSettingsSchema>;

/**
 * Body of `PUT /{tenant}/v1/vb/admin/settings`: the settings to change; the others stay. The
 * merged result is validated again as a whole.
 */
type SettingsChangeShape = {
  [Key in keyof typeof tenantSettingsShape]: z.ZodOptional<
    ReturnType<(typeof tenantSettingsShape)[Key]['unwrap']>
  >;
};
// Without the defaults: a setting left out of a change must stay absent, not reset.
const settingsChangeShape = Object.fromEntries(
  Object.entries(tenantSettingsShape).map(([key, field]) => [key, z.optional(field.unwrap())]),
) as SettingsChangeShape;
export const tenantSettingsChangeSchema = z.object(settingsChangeShape).meta({ id: 'TenantSettingsChange' });
export type TenantSettingsChange = z.infer<typeof tenantSettingsChangeSchema>;

export const tenantSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    icon: z.string().nullable(),
    email: z.string().nullable(),
    address: z.object({ value: z.string().nullable() }),
    insurance: z.string().nullable(),
    settings: tenantSettingsSchema,
  })
  .meta({ id: 'Tenant' });
export type Tenant = z.infer<typeof tenantSchema>;

export const accountSchema = z
  .object({
    id: z.string(),
    tenant: z.object({ id: z.string(), name: z.string() }),
    name: z.string(),
    roles: z.array(z.string()),
  })
  .meta({ id: 'Account' });
export type Account = z.infer<typeof accountSchema>;

export const organizationCreateSchema = z
  .object({
    id: tenantIdSchema.refine((id) => !RESERVED_TENANT_IDS.includes(id), RESERVED_TENANT_ID_MESSAGE),
    name: z.string().trim().min(2).max(120),
    email: z.email().optional(),
    address: z.string().trim().max(300).optional(),
  })
  .meta({ id: 'OrganizationCreate' });
export type OrganizationCreate = z.infer<typeof organizationCreateSchema>;
