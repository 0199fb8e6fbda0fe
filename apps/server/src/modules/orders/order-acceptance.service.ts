import { zoneToday } from '@syna/contracts/time-zone';
import type { Inspection, InspectionContactInput } from '@syna/contracts/inspections';
import {
  partyName,
  type OrderParty,
  type OrderPartyMatch,
  type OrderPartyRole,
  type PartyDecision,
} from '@syna/contracts/orders';
import type { ContactChange } from '@syna/contracts/contacts';
import { changeContact, recordContact, type ContactRow } from '../contacts/index.ts';
import { createInspection, linkCreatedInspections } from '../inspections/index.ts';
import { findOrCreateContactRole } from '../lookups/index.ts';
import { badRequest, type FieldErrors } from '../../platform/http/problem.ts';
import type { RequestContext } from '../../platform/http/request-context.ts';
import { matchOrderParties, partiesOf, type PartyMatch } from './order-party-matches.ts';
import { insertOrderInspections, type OrderRow } from './order.repo.ts';

/** The contact roles an accepted order's parties get on the assignment (owners are the sellers). */
export const ORDER_CONTACT_ROLES = { customer: 'Beställare', owner: 'Säljare', broker: 'Mäklare' } as const;
const roleNames: Record<OrderPartyRole, string> = {
  customer: ORDER_CONTACT_ROLES.customer,
  owner1: ORDER_CONTACT_ROLES.owner,
  owner2: ORDER_CONTACT_ROLES.owner,
  broker: ORDER_CONTACT_ROLES.broker,
};
/** The kind of link between the assignments of one order. */
export const ORDER_LINK_KIND = 'related';

/** What the assignments are made of besides the order itself. */
export interface AcceptanceChoices {
  /** One assignment per type, in this order; the first is the order's main assignment. */
  typeIds: string[];
  /** Who inspects; the inspector the booking was given when absent, null for nobody. */
  inspectorId?: string | null;
  parties?: Partial<Record<OrderPartyRole, PartyDecision>>;
  /** When the assignments are booked; the customer's preferred date and time when absent. */
  bookedDate?: string;
  bookedTime?: string | null;
}

const comparedFieldNames: Record<OrderPartyMatch['differences'][number]['field'], string> = {
  name: 'namn',
  email: 'e-post',
  phone: 'telefon',
  number: 'nummer',
  address: 'adress',
};
/** The most a note on an assignment's contact holds. */
const NOTE_MAX_LENGTH = 500;

/** Refuses the acceptance (400, one error per party) unless every party that differs has a decision. */
function assertDecisions(matches: PartyMatch[], decisions: AcceptanceChoices['parties'] = {}): void {
  const errors: FieldErrors = {};
  for (const match of matches) {
    if (match.differences.length > 0 && !decisions[match.role]) {
      errors[`body.parties.${match.role}`] = [
        {
          key: 'orders.partyDiffers',
          values: { party: partyName(match.party), contact: match.contact.name },
        },
      ];
    }
  }
  if (Object.keys(errors).length > 0) {
    throw badRequest({ key: 'orders.decideParties' }, errors);
  }
}

/** The order's details that the existing contact lacks, kept beside it on the assignment. */
function orderedDetailsNote(match: PartyMatch): string | null {
  if (match.differences.length === 0) return null;
  const details = match.differences.map(
    (difference) => `${comparedFieldNames[difference.field]} ${difference.ordered}`,
  );
  return `Enligt beställningen: ${details.join(', ')}`.slice(0, NOTE_MAX_LENGTH);
}

/** The order's details of a party as a change of its contact: only what the order gives. */
function changeFrom(party: OrderParty, stored: ContactRow['addresses']): ContactChange {
  const names =
    party.type === 'company'
      ? { companyName: party.companyName }
      : { firstName: party.firstName, lastName: party.lastName };
  const given = { ...names, email: party.email, phone: party.phone, number: party.number };
  const addresses = party.address
    ? { addresses: { visit: null, delivery: null, invoice: null, ...stored, postal: party.address } }
    : {};
  return { ...Object.fromEntries(Object.entries(given).filter(([, value]) => value)), ...addresses };
}

/**
 * The party's contact as decided: a match used as it is (with a note of what the order says
 * otherwise) or updated with the order's details; a new contact, with the order as its origin,
 * when there is no match or staff chose one.
 */
async function contactFor(
  context: RequestContext,
  party: OrderParty,
  match: PartyMatch | undefined,
  decision: PartyDecision | undefined,
  origin: string,
): Promise<{ contactId: string; note: string | null }> {
  if (match && decision !== 'new') {
    if (decision === 'update' && match.differences.length > 0) {
      await changeContact(context, match.contact.id, changeFrom(party, match.row.addresses));
      return { contactId: match.contact.id, note: null };
    }
    return { contactId: match.contact.id, note: orderedDetailsNote(match) };
  }
  const contactId = await recordContact(context, {
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
  return { contactId, note: null };
}

/** The order's parties as the assignment's contacts: each once, with the role of its first mention. */
async function assignmentContacts(
  context: RequestContext,
  order: OrderRow,
  decisions: AcceptanceChoices['parties'],
): Promise<InspectionContactInput[]> {
  const matches = await matchOrderParties(context.tx, order);
  assertDecisions(matches, decisions);
  const origin = `Beställning ${order.number}`;
  const contacts: InspectionContactInput[] = [];
  for (const [role, party] of partiesOf(order)) {
    const match = matches.find((candidate) => candidate.role === role);
    const { contactId, note } = await contactFor(context, party, match, decisions?.[role], origin);
    if (contacts.some((contact) => contact.contactId === contactId)) continue;
    const roleId = await findOrCreateContactRole(context.tx, context.tenant.id, roleNames[role]);
    contacts.push({ contactId, roleId, appointedBy: 'order', ...(note ? { note } : {}) });
  }
  return contacts;
}

/**
 * Creates the assignments (uppdrag) from an order, in the caller's transaction: one per ordered
 * inspection type, related to each other, each with the parties as decided (the customer as its
 * customer, every party as a contact with its role), the object's address, the booked date and
 * time, the estate, the inspector, and the order's number and date. What the customer wrote and
 * the date and time they asked for stay beside the booking, apart from the firm's description.
 * The order's own record of its parties stays as it was ordered.
 */
export async function createAssignmentsFromOrder(
  context: RequestContext,
  order: OrderRow,
  choices: AcceptanceChoices,
): Promise<Inspection[]> {
  const contacts = await assignmentContacts(context, order, choices.parties);
  const estate = {
    ...(order.estateLocation ? { 'estate.location': order.estateLocation } : {}),
    ...(order.estateNumber ? { 'estate.number': order.estateNumber } : {}),
  };
  const preferredTime = order.preferredTime ? order.preferredTime.slice(0, 5) : null;
  const inspections: Inspection[] = [];
  for (const typeId of choices.typeIds) {
    inspections.push(
      await createInspection(context, {
        typeId,
        customerId: contacts[0]!.contactId,
        address: order.object.address,
        date: choices.bookedDate ?? order.preferredDate,
        startTime: choices.bookedTime !== undefined ? choices.bookedTime : preferredTime,
        preferredDate: order.preferredDate,
        preferredTime,
        customerMessage: order.message,
        orderNumber: order.number,
        orderDate: zoneToday(order.createdAt),
        orderSource: order.source,
        inspectorId: choices.inspectorId !== undefined ? choices.inspectorId : order.inspectorId,
        description: order.object.description,
        attributes: estate,
        contacts,
      }),
    );
  }
  const others = inspections.slice(1);
  for (const [index, inspection] of others.entries()) {
    // Each with every one before it, so that any of them lists all the others.
    const earlier = inspections.slice(0, index + 1).map((earlierOne) => earlierOne.id);
    await linkCreatedInspections(context, inspection.id, earlier, ORDER_LINK_KIND);
  }
  await insertOrderInspections(
    context.tx,
    context.tenant.id,
    order.id,
    inspections.map((inspection) => inspection.id),
  );
  return inspections;
}
