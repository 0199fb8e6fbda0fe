import type { SeedFirm } from '../../../test/support/isolation-fixture.ts';
import { contactEndpoints } from '@syna/contracts/endpoints/contacts';
import { callerFactory } from '../../../test/support/api-client.ts';
import { attachFile, buildCompany, buildPerson, pdfFile } from '../../../test/support/contact-factories.ts';

/**
 * Address-book data in the firm the isolation walk protects: a company and a person carrying the
 * secret, related to each other, a favourite of the owner, and a file on the company.
 */
export const seedFirm: SeedFirm = async (app, firm, owner, secret) => {
  const asOwner = callerFactory(app)(owner);
  const company = await buildCompany(asOwner, firm, {
    companyName: `Bolag ${secret}`,
    description: secret,
    tags: [secret, 'partner'],
  });
  const person = await buildPerson(asOwner, firm, { lastName: secret, description: secret });
  await asOwner.ok(contactEndpoints.setRelations, {
    params: { tenant: firm.id, id: company.id },
    body: { items: [{ contactId: person.id, kind: secret }] },
  });
  await asOwner.ok(contactEndpoints.setFavorite, {
    params: { tenant: firm.id, id: person.id },
    body: { favorite: true },
  });
  await attachFile(asOwner, firm, company, pdfFile(`${secret}.pdf`, secret));
};
