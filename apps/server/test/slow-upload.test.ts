import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { JSON_BODY_MAX_BYTES } from '@syna/contracts/constants';
import { contactEndpoints } from '@syna/contracts/endpoints/contacts';
import { endpointUrl } from '@syna/contracts/endpoints/endpoint-url';
import { buildCompany, pdfFile, storedContacts } from './support/contact-factories.ts';
import { SPOOL_DIR } from '../src/platform/storage/spooled-file.ts';
import { startSlowUpload } from './support/slow-upload.ts';
import { storedFiles } from './support/stored-files.ts';
import { useTwoFirms } from './support/two-firms.ts';

/**
 * A member who uploads slowly holds no transaction: on the embedded database (one session) every
 * firm would otherwise wait for the upload to end, and on PostgreSQL a few of them would empty the
 * pool. JSON routes take bodies their schemas need, not the upload limit.
 */
describe('request bodies and transactions', () => {
  const world = useTwoFirms();
  /** The app's address on a real connection (inject cannot trickle), listening from the first call on. */
  const address = async () => {
    const listening = world.app.server.address();
    return typeof listening === 'object' && listening
      ? `http://127.0.0.1:${listening.port}`
      : world.app.listen({ port: 0, host: '127.0.0.1' });
  };

  it('serves other requests, in any firm, while an upload trickles in', async () => {
    const contact = await buildCompany(world.as(world.owner), world.firm);
    const upload = await startSlowUpload(
      new URL(await address()),
      endpointUrl(contactEndpoints.uploadFile, { params: { tenant: world.firm.id, id: contact.id } }),
      world.owner.auth,
      pdfFile('Långsam.pdf'),
    );

    for (const [caller, tenant] of [
      [world.as(world.owner), world.firm.id],
      [world.as(world.outsider), world.otherFirm.id],
    ] as const) {
      const startedAt = Date.now();
      const write = await caller.send(contactEndpoints.create, {
        params: { tenant },
        body: { type: 'company', companyName: 'Under tiden AB' },
      });
      expect(write.statusCode).toBe(201);
      expect(Date.now() - startedAt).toBeLessThan(2_000);
    }

    upload.finish();
    const uploaded = await upload.answer;
    expect(uploaded.status, uploaded.body).toBe(201);
    const files = await world.as(world.owner).ok(contactEndpoints.files, {
      params: { tenant: world.firm.id, id: contact.id },
    });
    expect(files.items.map((file) => file.filename)).toEqual(['Långsam.pdf']);
  });

  /** The sizes of the uploads this process is writing to disk as they arrive. */
  const spooledSizes = async () => {
    const names = await readdir(SPOOL_DIR).catch(() => []);
    return Promise.all(names.map(async (name) => (await stat(path.join(SPOOL_DIR, name))).size));
  };

  it('writes an upload to disk as it arrives, and leaves nothing of one cut off', async () => {
    const contact = await buildCompany(world.as(world.owner), world.firm);
    const storedBefore = await storedFiles(world.app);
    const upload = await startSlowUpload(
      new URL(await address()),
      endpointUrl(contactEndpoints.uploadFile, { params: { tenant: world.firm.id, id: contact.id } }),
      world.owner.auth,
      pdfFile('Ritningar.pdf', 'mätvärde '.repeat(400_000)),
    );
    const answered = upload.answer.catch(() => 'cut off');

    try {
      // Half of 4 MB has arrived: it lies in a temporary file, not in the server's memory.
      await expect
        .poll(async () => (await spooledSizes())[0] ?? 0, { timeout: 30_000 })
        .toBeGreaterThan(1_000_000);
    } finally {
      upload.abort();
    }
    expect(await answered).toBe('cut off');
    await expect.poll(spooledSizes).toEqual([]);
    expect(await storedFiles(world.app)).toEqual(storedBefore);
    const files = await world.as(world.owner).ok(contactEndpoints.files, {
      params: { tenant: world.firm.id, id: contact.id },
    });
    expect(files.items).toEqual([]);
  });

  it('removes the temporary file of an upload once it is stored', async () => {
    const contact = await buildCompany(world.as(world.owner), world.firm);
    await world
      .as(world.owner)
      .ok(contactEndpoints.uploadFile, { params: { tenant: world.firm.id, id: contact.id } }, [
        pdfFile('Protokoll.pdf'),
      ]);
    await expect.poll(spooledSizes).toEqual([]);
  });

  it('refuses a JSON body over its limit with 413 and stores nothing', async () => {
    const before = await storedContacts(world.app, world.firm.id);
    const response = await world.as(world.owner).send(contactEndpoints.create, {
      params: { tenant: world.firm.id },
      body: { type: 'company', companyName: 'Stor AB', description: 'x'.repeat(JSON_BODY_MAX_BYTES) },
    });
    expect(response.statusCode).toBe(413);
    expect(response.headers['content-type']).toContain('application/problem+json');
    expect(await storedContacts(world.app, world.firm.id)).toEqual(before);
  });
});
