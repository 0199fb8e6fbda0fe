import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import type { ContactDetail, ContactFile } from '@syna/contracts/contacts';
import { REQUEST_BODY_MAX_BYTES } from '@syna/contracts/constants';
import { queryRows } from '../../platform/db/database.ts';
import { createTestApp } from '../../../test/support/test-app.ts';
import { buildTenant, buildUser, type TestUser } from '../../../test/support/factories.ts';
import { multipartBody } from '../../../test/support/multipart-body.ts';
import { storedFiles as listStoredFiles } from '../../../test/support/stored-files.ts';
import { pngImage } from '../../../test/support/test-images.ts';
import { companyBody, pdfDocument, postContact, uploadContactFile } from './contact-test-helpers.ts';

let app: FastifyInstance;
let owner: TestUser;
let viewer: TestUser;
let outsider: TestUser;
let firm: { id: string };
let otherFirm: { id: string };

beforeAll(async () => {
  app = await createTestApp();
  owner = await buildUser(app, { name: 'Olivia Ek' });
  viewer = await buildUser(app, { name: 'Vera Läsare' });
  outsider = await buildUser(app, { name: 'Otto Annan' });
  firm = await buildTenant(app, owner, { members: [{ user: viewer, roles: ['viewer'] }] });
  otherFirm = await buildTenant(app, outsider);
});
afterAll(async () => app?.close());

const newContact = (tenant = firm.id, user = owner): Promise<ContactDetail> =>
  postContact(app, tenant, user, companyBody({ companyName: `Bolag ${Math.random()}` }));
const filesUrl = (contactId: string, tenant = firm.id) => `/${tenant}/v1/contact/${contactId}/files`;
const pdfFile = (name = 'Avtal 2026.pdf') => ({ name, type: 'application/pdf', bytes: pdfDocument() });

async function upload(
  contactId: string,
  file: { name: string; type: string; bytes: Buffer },
): Promise<ContactFile> {
  const response = await uploadContactFile(app, firm.id, owner, contactId, file);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<ContactFile>();
}

const storedFiles = () => listStoredFiles(app);

async function storageKeyOf(fileId: string): Promise<string> {
  const [row] = await app.database.asSystem((tx) =>
    queryRows<{ storage_key: string }>(tx, sql`SELECT storage_key FROM contact_files WHERE id = ${fileId}`),
  );
  return row!.storage_key;
}

async function contactFileRows(): Promise<unknown[]> {
  return app.database.asSystem((tx) => queryRows(tx, sql`SELECT * FROM contact_files ORDER BY id`));
}

/** Runs a refused request and checks that neither a file nor a row was written. */
async function expectNothingWritten(run: () => Promise<void>): Promise<void> {
  const [files, rows] = [await storedFiles(), await contactFileRows()];
  await run();
  expect(await storedFiles()).toEqual(files);
  expect(await contactFileRows()).toEqual(rows);
}

const get = (url: string, user = owner) => app.inject({ method: 'GET', url, headers: user.auth });
const del = (url: string, user = owner) => app.inject({ method: 'DELETE', url, headers: user.auth });

describe('files on a contact', () => {
  it('stores a PDF and a PNG, lists them and downloads the identical bytes', async () => {
    const contact = await newContact();
    const pdfBytes = pdfDocument('Serviceavtal');
    const pngBytes = await pngImage(64, 48);
    const pdf = await upload(contact.id, {
      name: 'Serviceavtal Åre.pdf',
      type: 'application/pdf',
      bytes: pdfBytes,
    });
    const png = await upload(contact.id, { name: 'ritning.png', type: 'image/png', bytes: pngBytes });
    expect(pdf).toMatchObject({
      filename: 'Serviceavtal Åre.pdf',
      size: pdfBytes.length,
      contentType: 'application/pdf',
      createdBy: { id: owner.id, name: 'Olivia Ek' },
    });
    expect((await storageKeyOf(pdf.id)).startsWith(`${firm.id}/`)).toBe(true);

    const listed = await get(filesUrl(contact.id), viewer);
    expect(listed.statusCode).toBe(200);
    expect(listed.json()).toEqual({ items: [pdf, png], total: 2 });

    const downloaded = await get(`${filesUrl(contact.id)}/${pdf.id}`, viewer);
    expect(downloaded.statusCode).toBe(200);
    expect(downloaded.rawPayload.equals(pdfBytes)).toBe(true);
    expect(downloaded.headers['content-type']).toBe('application/pdf');
    expect(downloaded.headers['x-content-type-options']).toBe('nosniff');
    expect(downloaded.headers['content-disposition']).toBe(
      `attachment; filename="Serviceavtal Are.pdf"; filename*=UTF-8''Serviceavtal%20%C3%85re.pdf`,
    );
    const image = await get(`${filesUrl(contact.id)}/${png.id}`);
    expect(image.rawPayload.equals(pngBytes)).toBe(true);
    expect(image.headers['content-type']).toBe('image/png');
  });

  it('encodes the characters of a file name that a download header cannot carry as they are', async () => {
    const contact = await newContact();
    const file = await upload(contact.id, pdfFile('Besiktning; 50%.pdf'));
    const downloaded = await get(`${filesUrl(contact.id)}/${file.id}`);
    expect(downloaded.headers['content-disposition']).toBe(
      `attachment; filename="Besiktning; 50_.pdf"; filename*=UTF-8''Besiktning%3B%2050%25.pdf`,
    );
  });

  it('accepts text and CSV files, told by their extension', async () => {
    const contact = await newContact();
    const csv = await upload(contact.id, {
      name: 'mätare.csv',
      type: 'text/csv',
      bytes: Buffer.from('nr;värde\n1;2\n'),
    });
    expect(csv.contentType).toBe('text/csv');
    const text = await upload(contact.id, {
      name: 'anteckning.txt',
      type: 'text/plain',
      bytes: Buffer.from('Hej'),
    });
    expect(text.contentType).toBe('text/plain');
  });

  it('refuses a file whose content is not what its name says, and stores nothing', async () => {
    const contact = await newContact();
    for (const file of [
      { name: 'avtal.pdf', type: 'application/pdf', bytes: Buffer.from('Det här är ingen PDF.') },
      { name: 'avtal.pdf', type: 'application/pdf', bytes: await pngImage(8, 8) },
      {
        name: 'program.exe',
        type: 'application/octet-stream',
        bytes: Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'latin1'),
      },
      { name: 'bild.txt', type: 'text/plain', bytes: Buffer.from([0x41, 0x00, 0x42]) },
      { name: 'sida.html', type: 'text/html', bytes: Buffer.from('<html><script>alert(1)</script></html>') },
    ]) {
      await expectNothingWritten(async () => {
        const response = await uploadContactFile(app, firm.id, owner, contact.id, file);
        expect(response.statusCode, file.name).toBe(400);
        expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
        expect(response.json()).toMatchObject({
          detail: 'Filtypen stöds inte',
          errors: { 'body.file': ['Filtypen stöds inte'] },
        });
      });
    }
  });

  it('takes one file at a time, and refuses a body over the limit with 413', async () => {
    const contact = await newContact();
    await expectNothingWritten(async () => {
      const body = await multipartBody([pdfFile('a.pdf'), pdfFile('b.pdf')]);
      const response = await app.inject({
        method: 'POST',
        url: filesUrl(contact.id),
        headers: { ...owner.auth, 'content-type': body.contentType },
        payload: body.bytes,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual({ 'body.file': ['En fil i taget'] });
      const tooLarge = await uploadContactFile(app, firm.id, owner, contact.id, {
        name: 'stor.pdf',
        type: 'application/pdf',
        bytes: Buffer.alloc(REQUEST_BODY_MAX_BYTES + 1, 0x20),
      });
      expect(tooLarge.statusCode).toBe(413);
    });
  });

  it('lets a viewer read files but not add or delete them', async () => {
    const contact = await newContact();
    const file = await upload(contact.id, pdfFile());
    await expectNothingWritten(async () => {
      expect((await uploadContactFile(app, firm.id, viewer, contact.id, pdfFile())).statusCode).toBe(403);
      expect((await del(`${filesUrl(contact.id)}/${file.id}`, viewer)).statusCode).toBe(403);
    });
  });

  it('answers another firm’s contacts and files with 404', async () => {
    const foreign = await newContact(otherFirm.id, outsider);
    const foreignFile = await uploadContactFile(app, otherFirm.id, outsider, foreign.id, pdfFile());
    expect(foreignFile.statusCode).toBe(201);
    const foreignFileId = foreignFile.json<ContactFile>().id;
    const contact = await newContact();

    await expectNothingWritten(async () => {
      expect((await get(filesUrl(foreign.id))).statusCode).toBe(404);
      expect((await uploadContactFile(app, firm.id, owner, foreign.id, pdfFile())).statusCode).toBe(404);
      expect((await get(`${filesUrl(foreign.id)}/${foreignFileId}`)).statusCode).toBe(404);
      expect((await get(`${filesUrl(contact.id)}/${foreignFileId}`)).statusCode).toBe(404);
      expect((await del(`${filesUrl(contact.id)}/${foreignFileId}`)).statusCode).toBe(404);
      // The outsider is no member of the owner's firm at all.
      expect((await get(filesUrl(contact.id), outsider)).statusCode).toBe(403);
    });
  });

  it('deletes a file with its stored bytes', async () => {
    const contact = await newContact();
    const file = await upload(contact.id, pdfFile());
    const key = await storageKeyOf(file.id);
    expect(await storedFiles()).toContain(key);

    expect((await del(`${filesUrl(contact.id)}/${file.id}`)).statusCode).toBe(204);
    expect(await storedFiles()).not.toContain(key);
    expect((await get(filesUrl(contact.id))).json()).toEqual({ items: [], total: 0 });
    expect((await get(`${filesUrl(contact.id)}/${file.id}`)).statusCode).toBe(404);
    expect((await del(`${filesUrl(contact.id)}/${file.id}`)).statusCode).toBe(404);
  });

  it('deletes a contact’s files with the contact', async () => {
    const contact = await newContact();
    const keys = [
      await storageKeyOf((await upload(contact.id, pdfFile())).id),
      await storageKeyOf((await upload(contact.id, pdfFile('bilaga.pdf'))).id),
    ];
    expect((await del(`/${firm.id}/v1/contact/${contact.id}`)).statusCode).toBe(204);
    const remaining = await storedFiles();
    for (const key of keys) expect(remaining).not.toContain(key);
    const rows = await app.database.asSystem((tx) =>
      queryRows(tx, sql`SELECT 1 FROM contact_files WHERE contact_id = ${contact.id}`),
    );
    expect(rows).toEqual([]);
  });
});
