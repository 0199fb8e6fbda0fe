import type { SeedFirm } from '../../../test/support/isolation-fixture.ts';
import { formEndpoints } from '@syna/contracts/endpoints/forms';
import { inspectionTypeEndpoints } from '@syna/contracts/endpoints/lookups';
import { orderTypeEndpoints } from '@syna/contracts/endpoints/orders';
import { callerFactory } from '../../../test/support/api-client.ts';

/**
 * Seeds firm A of the tenant-isolation walk with findings of the metadata check, the secret in
 * their names: an order type and a form whose only inspection type is archived.
 */
export const seedFirm: SeedFirm = async (app, firm, owner, secret) => {
  const asOwner = callerFactory(app)(owner);
  const params = { tenant: firm.id };
  const type = await asOwner.ok(inspectionTypeEndpoints.create, {
    params,
    body: { name: `Typ (kontrollfixtur) ${secret}` },
  });
  await asOwner.ok(orderTypeEndpoints.create, {
    params,
    body: { name: `Beställningstyp (kontroll) ${secret}`, inspectionTypeIds: [type.id] },
  });
  await asOwner.ok(formEndpoints.create, {
    params,
    body: {
      key: 'kontrollformular',
      name: { sv: `Kontrollformulär ${secret}` },
      scope: 'INSPECTION',
      inspectionTypeIds: [type.id],
    },
  });
  await asOwner.ok(inspectionTypeEndpoints.update, {
    params: { ...params, id: type.id },
    body: { archived: true },
  });
};
