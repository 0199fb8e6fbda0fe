import type { FastifyInstance } from 'fastify';
import type { TestUser } from '../../../test/support/factories.ts';
import {
  companyBody,
  pdfDocument,
  personBody,
  postContact,
  uploadContactFile,
} from './contact-test-helpers.ts';

/**
 * Address-book data in the firm the isolation walk protects: a company and a person carrying the
 * secret, related to each other, a favourite of the owner, and a file on the company.
 */
export async function seedFirm(
  app: FastifyInstance,
  firm: { id: string },
  owner: TestUser,
  secret: string,
): Promise<void> {
  const company = await postContact(
    app,
    firm.id,
    owner,
    companyBody({ companyName: `Bolag ${secret}`, description: secret, tags: [secret, 'partner'] }),
  );
  const person = await postContact(
    app,
    firm.id,
    owner,
    personBody({ lastName: secret, description: secret }),
  );
  const related = await app.inject({
    method: 'PUT',
    url: `/${firm.id}/v1/contact/${company.id}/relations`,
    headers: owner.auth,
    payload: { items: [{ contactId: person.id, kind: secret }] },
  });
  const favorite = await app.inject({
    method: 'PUT',
    url: `/${firm.id}/v1/contact/favorites/${person.id}`,
    headers: owner.auth,
    payload: { favorite: true },
  });
  const file = await uploadContactFile(app, firm.id, owner, company.id, {
    name: `${secret}.pdf`,
    type: 'application/pdf',
    bytes: pdfDocument(secret),
  });
  if (related.statusCode !== 200 || favorite.statusCode !== 200 || file.statusCode !== 201) {
    throw new Error('seeding the address book failed');
  }
}
