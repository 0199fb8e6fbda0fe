import { formatAddress } from '@syna/contracts/format';
import {
  ORDER_PARTY_ROLES,
  partyName,
  type OrderParty,
  type OrderPartyMatch,
  type OrderPartyRole,
} from '@syna/contracts/orders';
import type { Tx } from '../../platform/db/database.ts';
import { findMatchingContact, type ContactRow } from '../contacts/index.ts';
import type { OrderRow } from './order.repo.ts';

/** A party of the order with the contact it matches (the row, for the acceptance to use). */
export interface PartyMatch extends OrderPartyMatch {
  row: ContactRow;
}

/** Written apart only by case and spacing, two names or addresses are the same. */
const sameText = (a: string, b: string) =>
  a.trim().replace(/\s+/g, ' ').toLowerCase() === b.trim().replace(/\s+/g, ' ').toLowerCase();
/** Phone numbers are the same when their digits are ("070-123 45 67" and "0701234567"). */
const samePhone = (a: string, b: string) => a.replace(/\D/g, '') === b.replace(/\D/g, '');

/**
 * The details the order gives for the party that its contact lacks or has otherwise. A detail
 * the order leaves out is no difference: using the contact loses nothing of the order there.
 */
function differencesOf(party: OrderParty, contact: ContactRow): OrderPartyMatch['differences'] {
  const compared = [
    { field: 'name', ordered: partyName(party), existing: contact.name, same: sameText },
    { field: 'email', ordered: party.email ?? '', existing: contact.email ?? '', same: sameText },
    { field: 'phone', ordered: party.phone ?? '', existing: contact.phone ?? '', same: samePhone },
    { field: 'number', ordered: party.number ?? '', existing: contact.number ?? '', same: sameText },
    {
      field: 'address',
      ordered: formatAddress(party.address),
      existing: formatAddress(contact.addresses.postal),
      same: sameText,
    },
  ] as const;
  return compared
    .filter(({ ordered, existing, same }) => ordered !== '' && !same(ordered, existing))
    .map(({ field, ordered, existing }) => ({ field, ordered, existing }));
}

/** The order's parties by role, those it names. */
export function partiesOf(order: OrderRow): [OrderPartyRole, OrderParty][] {
  return ORDER_PARTY_ROLES.flatMap((role) => {
    const party = order[role];
    return party ? [[role, party] as [OrderPartyRole, OrderParty]] : [];
  });
}

/** Each party of the order that matches an address-book contact, with what differs. */
export async function matchOrderParties(tx: Tx, order: OrderRow): Promise<PartyMatch[]> {
  const matches: PartyMatch[] = [];
  for (const [role, party] of partiesOf(order)) {
    const match = await findMatchingContact(tx, party);
    if (!match) continue;
    const { contact, matchedBy } = match;
    matches.push({
      role,
      party,
      matchedBy,
      row: contact,
      contact: {
        id: contact.id,
        name: contact.name,
        email: contact.email,
        phone: contact.phone,
        number: contact.number,
        address: formatAddress(contact.addresses.postal),
      },
      differences: differencesOf(party, contact),
    });
  }
  return matches;
}
