import type { Language } from '@syna/contracts/constants';
import { randomUUID } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { sql } from 'drizzle-orm';
import type { PublicOrderSubmitInput } from '@syna/contracts/orders';
import type { TenantSettingsChange } from '@syna/contracts/tenant';
import { orderTypeEndpoints } from '@syna/contracts/endpoints/orders';
import { publicOrderEndpoints } from '@syna/contracts/endpoints/public-orders';
import { tenantEndpoints } from '@syna/contracts/endpoints/tenancy';
import { callerFactory } from './api-client.ts';
import { readRows } from './inspection-factories.ts';

// Orders as the tests place them: through the real public API, each test client from an address
// of its own (the server trusts X-Forwarded-For), so the per-address rate limit of one test does
// not reach into another.

/** A new client address for the rate limit's key. */
export const clientAddress = () => `10.${[0, 0, 0].map(() => Math.floor(Math.random() * 250) + 1).join('.')}`;

/** Creates an order type through the admin API, failing loudly unless it answers 201. */
export async function postOrderType(
  app: FastifyInstance,
  tenantId: string,
  auth: { authorization: string },
  body: {
    name?: string;
    inspectionTypeIds: string[];
    hidden?: boolean;
    archived?: boolean;
    description?: string;
  },
): Promise<{ id: string; name: string }> {
  const response = await callerFactory(app)(null).send(
    orderTypeEndpoints.create,
    {
      params: { tenant: tenantId },
      body: { name: `Beställningstyp ${randomUUID().slice(0, 6)}`, ...body } as never,
    },
    auth,
  );
  if (response.statusCode !== 201) throw new Error(`Order type: ${response.statusCode} ${response.body}`);
  return response.json();
}

/** Changes a tenant's settings through the admin API. */
export async function changeSettings(
  app: FastifyInstance,
  tenantId: string,
  auth: { authorization: string },
  change: TenantSettingsChange,
): Promise<void> {
  const response = await callerFactory(app)(null).send(
    tenantEndpoints.changeSettings,
    { params: { tenant: tenantId }, body: change },
    auth,
  );
  if (response.statusCode !== 200) throw new Error(`Settings: ${response.statusCode} ${response.body}`);
}

/** The firm's next order date, as the order page gets it. */
export async function nextDateOf(app: FastifyInstance, tenantId: string): Promise<string> {
  const { date } = await callerFactory(app)(null).ok(publicOrderEndpoints.nextDate, {
    params: { tenant: tenantId },
  });
  return date;
}

/** A complete, valid public order: a person customer, a company seller, a broker and the object. */
export function orderBody(
  order: { orderTypeId: string; types: string[]; preferredDate: string },
  overrides: Partial<PublicOrderSubmitInput> = {},
): PublicOrderSubmitInput {
  return {
    ...order,
    customer: {
      type: 'person',
      firstName: 'Karin',
      lastName: 'Köpsson',
      email: 'karin.kopsson@example.se',
      phone: '070-123 45 67',
      number: '811218-9876',
    },
    owner1: {
      type: 'company',
      companyName: 'Säljbolaget AB',
      number: '5560360793',
      email: 'info@saljbolaget.se',
    },
    broker: { type: 'person', firstName: 'Mats', lastName: 'Mäklarsson', email: 'mats@maklarna.se' },
    object: {
      address: { address: 'Storgatan 12', postalCode: '90325', city: 'Umeå' },
      description: 'Villa med källare',
    },
    estateLocation: 'Umeå',
    estateNumber: 'Tegsbacken 2:14',
    message: 'Nyckel finns hos grannen',
    privacyAccepted: true,
    ...overrides,
  };
}

/** Places an order on the public page, from its own client address unless one is given. */
export function submitOrder(
  app: FastifyInstance,
  tenantId: string,
  body: unknown,
  address: string = clientAddress(),
  language: Language = 'sv',
): Promise<LightMyRequestResponse> {
  return callerFactory(app)(null).send(
    publicOrderEndpoints.submit,
    { params: { tenant: tenantId }, body: body as never },
    { 'x-forwarded-for': address, 'accept-language': language },
  );
}

/** How many rows a tenant has in a table. */
export async function countRows(app: FastifyInstance, tenantId: string, table: string): Promise<number> {
  const [row] = await readRows<{ count: number }>(
    app,
    tenantId,
    sql`SELECT count(*)::int AS count FROM ${sql.identifier(table)} WHERE tenant_id = app_tenant()`,
  );
  return row!.count;
}

/** Places an order on the public page, failing loudly unless it is taken; answers its id and number. */
export async function placeOrder(
  app: FastifyInstance,
  tenantId: string,
  body: PublicOrderSubmitInput,
  language: Language = 'sv',
): Promise<{ id: string; number: string }> {
  const response = await submitOrder(app, tenantId, body, clientAddress(), language);
  if (response.statusCode !== 201) throw new Error(response.body);
  const { number } = response.json();
  const [row] = await readRows<{ id: string }>(
    app,
    tenantId,
    sql`SELECT id FROM orders WHERE number = ${number}`,
  );
  return { id: row!.id, number };
}
