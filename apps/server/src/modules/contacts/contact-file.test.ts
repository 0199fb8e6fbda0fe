import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { ContactDetail } from '@syna/contracts/contacts';
import { REQUEST_BODY_MAX_BYTES } from '@syna/contracts/constants';
import { contactEndpoints } from '@syna/contracts/endpoints/contacts';
import { queryRows } from '../../platform/db/database.ts';
import { storedFiles as listStoredFiles } from '../../../test/support/stored-files.ts';
import { pngImage } from '../../../test/support/test-images.ts';
import { attachFile, buildCompany, pdfDocument, pdfFile } from '../../../test/support/contact-factories.ts';
import { useTwoFirms } from '../../../test/support/two-firms.ts';

const world = useTwoFirms();

const newContact = (tenant = world.firm, user = world.owner): Promise<ContactDetail> =>
  buildCompany(world.as(user), tenant, { companyName: `Bolag ${Math.random()}` });

/** The files on a contact of the firm under test. */
const filesOf = (contact: { id: string }) => ({ params: { tenant: world.firm.id, id: contact.id } });
/** One file on a contact of the firm under test. */
const fileOf = (contact: { id: string }, file: { id: string }) => ({
  params: { tenant: world.firm.id, id: contact.id, fileId: file.id },
});

const storedFiles = () => listStoredFiles(world.app);

async function storageKeyOf(fileId: string): Promise<string> {
  const [row] = await world.app.database.asSystem((tx) =>
    queryRows<{ storage_key: string }>(tx, sql`SELECT storage_key FROM contact_files WHERE id = ${fileId}`),
  );
  return row!.storage_key;
}

async function contactFileRows(): Promise<unknown[]> {
  return world.app.database.asSystem((tx) => queryRows(tx, sql`SELECT * FROM contact_files ORDER BY id`));
}

/** Runs a refused request and checks that neither a file nor a row was written. */
async function expectNothingWritten(run: () => Promise<void>): Promise<void> {
  const [files, rows] = [await storedFiles(), await contactFileRows()];
  await run();
  expect(await storedFiles()).toEqual(files);
  expect(await contactFileRows()).toEqual(rows);
}

describe('files on a contact', () => {
  it('stores a PDF and a PNG, lists them and downloads the identical bytes', async () => {
    const contact = await newContact();
    const pdfBytes = pdfDocument('Serviceavtal');
    const pngBytes = await pngImage(64, 48);
    const pdf = await attachFile(world.as(world.owner), world.firm, contact, {
      name: 'Serviceavtal Åre.pdf',
      type: 'application/pdf',
      bytes: pdfBytes,
    });
    const png = await attachFile(world.as(world.owner), world.firm, contact, {
      name: 'ritning.png',
      type: 'image/png',
      bytes: pngBytes,
    });
    expect(pdf).toMatchObject({
      filename: 'Serviceavtal Åre.pdf',
      size: pdfBytes.length,
      contentType: 'application/pdf',
      createdBy: { id: world.owner.id, name: world.owner.name },
      sha256: createHash('sha256').update(pdfBytes).digest('hex'),
    });
    expect((await storageKeyOf(pdf.id)).startsWith(`${world.firm.id}/`)).toBe(true);

    expect(await world.as(world.viewer).ok(contactEndpoints.files, filesOf(contact))).toEqual({
      items: [pdf, png],
      total: 2,
    });

    const downloaded = await world.as(world.viewer).send(contactEndpoints.downloadFile, fileOf(contact, pdf));
    expect(downloaded.statusCode).toBe(200);
    expect(downloaded.rawPayload.equals(pdfBytes)).toBe(true);
    expect(downloaded.headers['content-type']).toBe('application/pdf');
    expect(downloaded.headers['x-content-type-options']).toBe('nosniff');
    expect(downloaded.headers['content-disposition']).toBe(
      `attachment; filename="Serviceavtal Are.pdf"; filename*=UTF-8''Serviceavtal%20%C3%85re.pdf`,
    );
    const image = await world.as(world.owner).send(contactEndpoints.downloadFile, fileOf(contact, png));
    expect(image.rawPayload.equals(pngBytes)).toBe(true);
    expect(image.headers['content-type']).toBe('image/png');
  });

  it('encodes the characters of a file name that a download header cannot carry as they are', async () => {
    const contact = await newContact();
    const file = await attachFile(world.as(world.owner), world.firm, contact, pdfFile('Besiktning; 50%.pdf'));
    const downloaded = await world.as(world.owner).send(contactEndpoints.downloadFile, fileOf(contact, file));
    expect(downloaded.headers['content-disposition']).toBe(
      `attachment; filename="Besiktning; 50_.pdf"; filename*=UTF-8''Besiktning%3B%2050%25.pdf`,
    );
  });

  it('accepts text and CSV files, told by their extension', async () => {
    const contact = await newContact();
    const csv = await attachFile(world.as(world.owner), world.firm, contact, {
      name: 'mätare.csv',
      type: 'text/csv',
      bytes: Buffer.from('nr;värde\n1;2\n'),
    });
    expect(csv.contentType).toBe('text/csv');
    const text = await attachFile(world.as(world.owner), world.firm, contact, {
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
        const response = await world
          .as(world.owner)
          .upload(contactEndpoints.uploadFile, filesOf(contact), [file]);
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
      const response = await world
        .as(world.owner)
        .upload(contactEndpoints.uploadFile, filesOf(contact), [pdfFile('a.pdf'), pdfFile('b.pdf')]);
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual({ 'body.file': ['En fil i taget'] });
      const tooLarge = await world.as(world.owner).upload(contactEndpoints.uploadFile, filesOf(contact), [
        {
          name: 'stor.pdf',
          type: 'application/pdf',
          bytes: Buffer.alloc(REQUEST_BODY_MAX_BYTES + 1, 0x20),
        },
      ]);
      expect(tooLarge.statusCode).toBe(413);
    });
  });

  it('lets a viewer read files but not add or delete them', async () => {
    const contact = await newContact();
    const file = await attachFile(world.as(world.owner), world.firm, contact, pdfFile());
    await expectNothingWritten(async () => {
      const added = await world
        .as(world.viewer)
        .upload(contactEndpoints.uploadFile, filesOf(contact), [pdfFile()]);
      expect(added.statusCode).toBe(403);
      const removed = await world.as(world.viewer).send(contactEndpoints.removeFile, fileOf(contact, file));
      expect(removed.statusCode).toBe(403);
    });
  });

  it('answers another firm’s contacts and files with 404', async () => {
    const foreign = await newContact(world.otherFirm, world.outsider);
    const foreignFile = await attachFile(world.as(world.outsider), world.otherFirm, foreign);
    const contact = await newContact();

    await expectNothingWritten(async () => {
      const listed = await world.as(world.owner).send(contactEndpoints.files, filesOf(foreign));
      expect(listed.statusCode).toBe(404);
      const added = await world
        .as(world.owner)
        .upload(contactEndpoints.uploadFile, filesOf(foreign), [pdfFile()]);
      expect(added.statusCode).toBe(404);
      const downloaded = await world
        .as(world.owner)
        .send(contactEndpoints.downloadFile, fileOf(foreign, foreignFile));
      expect(downloaded.statusCode).toBe(404);
      const elsewhere = await world
        .as(world.owner)
        .send(contactEndpoints.downloadFile, fileOf(contact, foreignFile));
      expect(elsewhere.statusCode).toBe(404);
      const removed = await world
        .as(world.owner)
        .send(contactEndpoints.removeFile, fileOf(contact, foreignFile));
      expect(removed.statusCode).toBe(404);
      // The outsider is no member of the owner's firm at all.
      expect((await world.as(world.outsider).send(contactEndpoints.files, filesOf(contact))).statusCode).toBe(
        403,
      );
    });
  });

  it('deletes a file with its stored bytes', async () => {
    const contact = await newContact();
    const file = await attachFile(world.as(world.owner), world.firm, contact, pdfFile());
    const key = await storageKeyOf(file.id);
    expect(await storedFiles()).toContain(key);

    await world.as(world.owner).ok(contactEndpoints.removeFile, fileOf(contact, file));
    expect(await storedFiles()).not.toContain(key);
    expect(await world.as(world.owner).ok(contactEndpoints.files, filesOf(contact))).toEqual({
      items: [],
      total: 0,
    });
    const downloaded = await world.as(world.owner).send(contactEndpoints.downloadFile, fileOf(contact, file));
    expect(downloaded.statusCode).toBe(404);
    const removedAgain = await world.as(world.owner).send(contactEndpoints.removeFile, fileOf(contact, file));
    expect(removedAgain.statusCode).toBe(404);
  });

  it('deletes a contact’s files with the contact', async () => {
    const contact = await newContact();
    const keys = [
      await storageKeyOf((await attachFile(world.as(world.owner), world.firm, contact, pdfFile())).id),
      await storageKeyOf(
        (await attachFile(world.as(world.owner), world.firm, contact, pdfFile('bilaga.pdf'))).id,
      ),
    ];
    await world
      .as(world.owner)
      .ok(contactEndpoints.remove, { params: { tenant: world.firm.id, id: contact.id } });
    const remaining = await storedFiles();
    for (const key of keys) expect(remaining).not.toContain(key);
    const rows = await world.app.database.asSystem((tx) =>
      queryRows(tx, sql`SELECT 1 FROM contact_files WHERE contact_id = ${contact.id}`),
    );
    expect(rows).toEqual([]);
  });
});
