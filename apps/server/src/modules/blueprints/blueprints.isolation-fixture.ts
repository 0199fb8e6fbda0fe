import type { SeedFirm } from '../../../test/support/isolation-fixture.ts';
import { blueprintEndpoints } from '@syna/contracts/endpoints/blueprints';
import { formEndpoints } from '@syna/contracts/endpoints/forms';
import { inspectionTypeEndpoints, remarkGradeEndpoints } from '@syna/contracts/endpoints/lookups';
import { callerFactory } from '../../../test/support/api-client.ts';

/**
 * Seeds firm A of the tenant-isolation walk with a blueprint of its own type, with an object, a
 * graded template remark and a form, the secret in their texts.
 */
export const seedFirm: SeedFirm = async (app, firm, owner, secret) => {
  const asOwner = callerFactory(app)(owner);
  const params = { tenant: firm.id };
  const type = await asOwner.ok(inspectionTypeEndpoints.create, {
    params,
    body: { name: `Typ (mallfixtur) ${secret}` },
  });
  const grade = await asOwner.ok(remarkGradeEndpoints.create, {
    params,
    body: { name: `Mallgrad ${secret}` },
  });
  const form = await asOwner.ok(formEndpoints.create, {
    params,
    body: { key: 'mallformular', name: { sv: `Mallformulär ${secret}` }, scope: 'OBJECT' },
  });
  await asOwner.ok(blueprintEndpoints.create, {
    params,
    body: {
      name: { sv: `Uppdragsmall ${secret}` },
      typeId: type.id,
      objects: [{ name: `Garage ${secret}`, remarks: [{ title: `Fukt ${secret}`, gradeId: grade.id }] }],
      formIds: [form.id],
    },
  });
};
