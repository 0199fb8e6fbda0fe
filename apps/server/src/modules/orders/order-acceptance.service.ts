import { zoneToday } from '@syna/contracts/time-zone';
import type { InspectionContactInput } from '@syna/contracts/inspections';
import { partyName, type OrderParty } from '@syna/contracts/orders';
import { insertContact } from '../contacts/contact.repo.ts';
import { createInspection } from '../inspections/inspection.service.ts';
import type { Inspection } from '@syna/contracts/inspections';
import type { Tx } from '../../platform/db/database.ts';
import type { RequestContext } from '../../platform/http/request-context.ts';
import { findMatchingContact, findOrCreateContactRole } from './order-contacts.repo.ts';
import type { OrderRow } from './order.repo.ts';

/** The contact roles an accepted order's parties get on the assignment (owners are the sellers). */
export const ORDER_CONTACT_ROLES = { customer: 'Beställare', owner: 'Säljare', broker: 'Mäklare' } as const;

/** What the assignment is made of besides the order itself. */
export interface AcceptanceChoices {
  /** The inspection type of the assignment; the first ordered type when not chosen. */
  typeId: string;
  inspectorId?: string | null;
}

/**
 * The party's contact in the address book: matched by identity number, else by e-mail, else
 * created with the order as its origin.
 */
async function contactFor(tx: Tx, tenantId: string, party: OrderParty, origin: string): Promise<string> {
  const existing = await findMatchingContact(tx, party);
  if (existing) return existing;
  const created = await insertContact(tx, tenantId, {
    type: party.type,
    name: partyName(party),
    companyName: party.companyName,
    firstName: party.firstName,
    lastName: party.lastName,
    email: party.email,
    phone: party.phone,
    number: party.number,
    origin,
    addresses: { postal: party.address, visit: null, delivery: null, invoice: null },
  });
  return created.id;
}

/** The order's parties as the assignment's contacts: each once, with the role of its first mention. */
async function assignmentContacts(
  tx: Tx,
  tenantId: string,
  order: OrderRow,
): Promise<InspectionContactInput[]> {
  const origin = `Beställning ${order.number}`;
  const parties: [OrderParty | null, string][] = [
    [order.customer, ORDER_CONTACT_ROLES.customer],
    [order.owner1, ORDER_CONTACT_ROLES.owner],
    [order.owner2, ORDER_CONTACT_ROLES.owner],
    [order.broker, ORDER_CONTACT_ROLES.broker],
  ];
  const contacts: InspectionContactInput[] = [];
  for (const [party, role] of parties) {
    if (!party) continue;
    const contactId = await contactFor(tx, tenantId, party, origin);
    if (contacts.some((contact) => contact.contactId === contactId)) continue;
    const roleId = await findOrCreateContactRole(tx, tenantId, role);
    contacts.push({ contactId, roleId, appointedBy: 'order' });
  }
  return contacts;
}

/**
 * Creates the assignment (uppdrag) from an order, in the caller's transaction: the parties into
 * the address book, the customer as its customer, every party as a contact with its role, the
 * object's address, the preferred date and time, the estate, and the order's number and date.
 */
export async function createAssignmentFromOrder(
  context: RequestContext,
  order: OrderRow,
  choices: AcceptanceChoices,
): Promise<Inspection> {
  const { tx } = context;
  const tenantId = context.tenant.id;
  const contacts = await assignmentContacts(tx, tenantId, order);
  const estate = {
    ...(order.estateLocation ? { 'estate.location': order.estateLocation } : {}),
    ...(order.estateNumber ? { 'estate.number': order.estateNumber } : {}),
  };
  const description = [order.message, order.object.description].filter(Boolean).join('\n\n');
  return createInspection(context, {
    typeId: choices.typeId,
    customerId: contacts[0]!.contactId,
    address: order.object.address,
    date: order.preferredDate,
    startTime: order.preferredTime ? order.preferredTime.slice(0, 5) : null,
    orderNumber: order.number,
    orderDate: zoneToday(order.createdAt),
    orderSource: order.source,
    inspectorId: choices.inspectorId ?? null,
    description: description || null,
    attributes: estate,
    contacts,
  });
}
