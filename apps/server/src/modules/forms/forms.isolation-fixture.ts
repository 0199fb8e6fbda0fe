import type { SeedFirm } from '../../../test/support/isolation-fixture.ts';
import { formEndpoints } from '@syna/contracts/endpoints/forms';
import { inspectionEndpoints } from '@syna/contracts/endpoints/inspections';
import { recordFormEndpoints } from '@syna/contracts/endpoints/record-forms';
import { inspectionTypeEndpoints } from '@syna/contracts/endpoints/lookups';
import { callerFactory } from '../../../test/support/api-client.ts';

/**
 * Seeds firm A of the tenant-isolation walk with a form for one of its types, the secret in its
 * texts (a table among its fields), and an assignment of that type with values of it: what the
 * document fields list and the assignment's forms show.
 */
export const seedFirm: SeedFirm = async (app, firm, owner, secret) => {
  const asOwner = callerFactory(app)(owner);
  const params = { tenant: firm.id };
  const type = await asOwner.ok(inspectionTypeEndpoints.create, {
    params,
    body: { name: `Typ (formulärfixtur) ${secret}` },
  });
  const form = await asOwner.ok(formEndpoints.create, {
    params,
    body: {
      key: 'radonmatning',
      name: { sv: `Radonmätning ${secret}` },
      scope: 'INSPECTION',
      inspectionTypeIds: [type.id],
      fields: [{ key: 'byggnadsar', label: { sv: `Byggnadsår ${secret}` }, type: 'INTEGER', min: 1600 }],
    },
  });
  // A second version, so that the walk also finds an older one.
  await asOwner.ok(formEndpoints.update, {
    params: { ...params, id: form.id },
    body: {
      fields: [
        { key: 'uppvarmning', label: { sv: secret }, type: 'TEXT' },
        // A table, whose columns the document fields list below it.
        {
          key: 'balkonger',
          label: { sv: `Balkonger ${secret}` },
          type: 'TABLE',
          columns: [{ key: 'skick', label: { sv: `Skick ${secret}` }, type: 'TEXT' }],
        },
      ],
    },
  });
  const assignment = await asOwner.ok(inspectionEndpoints.create, { params, body: { typeId: type.id } });
  await asOwner.ok(recordFormEndpoints.writeInspectionForm, {
    params: { ...params, id: assignment.id, form: form.id },
    body: { values: { uppvarmning: `Fjärrvärme ${secret}` } },
  });
};
