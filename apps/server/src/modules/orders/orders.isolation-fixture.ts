import type { SeedFirm } from '../../../test/support/isolation-fixture.ts';
import { buildContact, buildInspectionType, readRows } from '../../../test/support/inspection-factories.ts';
import { nextDateOf, orderBody, postOrderType, submitOrder } from '../../../test/support/order-factories.ts';
import { sql } from 'drizzle-orm';
import { orderEndpoints } from '@syna/contracts/endpoints/orders';
import { callerFactory } from '../../../test/support/api-client.ts';

/** Seeds firm A of the tenant-isolation walk with an order type, an order and its share with a contact, the secret in their text. */
export const seedFirm: SeedFirm = async (app, firm, owner, secret) => {
  const inspectionType = await buildInspectionType(app, firm.id, {
    name: `Typ (beställningsfixtur) ${secret}`,
  });
  const orderType = await postOrderType(app, firm.id, owner.auth, {
    name: `Beställningstyp ${secret}`,
    description: secret,
    inspectionTypeIds: [inspectionType.id],
  });
  const body = orderBody(
    { orderTypeId: orderType.id, types: [inspectionType.id], preferredDate: await nextDateOf(app, firm.id) },
    { message: secret, estateLocation: secret },
  );
  const placed = await submitOrder(app, firm.id, body);
  if (placed.statusCode !== 201) throw new Error(`order: ${placed.statusCode} ${placed.body}`);
  const [order] = await readRows<{ id: string }>(
    app,
    firm.id,
    sql`SELECT id FROM orders WHERE number = ${(placed.json() as { number: string }).number}`,
  );
  const recipient = await buildContact(app, firm.id, {
    name: `Mottagare ${secret}`,
    email: `partner-${secret}@example.se`,
  });
  await callerFactory(app)(owner).ok(orderEndpoints.share, {
    params: { tenant: firm.id, id: order!.id },
    body: { contactId: recipient.id, message: secret },
  });
};
