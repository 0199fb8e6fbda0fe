import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import type { ContactDetail, ContactInputBody } from '@syna/contracts/contacts';
import { queryRows } from '../../platform/db/database.ts';
import type { TestUser } from '../../../test/support/factories.ts';
import { multipartBody, type MultipartFile } from '../../../test/support/multipart-body.ts';

/** Test data and calls shared by the contact module's API tests and its isolation fixture. */

export const companyBody = (overrides: Partial<ContactInputBody> = {}): ContactInputBody =>
  ({
    type: 'company',
    companyName: 'Tegsbackens Bygg AB',
    number: '5560360793',
    email: 'info@tegsbackensbygg.se',
    phone: '090-12 34 56',
    addresses: {
      postal: { address: 'Box 123', postalCode: '90325', city: 'Umeå', country: 'SE' },
      visit: { address: 'Storgatan 1', postalCode: '903 26', city: 'Umeå' },
    },
    web: 'www.tegsbackensbygg.se',
    social: [{ kind: 'LinkedIn', url: 'https://www.linkedin.com/company/tegsbacken' }],
    tags: ['kund', 'bygg'],
    ...overrides,
  }) as ContactInputBody;

export const personBody = (overrides: Partial<ContactInputBody> = {}): ContactInputBody =>
  ({
    type: 'person',
    firstName: 'Åsa',
    middleName: 'Maria',
    lastName: 'Öberg',
    number: '811218-9876',
    email: 'asa.oberg@example.se',
    phone: '070-123 45 67',
    title: 'Fastighetsförvaltare',
    sex: 'female',
    ...overrides,
  }) as ContactInputBody;

/** Creates a contact through the API and fails the test unless it is created. */
export async function postContact(
  app: FastifyInstance,
  tenant: string,
  user: TestUser,
  body: ContactInputBody,
): Promise<ContactDetail> {
  const response = await app.inject({
    method: 'POST',
    url: `/${tenant}/v1/contact`,
    headers: user.auth,
    payload: body,
  });
  if (response.statusCode !== 201) {
    throw new Error(`creating a contact answered ${response.statusCode}: ${response.body}`);
  }
  return response.json<ContactDetail>();
}

/** Every contact row of a tenant, read past row-level security: what the database really holds. */
export async function storedContacts(app: FastifyInstance, tenant: string) {
  return app.database.asSystem((tx) =>
    queryRows<Record<string, unknown>>(
      tx,
      sql`SELECT * FROM contacts WHERE tenant_id = ${tenant} ORDER BY created_at, id`,
    ),
  );
}

/** A real, one-page PDF with a line of text. */
export function pdfDocument(text = 'Avtal'): Buffer {
  const content = `BT /F1 24 Tf 72 720 Td (${text}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets = objects.map((object, index) => {
    const offset = body.length;
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
    return offset;
  });
  const table = offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${table}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${body.length}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** Uploads one file to a contact through the API (multipart, as the staff app sends it). */
export async function uploadContactFile(
  app: FastifyInstance,
  tenant: string,
  user: TestUser,
  contactId: string,
  file: MultipartFile,
) {
  const body = await multipartBody([file]);
  return app.inject({
    method: 'POST',
    url: `/${tenant}/v1/contact/${contactId}/files`,
    headers: { ...user.auth, 'content-type': body.contentType },
    payload: body.bytes,
  });
}
