import type { SeedFirm } from '../../../test/support/isolation-fixture.ts';
import { inspectionEndpoints } from '@syna/contracts/endpoints/inspections';
import { callerFactory } from '../../../test/support/api-client.ts';
import {
  buildContact,
  buildInspectionLookups,
  buildProject,
  postInspection,
} from '../../../test/support/inspection-factories.ts';
import { pdfFile } from '../../../test/support/contact-factories.ts';

/**
 * Firm A's inspections for the tenant-isolation walk: two linked inspections with a customer,
 * contacts, tags, attributes and a file, and one placed in a project's estate, with the secret in their
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
  const asOwner = callerFactory(app)(owner);
  await asOwner.ok(inspectionEndpoints.relate, {
    params: { tenant: firm.id, id: first.id },
    body: { ids: [second.id], kind: 'hemlig' },
  });
  await asOwner.ok(inspectionEndpoints.uploadFile, { params: { tenant: firm.id, id: first.id } }, [
    pdfFile(`Rapport ${secret.slice(0, 40)}.pdf`, secret),
  ]);
  await asOwner.ok(inspectionEndpoints.createInProject, {
    params: { tenant: firm.id, id: project.id },
    body: { typeId: lookups.type.id, estateId: project.estates[0]!.id, description: secret },
  });
};
