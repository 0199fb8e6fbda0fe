import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import type { ContactDetail, ContactFile, ContactInputBody } from '@syna/contracts/contacts';
import { contactEndpoints } from '@syna/contracts/endpoints/contacts';
import { queryRows } from '../../src/platform/db/database.ts';
import type { ApiCaller } from './api-client.ts';
import type { MultipartFile } from './multipart-body.ts';

/** Test data and factories shared by the contact module's API tests and its isolation fixture. */

type Firm = { id: string };

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

/** A one-page PDF file as the staff app uploads it. */
export const pdfFile = (name = 'Avtal 2026.pdf', text?: string): MultipartFile => ({
  name,
  type: 'application/pdf',
  bytes: pdfDocument(text),
});

/** A contact the caller adds to the firm's address book; fails the test unless it is created. */
export const buildContact = (caller: ApiCaller, firm: Firm, body: ContactInputBody): Promise<ContactDetail> =>
  caller.ok(contactEndpoints.create, { params: { tenant: firm.id }, body });

/** A company in the firm's address book: Tegsbackens Bygg AB, with the given changes. */
export const buildCompany = (caller: ApiCaller, firm: Firm, overrides: Partial<ContactInputBody> = {}) =>
  buildContact(caller, firm, companyBody(overrides));

/** A person in the firm's address book: Åsa Maria Öberg, with the given changes. */
export const buildPerson = (caller: ApiCaller, firm: Firm, overrides: Partial<ContactInputBody> = {}) =>
  buildContact(caller, firm, personBody(overrides));

/** A file the caller uploads to a contact (a PDF unless given); fails the test unless it is stored. */
export const attachFile = (
  caller: ApiCaller,
  firm: Firm,
  contact: { id: string },
  file: MultipartFile = pdfFile(),
): Promise<ContactFile> =>
  caller.ok(contactEndpoints.uploadFile, { params: { tenant: firm.id, id: contact.id } }, [file]);
