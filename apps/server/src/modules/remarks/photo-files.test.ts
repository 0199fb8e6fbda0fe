import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { createTestApp } from '../../../test/support/test-app.ts';
import { buildTenant, buildUser, type TestUser } from '../../../test/support/factories.ts';
import {
  addObject,
  addRemark,
  buildInspection,
  inspectionsService,
  objectsUrl,
  remarksUrl,
  uploadToRemark,
} from '../../../test/support/remark-factories.ts';
import { storedFiles } from '../../../test/support/stored-files.ts';
import { jpegPhoto } from '../../../test/support/test-images.ts';

// Every delete that drops photos removes their stored files (original, annotated version and
// their thumbnails) once it has committed, and keeps the files a copied object still uses.

let app: FastifyInstance;
let owner: TestUser;
let outsider: TestUser;
let firm: { id: string };
let otherFirm: { id: string };

beforeAll(async () => {
  app = await createTestApp();
  owner = await buildUser(app);
  outsider = await buildUser(app);
  firm = await buildTenant(app, owner);
  otherFirm = await buildTenant(app, outsider);
});
afterAll(async () => app?.close());

const inspectionUrl = (inspectionId: string) => `${inspectionsService(firm)}/inspections/${inspectionId}`;

/** An inspection with one object whose remark has a photo and an annotated version of it. */
async function inspectionWithPhotos(ownerFirm = firm, user = owner) {
  const inspection = await buildInspection(app, ownerFirm, user);
  const object = await addObject(app, ownerFirm, user, inspection.id);
  const remark = await addRemark(app, ownerFirm, user, inspection.id, object.id);
  const imagesUrl = `${remarksUrl(ownerFirm, inspection.id, object.id)}/${remark.id}/images`;
  const upload = async (fields: Record<string, string> = {}) => {
    const file = { name: 'IMG_0001.jpg', type: 'image/jpeg', bytes: await jpegPhoto() };
    const response = await uploadToRemark(app, user, imagesUrl, [file], fields);
    expect(response.statusCode).toBe(201);
    return response.json<{ id: string; url: string }>();
  };
  const photo = await upload();
  await upload({ originalId: photo.id });
  return { inspection, object, remark, photo };
}

const remove = (url: string) => app.inject({ method: 'DELETE', url, headers: owner.auth });

/** Runs a delete and checks that it removed exactly the files the photos added. */
async function expectFilesRemovedBy(setUp: () => Promise<string>, deleteUrlSuffix = ''): Promise<void> {
  const before = await storedFiles(app);
  const url = await setUp();
  // An original and an annotated version, each with a thumbnail.
  expect((await storedFiles(app)).length).toBe(before.length + 4);
  expect((await remove(`${url}${deleteUrlSuffix}`)).statusCode).toBe(204);
  expect(await storedFiles(app)).toEqual(before);
}

describe('stored files of photos', () => {
  it('are removed when an inspection is deleted for good', async () => {
    await expectFilesRemovedBy(
      async () => inspectionUrl((await inspectionWithPhotos()).inspection.id),
      '?hard=true',
    );
  });

  it('are removed when an object is deleted', async () => {
    await expectFilesRemovedBy(async () => {
      const { inspection, object } = await inspectionWithPhotos();
      return `${objectsUrl(firm, inspection.id)}/${object.id}`;
    });
  });

  it('are removed when a remark is deleted', async () => {
    await expectFilesRemovedBy(async () => {
      const { inspection, object, remark } = await inspectionWithPhotos();
      return `${remarksUrl(firm, inspection.id, object.id)}/${remark.id}`;
    });
  });

  it('are kept when the deleting transaction rolls back', async () => {
    const { inspection, photo } = await inspectionWithPhotos();
    const files = await storedFiles(app);
    // A check deferred to the commit makes the delete's own commit fail after its rows went.
    await app.database.asSystem(async (tx) => {
      await tx.execute(sql`CREATE FUNCTION refuse_asset_delete() RETURNS trigger LANGUAGE plpgsql AS
        $$ BEGIN RAISE EXCEPTION 'asset delete refused'; END $$`);
      await tx.execute(sql`CREATE CONSTRAINT TRIGGER refuse_asset_delete AFTER DELETE ON assets
        DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION refuse_asset_delete()`);
    });
    try {
      const response = await remove(`${inspectionUrl(inspection.id)}?hard=true`);
      expect(response.statusCode).toBe(500);
    } finally {
      await app.database.asSystem(async (tx) => {
        await tx.execute(sql`DROP TRIGGER refuse_asset_delete ON assets`);
        await tx.execute(sql`DROP FUNCTION refuse_asset_delete()`);
      });
    }
    expect(await storedFiles(app)).toEqual(files);
    const still = await app.inject({ method: 'GET', url: inspectionUrl(inspection.id), headers: owner.auth });
    expect(still.statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: photo.url, headers: owner.auth })).statusCode).toBe(200);
  });

  it('a copied object still uses survive deleting the original, and go with the copy', async () => {
    const { inspection, object, photo } = await inspectionWithPhotos();
    const copy = await app.inject({
      method: 'POST',
      url: `${objectsUrl(firm, inspection.id)}/${object.id}?state=copy`,
      headers: owner.auth,
    });
    expect(copy.statusCode).toBe(201);
    const files = await storedFiles(app);

    expect((await remove(`${objectsUrl(firm, inspection.id)}/${object.id}`)).statusCode).toBe(204);
    expect(await storedFiles(app)).toEqual(files);
    const [copiedPhoto] = copy.json<{ remarks: { images: { url: string }[] }[] }>().remarks[0]!.images;
    expect(copiedPhoto!.url).toBe(photo.url);
    expect((await app.inject({ method: 'GET', url: copiedPhoto!.url, headers: owner.auth })).statusCode).toBe(
      200,
    );

    expect((await remove(`${inspectionUrl(inspection.id)}?hard=true`)).statusCode).toBe(204);
    expect((await storedFiles(app)).length).toBe(files.length - 4);
  });

  it('of another firm are never touched', async () => {
    const foreign = await inspectionWithPhotos(otherFirm, outsider);
    const files = await storedFiles(app);
    for (const url of [
      `${inspectionUrl(foreign.inspection.id)}?hard=true`,
      `${objectsUrl(firm, foreign.inspection.id)}/${foreign.object.id}`,
      `${remarksUrl(firm, foreign.inspection.id, foreign.object.id)}/${foreign.remark.id}`,
      `${remarksUrl(firm, foreign.inspection.id, foreign.object.id)}/${foreign.remark.id}/images/${foreign.photo.id}`,
    ]) {
      expect((await remove(url)).statusCode, url).toBe(404);
    }
    expect(await storedFiles(app)).toEqual(files);
  });
});

describe('copying an object', () => {
  it('names the copy in the language the caller reads', async () => {
    const inspection = await buildInspection(app, firm, owner);
    const object = await addObject(app, firm, owner, inspection.id, { name: 'Garage' });
    const copyName = async (acceptLanguage?: string) => {
      const response = await app.inject({
        method: 'POST',
        url: `${objectsUrl(firm, inspection.id)}/${object.id}?state=copy`,
        headers: { ...owner.auth, ...(acceptLanguage ? { 'accept-language': acceptLanguage } : {}) },
      });
      expect(response.statusCode).toBe(201);
      return response.json<{ name: string }>().name;
    };
    expect(await copyName()).toBe('Garage (kopia)');
    expect(await copyName('en-GB,en;q=0.9')).toBe('Garage (copy)');
    expect(await copyName('sv-SE,en;q=0.5')).toBe('Garage (kopia)');
  });
});
