import { contactEndpoints } from '@syna/contracts/endpoints/contacts';
import { endpointUrl } from '@syna/contracts/endpoints/endpoint-url';
import { inspectionEndpoints } from '@syna/contracts/endpoints/inspections';
import type { Inspection, InspectionMetadata } from '@syna/contracts/inspections';
import { zoneToday } from '@syna/contracts/time-zone';
import { callApi } from './browser.ts';

/** What `bookToday` made, and how to take it away again. */
export interface TodaysBookings {
  /** Booked for today, the morning one created last so that the order is the list's doing. */
  morning: Inspection;
  afternoon: Inspection;
  customer: { name: string; phone: string; dialled: string };
  broker: { name: string; phone: string; dialled: string };
  remove(): Promise<void>;
}

/**
 * Books two assignments for today (Swedish time) for the inspector named `inspectorName`, as the
 * office (`token`) does: the afternoon's for a customer with a phone and a broker with one, the
 * morning's at another address.
 */
export async function bookToday(
  token: string,
  tenant: string,
  inspectorName: string,
): Promise<TodaysBookings> {
  const params = { tenant };
  const stamp = Date.now();
  const choices = await callApi<InspectionMetadata>(
    token,
    'GET',
    endpointUrl(inspectionEndpoints.formChoices, { params }),
  );
  const inspector = choices.inspectors.find((candidate) => candidate.name === inspectorName)!;
  const brokerRole = choices.contactRoles.find((role) => role.name === 'Mäklare');
  const customer = { name: `Karin Dagsson${stamp}`, phone: '070-123 45 67', dialled: 'tel:0701234567' };
  const broker = { name: `Maja Mäklare${stamp}`, phone: '+46 90-12 34 56', dialled: 'tel:+4690123456' };
  const contactIds: string[] = [];
  for (const [person, lastName] of [
    [customer, `Dagsson${stamp}`],
    [broker, `Mäklare${stamp}`],
  ] as const) {
    const contact = await callApi<{ id: string }>(
      token,
      'POST',
      endpointUrl(contactEndpoints.create, { params }),
      {
        type: 'person',
        firstName: person.name.split(' ')[0],
        lastName,
        phone: person.phone,
      },
    );
    contactIds.push(contact.id);
  }
  const book = (body: Record<string, unknown>) =>
    callApi<Inspection>(token, 'POST', endpointUrl(inspectionEndpoints.create, { params }), {
      typeId: choices.types[0]!.id,
      inspectorId: inspector.id,
      date: zoneToday(),
      ...body,
    });
  const afternoon = await book({
    startTime: '14:30',
    stopTime: '16:00',
    address: { address: 'Kungsgatan 7', postalCode: '903 26', city: 'Umeå' },
    customerId: contactIds[0],
    contacts: [{ contactId: contactIds[1], roleId: brokerRole?.id ?? null }],
  });
  const morning = await book({
    startTime: '08:15',
    address: { address: 'Storgatan 12', postalCode: '903 25', city: 'Umeå' },
    customerId: contactIds[0],
  });
  return {
    morning,
    afternoon,
    customer,
    broker,
    async remove() {
      for (const id of [morning.id, afternoon.id]) {
        await callApi(
          token,
          'DELETE',
          endpointUrl(inspectionEndpoints.remove, { params: { ...params, id }, query: { hard: 'true' } }),
        );
      }
    },
  };
}
