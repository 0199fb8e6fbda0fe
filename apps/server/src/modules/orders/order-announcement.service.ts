import { STAFF_APP_BASE_PATH } from '@syna/contracts/constants';
import type { EmailTemplateValues } from '@syna/contracts/email-values';
import { formatAddress } from '@syna/contracts/format';
import { renderMessage } from '@syna/contracts/messages';
import { partyName, type OrderObject, type OrderParty } from '@syna/contracts/orders';
import type { Inspection } from '@syna/contracts/inspections';
import { hasPermission } from '@syna/contracts/roles';
import type { Tx } from '../../platform/db/database.ts';
import type { PublicTenantContext, RequestContext } from '../../platform/http/request-context.ts';
import { queueMail } from '../../platform/mail/mail-outbox.ts';
import { sendNotice } from '../notifications/index.ts';
import { listMemberPermissions } from './order-recipients.repo.ts';
import type { CustomerMailer } from './customer-mail.ts';
import type { OrderRow } from './order.repo.ts';

/** What the announcement of a new order tells. */
export interface NewOrder {
  id: string;
  number: string;
  customer: OrderParty;
  object: OrderObject;
  preferredDate: string;
  preferredTime: string | null;
}

/**
 * The staff who handle orders: every member whose roles let them change (accept) them. Those who
 * merely read orders, inspectors among them, are not told of each new one.
 */
async function orderHandlers(tx: Tx): Promise<string[]> {
  const members = await listMemberPermissions(tx);
  return members
    .filter((member) => hasPermission(member.permissions, 'orders.write'))
    .map((member) => member.userId);
}

function mailText(order: NewOrder, link: string): string {
  const contact = [order.customer.email, order.customer.phone].filter(Boolean).join(', ');
  return [
    `En ny beställning, ${order.number}, har kommit in.`,
    '',
    `Kund: ${partyName(order.customer)}${contact ? ` (${contact})` : ''}`,
    `Objekt: ${formatAddress(order.object.address)}`,
    `Önskat datum: ${order.preferredDate}${order.preferredTime ? ` ${order.preferredTime}` : ''}`,
    '',
    `Öppna beställningen: ${link}`,
  ].join('\n');
}

/**
 * Tells the firm of a new order, in the order's transaction (nothing is told of an order that is
 * not stored): a notice to every member who handles orders (as each chose: in the app, by
 * e-mail), and an e-mail to the order dispatcher (the tenant setting; blank means the company
 * e-mail; neither means no e-mail).
 */
export async function announceNewOrder(
  context: PublicTenantContext,
  publicUrl: string,
  order: NewOrder,
): Promise<void> {
  const { tx, tenant } = context;
  const subject = { key: 'organisation.newOrder', values: { number: order.number } } as const;
  // Routes in notifications are staff-app paths below /main, tenant included (as reminders use).
  const route = `/${tenant.id}/order/${order.id}`;
  await sendNotice({ tx, tenantId: tenant.id, publicUrl }, await orderHandlers(tx), {
    kind: 'newOrder',
    subject,
    body: [partyName(order.customer), formatAddress(order.object.address)].filter(Boolean).join(', '),
    icon: 'order',
    open: { route, label: { key: 'organisation.openOrder' } },
  });
  const dispatcher = tenant.settings.orderDispatcherEmail ?? tenant.email;
  if (!dispatcher) return;
  const link = `${publicUrl}${STAFF_APP_BASE_PATH}${route}`;
  // To the firm's address, no person's: in Swedish, the firms' default.
  await queueMail(tx, {
    tenantId: tenant.id,
    to: [dispatcher],
    subject: renderMessage(subject, 'sv'),
    text: mailText(order, link),
  });
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
 * Tells the customer, and the broker when the order names one with an e-mail address, that the
 * order has come in: the firm's "order received" template in the order page's language, queued
 * in the order's transaction (nothing is sent of an order that is not stored).
 */
export async function confirmOrderReceived(
  context: PublicTenantContext,
  mailer: CustomerMailer,
  order: NewOrder & { broker: OrderParty | null; message: string | null },
): Promise<void> {
  const values: EmailTemplateValues = {
    'order.number': order.number,
    'order.preferredDate': order.preferredDate,
    'order.preferredTime': order.preferredTime ?? '',
    'order.address': formatAddress(order.object.address),
    'order.message': order.message ?? '',
    ...partyValues('customer', order.customer),
  };
  const sent = new Set<string>();
  for (const party of [order.customer, order.broker]) {
    const to = party?.email;
    if (!party || !to || sent.has(to.toLowerCase())) continue;
    sent.add(to.toLowerCase());
    await mailer.queue(context, {
      kind: 'order-received',
      language: context.language,
      to,
      values: { ...values, ...partyValues('contact', party) },
      orderId: order.id,
    });
  }
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
