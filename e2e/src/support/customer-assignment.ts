import { contactEndpoints } from '@syna/contracts/endpoints/contacts';
import { endpointUrl } from '@syna/contracts/endpoints/endpoint-url';
import { inspectionEndpoints } from '@syna/contracts/endpoints/inspections';
import { inspectionTypeEndpoints } from '@syna/contracts/endpoints/lookups';
import { callApi, FIRMS } from './browser.ts';

/**
 * A person customer of the north firm and an assignment of theirs (of the firm's first inspection
 * type, at `address` when given), made through the API with `token`, as a flow's starting point.
 */
export async function customerWithAssignment(
  token: string,
  person: { firstName: string; lastName: string; email: string },
  address?: { address: string; postalCode: string; city: string },
): Promise<{ customer: { id: string }; assignment: { id: string; number: string } }> {
  const params = { tenant: FIRMS.north.id };
  const customer = await callApi<{ id: string }>(
    token,
    'POST',
    endpointUrl(contactEndpoints.create, { params }),
    {
      type: 'person',
      ...person,
    },
  );
  const types = await callApi<{ items: { id: string }[] }>(
    token,
    'GET',
    endpointUrl(inspectionTypeEndpoints.list, { params, query: {} }),
  );
  const assignment = await callApi<{ id: string; number: string }>(
    token,
    'POST',
    endpointUrl(inspectionEndpoints.create, { params }),
    { typeId: types.items[0]!.id, customerId: customer.id, ...(address ? { address } : {}) },
  );
  return { customer, assignment };
}
