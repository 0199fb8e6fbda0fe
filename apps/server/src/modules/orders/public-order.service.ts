import { zoneToday } from '@syna/contracts/time-zone';
import { randomInt } from 'node:crypto';
import { validateFormValues } from '@syna/contracts/form-values';
import {
  ORDER_HONEYPOT_FIELD,
  type PublicCalendar,
  type PublicCalendarQuery,
  type PublicOrderPage,
  type PublicOrderReceipt,
  type PublicOrderSubmit,
} from '@syna/contracts/orders';
import type { OrderAnswers } from '@syna/contracts/public-orders';
import type { Tenant } from '@syna/contracts/tenant';
import { AnswerWithoutWrites } from '../../platform/http/answer-without-writes.ts';
import { badRequest, notFound, type FieldErrors } from '../../platform/http/problem.ts';
import type { PublicTenantContext } from '../../platform/http/request-context.ts';
import { prepareOrderAnnouncement } from './order-announcement.service.ts';
import { describeChange } from '../events/index.ts';
import { grossTypePrices } from '../prices/index.ts';
import type { CustomerMailer } from './customer-mail.ts';
import { buildCalendar, inspectorForSlot, nextOrderDate } from './order-calendar.ts';
import { loadCalendar, lockBookingDay } from './order-calendar.repo.ts';
import { insertNumberedOrder, newOrderKeys } from './order.repo.ts';
import { listOfferedOrderTypes } from './order-type.service.ts';
import { findOrderTypeOffer } from './order-type.repo.ts';
import type { AskedForm, OrderQuestions } from './order-questions.ts';

const settingsOf = (tenant: Tenant) => tenant.settings;
type OfferedOrderType = Omit<PublicOrderPage['orderTypes'][number], 'forms'>;

/** The form as the page shows it: the version its answers will be kept with stays here. */
const shownForm = ({ version: _version, ...form }: AskedForm) => form;

/** Everything the order page needs, in one answer: each order type with the forms it asks. */
export async function getOrderPage(
  context: PublicTenantContext,
  questions: OrderQuestions,
  includeHidden: boolean,
): Promise<PublicOrderPage> {
  const settings = settingsOf(context.tenant);
  const orderTypes = await listOfferedOrderTypes(context, includeHidden);
  const asked = await questions.asked(
    context.tx,
    orderTypes.map((type) => type.id),
  );
  const prices = settings['order.showPrices'] ? await grossTypePrices(context) : null;
  const priced = (type: OfferedOrderType): OfferedOrderType =>
    prices
      ? {
          ...type,
          price: prices.order.get(type.id) ?? null,
          inspectionTypes: type.inspectionTypes.map((offered) => ({
            ...offered,
            price: prices.inspection.get(offered.id) ?? null,
          })),
        }
      : type;
  return {
    tenant: { id: context.tenant.id, name: context.tenant.name, logo: context.tenant.icon },
    orderTypes: orderTypes.map((type) => ({
      ...priced(type),
      forms: (asked.get(type.id) ?? []).map(shownForm),
    })),
    privacyPolicy: settings.privacyPolicy,
    calendarEnabled: settings['order.calendar.enabled'],
    emailRequired: settings['order.emailRequired'],
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
  const load = await loadCalendar(context.tx, query.from, query.to, settings['order.calendar.slotMinutes']);
  return buildCalendar(settings, query, load, zoneToday(context.now()));
}

/**
 * The answers' field errors against the forms the order type asks, by the validator staff forms
 * use (`body.answers.<form>.<field>`): every asked form is checked, so a required field left
 * unanswered is refused, and an answer to a form the order type does not ask is refused too.
 */
function answerErrors(asked: readonly AskedForm[], answers: OrderAnswers): FieldErrors {
  const errors: FieldErrors = {};
  for (const form of asked) {
    const formErrors = validateFormValues(form, answers[form.id] ?? {});
    for (const [path, messages] of Object.entries(formErrors)) {
      errors[`body.answers.${form.id}${path.slice('values'.length)}`] = messages;
    }
  }
  for (const id of Object.keys(answers)) {
    if (!asked.some((form) => form.id === id))
      errors[`body.answers.${id}`] = [{ key: 'orders.formNotAsked' }];
  }
  return errors;
}

/** What checking an order found: its field errors, and the inspector its booked slot goes to. */
interface OrderCheck {
  errors: FieldErrors;
  inspectorId: string | null;
}

/**
 * The order's checks against the firm's own data: an order type it offers (not archived; hidden
 * is fine) that offers every chosen type, the customer's e-mail when the firm requires it, a date
 * no earlier than the next date, and, with the calendar on, a preferred time that is a slot some
 * inspector is free for; the firm that assigns one gets the one `inspectorForSlot` picks. The day
 * is locked while its slot is checked, so two customers cannot both take its last free inspector.
 */
async function checkOrder(
  context: PublicTenantContext,
  order: PublicOrderSubmit,
  asked: readonly AskedForm[],
  today: string,
): Promise<OrderCheck> {
  const settings = settingsOf(context.tenant);
  const offered = await findOrderTypeOffer(context.tx, order.orderTypeId);
  const errors: FieldErrors = offered ? answerErrors(asked, order.answers ?? {}) : {};
  if (!offered) errors['body.orderTypeId'] = [{ key: 'orders.orderTypeMissing' }];
  else if (order.types.some((id) => !offered.includes(id))) {
    errors['body.types'] = [{ key: 'orders.typesNotOffered' }];
  }
  if (settings['order.emailRequired'] && !order.customer.email) {
    errors['body.customer.email'] = [{ key: 'validation.emailRequired' }];
  }
  const nextDate = nextOrderDate(settings, today);
  let inspectorId: string | null = null;
  if (order.preferredDate < nextDate) {
    errors['body.preferredDate'] = [{ key: 'orders.tooEarly', values: { date: nextDate } }];
  } else if (order.preferredTime && settings['order.calendar.enabled']) {
    await lockBookingDay(context.tx, order.preferredDate);
    const date = order.preferredDate;
    const load = await loadCalendar(context.tx, date, date, settings['order.calendar.slotMinutes']);
    const inspector = inspectorForSlot(settings, date, order.preferredTime, load, today);
    if (!inspector) errors['body.preferredTime'] = [{ key: 'orders.timeTaken' }];
    else if (settings['order.calendar.assignInspector']) inspectorId = inspector.id;
  }
  return { errors, inspectorId };
}

/**
 * Takes an order from the public page: checked, numbered, stored with its inspection types and
 * its answers to the order type's forms, announced to the firm and confirmed to the customer
 * (and broker) by e-mail, all in the request's one transaction. What the announcement reads is
 * read, and its texts made, before any lock is taken: the booked day's (`checkOrder`), and above
 * all the firm's order counter, which the number's draw locks until the commit. The draw, the
 * order and its announcement are one statement (`insertNumberedOrder`), so the firm's other
 * orders wait for that statement and the commit. A filled-in honeypot is answered like a stored order, so a bot learns
 * nothing, and nothing is kept: the request rolls back (no idempotency key, no events row).
 */
export async function submitPublicOrder(
  context: PublicTenantContext,
  publicUrl: string,
  questions: OrderQuestions,
  mailer: CustomerMailer,
  submitted: PublicOrderSubmit,
): Promise<PublicOrderReceipt | AnswerWithoutWrites<PublicOrderReceipt>> {
  const settings = settingsOf(context.tenant);
  const receipt = (number: string) => ({
    number,
    header: settings.orderCompletedHeader,
    text: settings.orderCompletedText,
  });
  const today = zoneToday(context.now());
  if (submitted[ORDER_HONEYPOT_FIELD]) {
    const number = `B${today.slice(0, 4)}-${String(randomInt(1, 10_000)).padStart(4, '0')}`;
    return new AnswerWithoutWrites(receipt(number));
  }
  const asked = (await questions.asked(context.tx, [submitted.orderTypeId])).get(submitted.orderTypeId) ?? [];
  const announcement = await prepareOrderAnnouncement(context, publicUrl, mailer);
  const { errors, inspectorId } = await checkOrder(context, submitted, asked, today);
  if (Object.keys(errors).length > 0) throw badRequest({ key: 'orders.invalidOrder' }, errors);

  const {
    types,
    answers = {},
    privacyAccepted: _accepted,
    [ORDER_HONEYPOT_FIELD]: _honeypot,
    ...fields
  } = submitted;
  const keys = newOrderKeys();
  const values = { ...fields, source: 'web' as const, language: context.language, inspectorId };
  const announced = await announcement.writes({ id: keys.id.mark, number: keys.number.mark, ...fields });
  const { id, number } = await insertNumberedOrder(
    context.tx,
    context.tenant.id,
    keys,
    values,
    types,
    announced,
  );
  for (const form of asked) {
    if (answers[form.id]) await questions.store(context.tx, id, form, answers[form.id]!);
  }
  describeChange(context.tx, { action: 'create', recordType: 'order', id, label: number });
  return receipt(number);
}
