import { zoneToday } from '@syna/contracts/time-zone';
import { randomInt } from 'node:crypto';
import {
  ORDER_HONEYPOT_FIELD,
  type PublicCalendar,
  type PublicCalendarQuery,
  type PublicOrderPage,
  type PublicOrderReceipt,
  type PublicOrderSubmit,
} from '@syna/contracts/orders';
import type { Tenant } from '@syna/contracts/tenant';
import { badRequest, notFound, type FieldErrors } from '../../platform/http/problem.ts';
import type { PublicTenantContext } from '../../platform/http/request-context.ts';
import { announceNewOrder } from './order-announcement.service.ts';
import { buildCalendar, isFreeSlot, nextOrderDate } from './order-calendar.ts';
import { listBookings, lockBookingDay } from './order-calendar.repo.ts';
import { drawOrderNumber } from './order-number.repo.ts';
import { insertOrder } from './order.repo.ts';
import { ASKED_FOR_BY_ORDER, replaceInspectionTypeList } from './inspection-type-links.repo.ts';
import { findOrderTypeOffer, listOfferedOrderTypes } from './order-type.service.ts';

const settingsOf = (tenant: Tenant) => tenant.settings;

/** Everything the order page needs, in one answer. */
export async function getOrderPage(
  context: PublicTenantContext,
  includeHidden: boolean,
): Promise<PublicOrderPage> {
  const settings = settingsOf(context.tenant);
  return {
    tenant: { id: context.tenant.id, name: context.tenant.name, logo: context.tenant.icon },
    orderTypes: await listOfferedOrderTypes(context, includeHidden),
    privacyPolicy: settings.privacyPolicy,
    calendarEnabled: settings['order.calendar.enabled'],
    nextDate: nextOrderDate(settings, zoneToday(context.now())),
  };
}

/** The earliest date an order may ask for. */
export async function getNextDate(context: PublicTenantContext): Promise<{ date: string }> {
  return { date: nextOrderDate(settingsOf(context.tenant), zoneToday(context.now())) };
}

/** The booking calendar; a firm that has switched it off has none (404). */
export async function getPublicCalendar(
  context: PublicTenantContext,
  query: PublicCalendarQuery,
): Promise<PublicCalendar> {
  const settings = settingsOf(context.tenant);
  if (!settings['order.calendar.enabled']) throw notFound({ key: 'orders.noCalendar' });
  const bookings = await listBookings(
    context.tx,
    query.from,
    query.to,
    settings['order.calendar.slotMinutes'],
  );
  return buildCalendar(settings, query, bookings, zoneToday(context.now()));
}

/**
 * The order's checks against the firm's own data: an order type it offers (not archived; hidden
 * is fine) that offers every chosen type, a date no earlier than the next date, and, with the
 * calendar on, a preferred time that is a free slot. The day is locked while its slot is checked,
 * so two customers cannot both take its last place.
 */
async function orderErrors(
  context: PublicTenantContext,
  order: PublicOrderSubmit,
  today: string,
): Promise<FieldErrors> {
  const settings = settingsOf(context.tenant);
  const errors: FieldErrors = {};
  const offered = await findOrderTypeOffer(context, order.orderTypeId);
  if (!offered) errors['body.orderTypeId'] = [{ key: 'orders.orderTypeMissing' }];
  else if (order.types.some((id) => !offered.includes(id))) {
    errors['body.types'] = [{ key: 'orders.typesNotOffered' }];
  }
  const nextDate = nextOrderDate(settings, today);
  if (order.preferredDate < nextDate) {
    errors['body.preferredDate'] = [{ key: 'orders.tooEarly', values: { date: nextDate } }];
  } else if (order.preferredTime && settings['order.calendar.enabled']) {
    await lockBookingDay(context.tx, order.preferredDate);
    const date = order.preferredDate;
    const bookings = await listBookings(context.tx, date, date, settings['order.calendar.slotMinutes']);
    if (!isFreeSlot(settings, date, order.preferredTime, bookings, today)) {
      errors['body.preferredTime'] = [{ key: 'orders.timeTaken' }];
    }
  }
  return errors;
}

/**
 * Takes an order from the public page: checked, numbered, stored with its inspection types, and
 * announced to the firm, all in the request's one transaction. A filled-in honeypot is answered
 * like a stored order, so a bot learns nothing, and nothing is written.
 */
export async function submitPublicOrder(
  context: PublicTenantContext,
  publicUrl: string,
  submitted: PublicOrderSubmit,
): Promise<PublicOrderReceipt> {
  const settings = settingsOf(context.tenant);
  const receipt = (number: string) => ({
    number,
    header: settings.orderCompletedHeader,
    text: settings.orderCompletedText,
  });
  const today = zoneToday(context.now());
  if (submitted[ORDER_HONEYPOT_FIELD]) {
    return receipt(`B${today.slice(0, 4)}-${String(randomInt(1, 10_000)).padStart(4, '0')}`);
  }
  const errors = await orderErrors(context, submitted, today);
  if (Object.keys(errors).length > 0) throw badRequest({ key: 'orders.invalidOrder' }, errors);

  const { types, privacyAccepted: _accepted, [ORDER_HONEYPOT_FIELD]: _honeypot, ...fields } = submitted;
  const number = await drawOrderNumber(context.tx);
  const id = await insertOrder(context.tx, context.tenant.id, { ...fields, number, source: 'web' });
  await replaceInspectionTypeList(context.tx, ASKED_FOR_BY_ORDER, context.tenant.id, id, types);
  await announceNewOrder(context, publicUrl, { id, number, ...fields });
  return receipt(number);
}
