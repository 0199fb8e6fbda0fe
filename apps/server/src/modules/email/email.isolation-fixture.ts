import type { SeedFirm } from '../../../test/support/isolation-fixture.ts';
import { emailTemplateEndpoints, mailMessageEndpoints } from '@syna/contracts/endpoints/email';
import { callerFactory } from '../../../test/support/api-client.ts';
import { buildInspectionType, postInspection } from '../../../test/support/inspection-factories.ts';
import { attachFile, buildPerson, pdfFile } from '../../../test/support/contact-factories.ts';

/**
 * Firm A's e-mail for the tenant-isolation walk: a template, and a message about an assignment
 * and a contact with the contact's file attached, all carrying the secret.
 */
export const seedFirm: SeedFirm = async (app, firm, owner, secret) => {
  const asOwner = callerFactory(app)(owner);
  const params = { tenant: firm.id };
  await asOwner.ok(emailTemplateEndpoints.create, {
    params,
    body: { name: `Mall ${secret}`.slice(0, 200), tag: 'rapport', subject: 'Rapport', body: secret },
  });
  const type = await buildInspectionType(app, firm.id);
  const inspection = await postInspection(app, firm.id, owner.auth, { typeId: type.id });
  const contact = await buildPerson(asOwner, firm, { email: 'hemlig@example.se' });
  const file = await attachFile(asOwner, firm, contact, pdfFile('Hemlig.pdf', 'Hemlig'));
  await asOwner.ok(mailMessageEndpoints.send, {
    params,
    body: {
      to: ['hemlig@example.se'],
      subject: 'Rapport',
      body: secret,
      inspectionId: inspection.id,
      contactId: contact.id,
      attachments: [{ kind: 'contact-file', id: file.id }],
    },
  });
};
