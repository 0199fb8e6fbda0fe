import type { SeedFirm } from '../../../test/support/isolation-fixture.ts';
import {
  buildContact,
  buildInspectionLookups,
  buildProject,
  postInspection,
} from '../../../test/support/inspection-factories.ts';

/**
 * Firm A's inspections for the tenant-isolation walk: two linked inspections with a customer,
 * contacts, tags and attributes, and one placed in a project's estate, with the secret in their
 * texts. Lookups, contacts and the project are written directly; the inspections go through the API.
 */
export const seedFirm: SeedFirm = async (app, firm, owner, secret) => {
  const lookups = await buildInspectionLookups(app, firm.id);
  const customer = await buildContact(app, firm.id, { name: `Kund ${secret}` });
  const project = await buildProject(app, firm.id, {
    name: `Projekt ${secret}`,
    estates: [`Fastighet ${secret}`],
  });
  const first = await postInspection(app, firm.id, owner.auth, {
    typeId: lookups.type.id,
    branchId: lookups.type.branches[0]!.id,
    customerId: customer.id,
    inspectorId: owner.id,
    littera: secret.slice(0, 50),
    description: `Uppdrag ${secret}`,
    tags: [secret.slice(0, 50)],
    attributes: { hemlighet: secret },
    contacts: [
      { contactId: customer.id, roleId: lookups.roles.seller.id, appointedBy: 'customer', note: secret },
    ],
  });
  const second = await postInspection(app, firm.id, owner.auth, {
    typeId: lookups.otherType.id,
    orderNumber: secret.slice(0, 100),
  });
  const response = await app.inject({
    method: 'POST',
    url: `/${firm.id}/v1/inspections/inspections/${first.id}/related`,
    headers: owner.auth,
    payload: { ids: [second.id], kind: 'hemlig' },
  });
  if (response.statusCode !== 200)
    throw new Error(`Linking answered ${response.statusCode}: ${response.body}`);
  const placed = await app.inject({
    method: 'POST',
    url: `/${firm.id}/v1/inspections/projects/${project.id}/inspections`,
    headers: owner.auth,
    payload: { typeId: lookups.type.id, estateId: project.estates[0]!.id, description: secret },
  });
  if (placed.statusCode !== 201) throw new Error(`Placing answered ${placed.statusCode}: ${placed.body}`);
};
