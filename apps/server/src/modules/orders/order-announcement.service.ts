import { STAFF_APP_BASE_PATH } from '@syna/contracts/constants';
import { formatAddress } from '@syna/contracts/format';
import { renderMessage } from '@syna/contracts/messages';
import { partyName, type OrderObject, type OrderParty } from '@syna/contracts/orders';
import { hasPermission } from '@syna/contracts/roles';
import type { Tx } from '../../platform/db/database.ts';
import type { PublicTenantContext } from '../../platform/http/request-context.ts';
import { queueMail } from '../../platform/mail/mail-outbox.ts';
import { notifyUser } from '../notifications/index.ts';
import { listMemberPermissions } from './order-recipients.repo.ts';

/** What the announcement of a new order tells. */
export interface NewOrder {
  id: string;
  number: string;
  customer: OrderParty;
  object: OrderObject;
  preferredDate: string;
  preferredTime: string | null;
}

/** The staff who see orders: every member whose roles grant reading them. */
async function orderReaders(tx: Tx): Promise<string[]> {
  const members = await listMemberPermissions(tx);
  return members
    .filter((member) => hasPermission(member.permissions, 'orders.read'))
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
 * not stored): a live notification to every member who sees orders, and an e-mail to the order
 * dispatcher (the tenant setting; blank means the company e-mail; neither means no e-mail).
 */
export async function announceNewOrder(
  context: PublicTenantContext,
  publicUrl: string,
  order: NewOrder,
): Promise<void> {
  const { tx, tenant } = context;
  const subject = `Ny beställning ${order.number}`;
  // Routes in notifications are staff-app paths below /main, tenant included (as reminders use).
  const route = `/${tenant.id}/order/${order.id}`;
  const body = [partyName(order.customer), formatAddress(order.object.address)].filter(Boolean).join(', ');
  for (const userId of await orderReaders(tx)) {
    await notifyUser(tx, tenant.id, {
      userId,
      subject,
      body,
      icon: 'order',
      category: null,
      timeout: null,
      route,
      // In Swedish, as the subject: the recipients' languages are not known here.
      action: { label: renderMessage({ key: 'organisation.openOrder' }, 'sv'), route },
    });
  }
  const dispatcher = tenant.settings.orderDispatcherEmail ?? tenant.email;
  if (!dispatcher) return;
  const link = `${publicUrl}${STAFF_APP_BASE_PATH}${route}`;
  await queueMail(tx, { tenantId: tenant.id, to: [dispatcher], subject, text: mailText(order, link) });
}
