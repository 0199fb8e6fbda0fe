import { STAFF_APP_BASE_PATH } from '@syna/contracts/constants';
import type { EmailTemplateValues } from '@syna/contracts/email-values';
import { formatAddress, formatLongDate } from '@syna/contracts/format';
import { renderMessage } from '@syna/contracts/messages';
import { partyName, type OrderObject, type OrderParty } from '@syna/contracts/orders';
import type { Inspection } from '@syna/contracts/inspections';
import type { CustomerMail } from '@syna/contracts/customer-mail';
import type { PublicTenantContext, RequestContext } from '../../platform/http/request-context.ts';
import {
  findNoticeRecipients,
  type NoticeRecipient,
  noticeWrites,
  type NoticeWrites,
} from '../notifications/index.ts';
import type { CustomerMailer } from './customer-mail.ts';
import type { OrderRow } from './order.repo.ts';

/** What the announcement of a new order tells. */
export interface NewOrder {
  id: string;
  number: string;
  customer: OrderParty;
  broker: OrderParty | null;
  object: OrderObject;
  estateNumber?: string | null;
  preferredDate: string;
  preferredTime: string | null;
  message: string | null;
}

/** The customer mail that tells a new order's customer (and broker) it has come in. */
const ORDER_RECEIVED = 'order-received';

/** A party's name with the ways to reach it, as the office calls or writes back. */
function reachable(party: OrderParty): string {
  const ways = [party.email, party.phone].filter(Boolean).join(', ');
  return `${partyName(party)}${ways ? ` (${ways})` : ''}`;
}

/** The firm's mail: what the office needs to plan the inspection without opening the order first. */
function mailText(order: NewOrder, link: string): string {
  const wanted = `${formatLongDate(order.preferredDate)}${order.preferredTime ? ` kl. ${order.preferredTime}` : ''}`;
  return [
    `En ny beställning, ${order.number}, har kommit in.`,
    '',
    `Kund: ${reachable(order.customer)}`,
    ...(order.broker ? [`Mäklare: ${reachable(order.broker)}`] : []),
    `Objekt: ${formatAddress(order.object.address)}`,
    ...(order.estateNumber ? [`Fastighetsbeteckning: ${order.estateNumber}`] : []),
    `Önskad dag: ${wanted}`,
    ...(order.message ? ['', `Meddelande från kunden:`, order.message] : []),
    '',
    `Öppna beställningen: ${link}`,
  ].join('\n');
}

/**
 * What tells the firm of a new order: a notice to every member who handles orders, whose roles
 * let them change (accept) them (as each chose: in the app, by e-mail; those who merely read
 * orders, inspectors among them, are not told of each new one), and the e-mail to the order
 * dispatcher (the tenant setting; blank means the company e-mail; neither means none). Stored
 * with the order (nothing is told of an order that is not stored); the handlers are found before
 * (`findNoticeRecipients`).
 */
function firmWrites(
  context: PublicTenantContext,
  publicUrl: string,
  handlers: readonly NoticeRecipient[],
  order: NewOrder,
): NoticeWrites {
  const { tenant } = context;
  const subject = { key: 'organisation.newOrder', values: { number: order.number } } as const;
  // Routes in notifications are staff-app paths below /main, tenant included (as reminders use).
  const route = `/${tenant.id}/order/${order.id}`;
  const notice = noticeWrites({ tenantId: tenant.id, publicUrl }, handlers, {
    kind: 'newOrder',
    subject,
    body: [partyName(order.customer), formatAddress(order.object.address)].filter(Boolean).join(', '),
    icon: 'order',
    open: { route, label: { key: 'organisation.openOrder' } },
  });
  const dispatcher = tenant.settings.orderDispatcherEmail ?? tenant.email;
  if (!dispatcher) return notice;
  const link = `${publicUrl}${STAFF_APP_BASE_PATH}${route}`;
  // To the firm's address, no person's: in Swedish, the firms' default.
  const toDispatcher = {
    to: [dispatcher],
    subject: renderMessage(subject, 'sv'),
    text: mailText(order, link),
  };
  return { ...notice, mails: [...notice.mails, toDispatcher] };
}

/** A new order's announcement, everything it reads read: what is left of it is rows to store. */
export interface OrderAnnouncement {
  /**
   * The rows that tell the firm and the customer (and broker) of the order, for the statement
   * that stores it (`insertNumberedOrder`); its number is the mark that statement fills in.
   */
  writes(order: NewOrder): Promise<NoticeWrites>;
}

/**
 * Reads what announcing a new order needs before the order is numbered: the members who handle
 * orders, and the firm's "order received" templates. Numbering locks the firm's order counter
 * until the transaction ends, so the announcement's notices and mails (`firmWrites`,
 * `orderReceivedMails`) are made beforehand and stored by the statement that numbers the order.
 */
export async function prepareOrderAnnouncement(
  context: PublicTenantContext,
  publicUrl: string,
  mailer: CustomerMailer,
): Promise<OrderAnnouncement> {
  const handlers = await findNoticeRecipients(context.tx, { holding: 'orders.write' });
  const customerMails = await mailer.prepare(context, [{ kind: ORDER_RECEIVED, language: context.language }]);
  return {
    async writes(order) {
      const toFirm = firmWrites(context, publicUrl, handlers, order);
      const toCustomer = await customerMails.render(orderReceivedMails(context, order));
      return { ...toFirm, mails: [...toFirm.mails, ...toCustomer] };
    },
  };
}

/** The e-mail fields of a party: `contact.*` when it is the recipient, `customer.*` for the customer. */
function partyValues(prefix: 'contact' | 'customer', party: OrderParty): EmailTemplateValues {
  return {
    [`${prefix}.name`]: partyName(party),
    [`${prefix}.email`]: party.email ?? '',
    [`${prefix}.phone`]: party.phone ?? '',
    ...(prefix === 'contact' && party.type === 'person'
      ? { 'contact.firstName': party.firstName, 'contact.lastName': party.lastName }
      : {}),
  };
}

/**
 * The mails that tell the customer, and the broker when the order names one with an e-mail
 * address, that the order has come in: the firm's "order received" template in the order page's
 * language, for the caller to queue in the order's transaction (nothing is sent of an order that
 * is not stored).
 */
function orderReceivedMails(context: PublicTenantContext, order: NewOrder): CustomerMail[] {
  const values: EmailTemplateValues = {
    'order.number': order.number,
    'order.preferredDate': order.preferredDate,
    'order.preferredTime': order.preferredTime ?? '',
    'order.address': formatAddress(order.object.address),
    'order.message': order.message ?? '',
    ...partyValues('customer', order.customer),
  };
  const sent = new Set<string>();
  const mails: CustomerMail[] = [];
  for (const party of [order.customer, order.broker]) {
    const to = party?.email;
    if (!party || !to || sent.has(to.toLowerCase())) continue;
    sent.add(to.toLowerCase());
    mails.push({
      kind: ORDER_RECEIVED,
      language: context.language,
      to,
      values: { ...values, ...partyValues('contact', party) },
      orderId: order.id,
    });
  }
  return mails;
}

/**
 * Tells the customer that the order is booked, once it is accepted into assignments: the firm's
 * "booking confirmed" template with the (first) assignment's date, time, address and inspector,
 * to the e-mail address the order gives, in the language of the page the order came from, listed
 * on the order, that assignment and the customer's contact.
 */
export async function confirmBooking(
  context: RequestContext,
  mailer: CustomerMailer,
  order: Pick<OrderRow, 'id' | 'customer' | 'language'>,
  inspection: Inspection,
): Promise<void> {
  if (!order.customer.email || !inspection.date) return;
  await mailer.queue(context, {
    kind: 'booking-confirmed',
    language: order.language,
    to: order.customer.email,
    values: {},
    inspectionId: inspection.id,
    contactId: inspection.customer?.id,
    orderId: order.id,
  });
}
