import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import type { ContactDetail, ContactInputBody } from '@syna/contracts/contacts';
import { queryRows } from '../../platform/db/database.ts';
import type { TestUser } from '../../../test/support/factories.ts';

/** Test data and calls shared by the contact module's API tests and its isolation fixture. */

export const companyBody = (overrides: Partial<ContactInputBody> = {}): ContactInputBody =>
  ({
    type: 'company',
    companyName: 'Tegsbackens Bygg AB',
    number: '5560360793',
    email: 'info@tegsbackensbygg.se',
    phone: '090-12 34 56',
    addresses: {
      postal: { address: 'Box 123', postalCode: '90325', city: 'Umeå', country: 'SE' },
      visit: { address: 'Storgatan 1', postalCode: '903 26', city: 'Umeå' },
    },
    web: 'www.tegsbackensbygg.se',
    social: [{ kind: 'LinkedIn', url: 'https://www.linkedin.com/company/tegsbacken' }],
    tags: ['kund', 'bygg'],
    ...overrides,
  }) as ContactInputBody;

export const personBody = (overrides: Partial<ContactInputBody> = {}): ContactInputBody =>
  ({
    type: 'person',
    firstName: 'Åsa',
    middleName: 'Maria',
    lastName: 'Öberg',
    number: '811218-9876',
    email: 'asa.oberg@example.se',
    phone: '070-123 45 67',
    title: 'Fastighetsförvaltare',
    sex: 'female',
    ...overrides,
  }) as ContactInputBody;

/** Creates a contact through the API and fails the test unless it is created. */
export async function postContact(
  app: FastifyInstance,
  tenant: string,
  user: TestUser,
  body: ContactInputBody,
): Promise<ContactDetail> {
  const response = await app.inject({
    method: 'POST',
    url: `/${tenant}/v1/contact`,
    headers: user.auth,
    payload: body,
  });
  if (response.statusCode !== 201) {
    throw new Error(`creating a contact answered ${response.statusCode}: ${response.body}`);
  }
  return response.json<ContactDetail>();
}

/** Every contact row of a tenant, read past row-level security: what the database really holds. */
export async function storedContacts(app: FastifyInstance, tenant: string) {
  return app.database.asSystem((tx) =>
    queryRows<Record<string, unknown>>(
      tx,
      sql`SELECT * FROM contacts WHERE tenant_id = ${tenant} ORDER BY created_at, id`,
    ),
  );
}
