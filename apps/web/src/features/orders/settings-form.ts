import type { z } from 'zod';
import type { TenantSettings, TenantSettingsChange, tenantSettingsSchema } from '@syna/contracts/tenant';

/**
 * The tenant settings as the forms hold them. The contract's dotted keys
 * (`order.calendar.enabled`) become nested fields, so that the contract's and the server's error
 * paths name the same field; numbers are typed as text.
 */
export interface SettingsFormValues {
  orderCompletedHeader: string;
  orderCompletedText: string;
  privacyPolicy: string;
  orderDispatcherEmail: string;
  invoiceBankgiro: string;
  invoicePlusgiro: string;
  order: {
    leadDays: string;
    emailRequired: boolean;
    showPrices: boolean;
    customerReminder: boolean;
    calendar: {
      enabled: boolean;
      slotMinutes: number;
      dayStart: string;
      dayEnd: string;
      weekdays: number[];
      assignInspector: boolean;
      weeksAhead: string;
    };
  };
  /** The staff calendar's working day. */
  calendar: { dayStart: string; dayEnd: string };
}

export type SettingKey = keyof TenantSettings & string;

/** The settings the order page settings screen edits. */
export const ORDER_PAGE_SETTING_KEYS = [
  'orderCompletedHeader',
  'orderCompletedText',
  'privacyPolicy',
  'orderDispatcherEmail',
  'invoiceBankgiro',
  'invoicePlusgiro',
  'order.calendar.enabled',
  'order.leadDays',
  'order.emailRequired',
  'order.showPrices',
  'customer.reminder',
] as const satisfies readonly SettingKey[];

/** The settings the booking calendar screen edits. */
export const CALENDAR_SETTING_KEYS = [
  'order.calendar.slotMinutes',
  'order.calendar.dayStart',
  'order.calendar.dayEnd',
  'order.calendar.weekdays',
  'order.calendar.assignInspector',
  'order.calendar.weeksAhead',
] as const satisfies readonly SettingKey[];

/** The settings of the staff calendar: the working day its week and day open at. */
export const STAFF_CALENDAR_SETTING_KEYS = [
  'calendar.dayStart',
  'calendar.dayEnd',
] as const satisfies readonly SettingKey[];

export function settingsFormValues(settings: TenantSettings): SettingsFormValues {
  return {
    orderCompletedHeader: settings.orderCompletedHeader ?? '',
    orderCompletedText: settings.orderCompletedText ?? '',
    privacyPolicy: settings.privacyPolicy ?? '',
    orderDispatcherEmail: settings.orderDispatcherEmail ?? '',
    invoiceBankgiro: settings.invoiceBankgiro ?? '',
    invoicePlusgiro: settings.invoicePlusgiro ?? '',
    order: {
      leadDays: String(settings['order.leadDays']),
      emailRequired: settings['order.emailRequired'],
      showPrices: settings['order.showPrices'],
      customerReminder: settings['customer.reminder'],
      calendar: {
        enabled: settings['order.calendar.enabled'],
        slotMinutes: settings['order.calendar.slotMinutes'],
        dayStart: settings['order.calendar.dayStart'],
        dayEnd: settings['order.calendar.dayEnd'],
        weekdays: [...settings['order.calendar.weekdays']],
        assignInspector: settings['order.calendar.assignInspector'],
        weeksAhead: String(settings['order.calendar.weeksAhead']),
      },
    },
    calendar: { dayStart: settings['calendar.dayStart'], dayEnd: settings['calendar.dayEnd'] },
  };
}

/** A typed number; blank is null so that the contract calls it missing rather than defaulting it. */
const number = (text: string) => (text.trim() === '' ? null : Number(text));

/** The form as the contract's settings object, with its dotted keys. */
export function toSettingsInput(values: SettingsFormValues): z.input<typeof tenantSettingsSchema> {
  const { calendar } = values.order;
  return {
    orderCompletedHeader: values.orderCompletedHeader,
    orderCompletedText: values.orderCompletedText,
    privacyPolicy: values.privacyPolicy,
    orderDispatcherEmail: values.orderDispatcherEmail,
    invoiceBankgiro: values.invoiceBankgiro,
    invoicePlusgiro: values.invoicePlusgiro,
    'order.leadDays': number(values.order.leadDays) as number,
    'order.emailRequired': values.order.emailRequired,
    'order.showPrices': values.order.showPrices,
    'customer.reminder': values.order.customerReminder,
    'order.calendar.enabled': calendar.enabled,
    'order.calendar.slotMinutes': calendar.slotMinutes as TenantSettings['order.calendar.slotMinutes'],
    'order.calendar.dayStart': calendar.dayStart,
    'order.calendar.dayEnd': calendar.dayEnd,
    'order.calendar.weekdays': calendar.weekdays as TenantSettings['order.calendar.weekdays'],
    'order.calendar.assignInspector': calendar.assignInspector,
    'order.calendar.weeksAhead': number(calendar.weeksAhead) as number,
    'calendar.dayStart': values.calendar.dayStart,
    'calendar.dayEnd': values.calendar.dayEnd,
  };
}

/**
 * The body of `PUT /admin/settings`: of the screen's own keys, those whose (normalised) value
 * differs from the saved one. The other settings are never sent, so a colleague's change to them
 * is not overwritten.
 */
export function settingsChange(
  saved: TenantSettings,
  next: TenantSettings,
  keys: readonly SettingKey[],
): TenantSettingsChange {
  const change: Record<string, unknown> = {};
  for (const key of keys) {
    if (JSON.stringify(saved[key]) !== JSON.stringify(next[key])) change[key] = next[key];
  }
  return change as TenantSettingsChange;
}

/** Whether a privacy policy is a link to one rather than its text. */
export const isPolicyLink = (policy: string) => /^https?:\/\/\S+$/i.test(policy.trim());
