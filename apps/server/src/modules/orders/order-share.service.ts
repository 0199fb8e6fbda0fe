import { formatAddress } from '@syna/contracts/format';
import { partyName, type Order, type OrderShare, type OrderShareCreate } from '@syna/contracts/orders';
import { badRequest, notFound } from '../../platform/http/problem.ts';
import type { RequestContext } from '../../platform/http/request-context.ts';
import { queueMail } from '../../platform/mail/mail-outbox.ts';
import { contactsById } from '../contacts/index.ts';
import { findOrder, insertShare, lockOrder } from './order.repo.ts';
import type { MessageRef } from '@syna/contracts/messages';

export const SHARE_CONTACT_NOT_FOUND: MessageRef = { key: 'orders.shareContactMissing' };
export const SHARE_CONTACT_WITHOUT_EMAIL: MessageRef = { key: 'orders.shareContactWithoutEmail' };

/** A Swedish date as the summary writes it: "tisdag 1 december 2026". */
const longDate = (date: string) =>
  new Intl.DateTimeFormat('sv-SE', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }).format(new Date(`${date}T12:00:00Z`));

/**
 * The order's summary for someone outside the firm: what is ordered, where, when and for whom
 * to reach. No identity numbers: an e-mail may pass through many hands.
 */
export function shareSummary(order: Order, firmName: string, message: string | null): string {
  const customer = order.customer;
  const reach = [customer.email, customer.phone].filter(Boolean).join(', ');
  const estate = [order.estateNumber, order.estateLocation].filter(Boolean).join(', ');
  const wanted = `${longDate(order.preferredDate)}${order.preferredTime ? ` kl. ${order.preferredTime}` : ''}`;
  return [
    `${firmName} delar beställning ${order.number} med dig.`,
    ...(message ? ['', message] : []),
    '',
    `Beställt: ${order.types.map((type) => type.name).join(', ') || order.orderType?.name || '–'}`,
    `Objekt: ${formatAddress(order.object.address)}`,
    ...(estate ? [`Fastighet: ${estate}`] : []),
    ...(order.object.description ? [`Beskrivning: ${order.object.description}`] : []),
    `Önskat datum: ${wanted}`,
    `Kund: ${partyName(customer)}${reach ? ` (${reach})` : ''}`,
  ].join('\n');
}

/**
 * `POST /admin/order/{id}/share`: sends the order's summary to an address-book contact with an
 * e-mail address through the mail outbox, and records recipient and time on the order. A contact
 * that is not the firm's, or has no e-mail, is refused (400 on `body.contactId`) and nothing is sent.
 */
export async function shareOrder(
  context: RequestContext,
  id: string,
  share: OrderShareCreate,
): Promise<OrderShare> {
  const { tx, tenant } = context;
  if (!(await lockOrder(tx, id))) throw notFound({ key: 'orders.orderMissing' });
  const contact = (await contactsById(tx, [share.contactId])).get(share.contactId);
  if (!contact) throw badRequest(SHARE_CONTACT_NOT_FOUND, { 'body.contactId': [SHARE_CONTACT_NOT_FOUND] });
  if (!contact.email) {
    throw badRequest(SHARE_CONTACT_WITHOUT_EMAIL, { 'body.contactId': [SHARE_CONTACT_WITHOUT_EMAIL] });
  }
  const order = (await findOrder(tx, id))!;
  const mailId = await queueMail(tx, {
    tenantId: tenant.id,
    to: [contact.email],
    subject: `Beställning ${order.number} från ${tenant.name}`,
    text: shareSummary(order, tenant.name, share.message),
  });
  return insertShare(
    tx,
    tenant.id,
    id,
    { contact: { id: contact.id, name: contact.name }, email: contact.email, message: share.message, mailId },
    { id: context.user.id, name: context.user.name },
  );
}
