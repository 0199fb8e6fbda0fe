import { STAFF_APP_BASE_PATH, type Language } from '@syna/contracts/constants';
import { formatAddress } from '@syna/contracts/format';
import { renderMessage } from '@syna/contracts/messages';
import { partyName, type OrderObject, type OrderParty } from '@syna/contracts/orders';
import { hasPermission } from '@syna/contracts/roles';
import type { Tx } from '../../platform/db/database.ts';
import type { PublicTenantContext } from '../../platform/http/request-context.ts';
import { queueMail } from '../../platform/mail/mail-outbox.ts';
import { notifyUser } from '../notifications/index.ts';
import { chosenLanguages } from '../users/index.ts';
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
  const subject = (language: Language) =>
    renderMessage({ key: 'organisation.newOrder', values: { number: order.number } }, language);
  // Routes in notifications are staff-app paths below /main, tenant included (as reminders use).
  const route = `/${tenant.id}/order/${order.id}`;
  const body = [partyName(order.customer), formatAddress(order.object.address)].filter(Boolean).join(', ');
  const readers = await orderReaders(tx);
  const languages = await chosenLanguages(tx, readers);
  for (const userId of readers) {
    // In the language each reader chose in their settings (Swedish when none).
    const language = languages.get(userId) ?? 'sv';
    await notifyUser(tx, tenant.id, {
      userId,
      subject: subject(language),
      body,
      icon: 'order',
      category: null,
      timeout: null,
      route,
      action: { label: renderMessage({ key: 'organisation.openOrder' }, language), route },
    });
  }
  const dispatcher = tenant.settings.orderDispatcherEmail ?? tenant.email;
  if (!dispatcher) return;
  const link = `${publicUrl}${STAFF_APP_BASE_PATH}${route}`;
  // To the firm's address, no person's: in Swedish, the firms' default.
  await queueMail(tx, {
    tenantId: tenant.id,
    to: [dispatcher],
    subject: subject('sv'),
    text: mailText(order, link),
  });
}
