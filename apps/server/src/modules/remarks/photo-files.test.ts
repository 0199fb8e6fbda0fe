import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { inspectionEndpoints } from '@syna/contracts/endpoints/inspections';
import { objectEndpoints, remarkEndpoints, remarkImageEndpoints } from '@syna/contracts/endpoints/remarks';
import { useTwoFirms } from '../../../test/support/two-firms.ts';
import {
  addObject,
  addPhoto,
  annotatePhoto,
  addRemark,
  buildInspection,
  followLink,
  jpegFile,
  objectAt,
  remarkAt,
} from '../../../test/support/remark-factories.ts';
import { storedFiles } from '../../../test/support/stored-files.ts';

// Every delete that drops photos removes their stored files (original, annotated version and
// their thumbnails) once it has committed, and keeps the files a copied object still uses.

const world = useTwoFirms();

/** An inspection of the firm under test, as an endpoint request names it. */
const inspectionOf = (inspectionId: string) => ({ params: { tenant: world.firm.id, id: inspectionId } });
/** Deletes an inspection of the firm under test for good. */
const removeInspection = (inspectionId: string) =>
  world
    .as(world.owner)
    .send(inspectionEndpoints.remove, { ...inspectionOf(inspectionId), query: { hard: 'true' } });
const copyObject = (inspectionId: string, objectId: string, headers?: Record<string, string>) =>
  world
    .as(world.owner)
    .send(
      objectEndpoints.act,
      { ...objectAt(world.firm, inspectionId, objectId), query: { state: 'copy' } },
      headers,
    );

/** An inspection with one object whose remark has a photo and an annotated version of it. */
async function inspectionWithPhotos(ownerFirm = world.firm, user = world.owner) {
  const inspection = await buildInspection(world.app, ownerFirm, user);
  const object = await addObject(world.app, ownerFirm, user, inspection.id);
  const remark = await addRemark(world.app, ownerFirm, user, inspection.id, object.id);
  const at = remarkAt(ownerFirm, inspection.id, object.id, remark.id);
  const photo = await addPhoto(world.app, user, at, await jpegFile('IMG_0001.jpg'));
  await annotatePhoto(world.app, user, at, photo.id, [
    { shape: 'rectangle', x: 10, y: 10, width: 100, height: 50, color: '#e53935' },
  ]);
  return { inspection, object, remark, photo };
}

type Photos = Awaited<ReturnType<typeof inspectionWithPhotos>>;

/** Runs a delete of the new photos' inspection (or a part of it) and checks that it removed exactly the files they added. */
async function expectFilesRemovedBy(
  remove: (photos: Photos) => Promise<{ statusCode: number }>,
): Promise<void> {
  const before = await storedFiles(world.app);
  const photos = await inspectionWithPhotos();
  // An original and an annotated version, each with a thumbnail.
  expect((await storedFiles(world.app)).length).toBe(before.length + 4);
  expect((await remove(photos)).statusCode).toBe(204);
  expect(await storedFiles(world.app)).toEqual(before);
}

describe('stored files of photos', () => {
  it('are removed when an inspection is deleted for good', async () => {
    await expectFilesRemovedBy(({ inspection }) => removeInspection(inspection.id));
  });

  it('are removed when an object is deleted', async () => {
    await expectFilesRemovedBy(({ inspection, object }) =>
      world.as(world.owner).send(objectEndpoints.remove, objectAt(world.firm, inspection.id, object.id)),
    );
  });

  it('are removed when a remark is deleted', async () => {
    await expectFilesRemovedBy(({ inspection, object, remark }) =>
      world
        .as(world.owner)
        .send(remarkEndpoints.remove, remarkAt(world.firm, inspection.id, object.id, remark.id)),
    );
  });

  it('are kept when the deleting transaction rolls back', async () => {
    const { inspection, photo } = await inspectionWithPhotos();
    const files = await storedFiles(world.app);
    // A check deferred to the commit makes the delete's own commit fail after its rows went.
    await world.app.database.asSystem(async (tx) => {
      await tx.execute(sql`CREATE FUNCTION refuse_asset_delete() RETURNS trigger LANGUAGE plpgsql AS
        $$ BEGIN RAISE EXCEPTION 'asset delete refused'; END $$`);
      await tx.execute(sql`CREATE CONSTRAINT TRIGGER refuse_asset_delete AFTER DELETE ON assets
        DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION refuse_asset_delete()`);
    });
    try {
      const response = await removeInspection(inspection.id);
      expect(response.statusCode).toBe(500);
    } finally {
      await world.app.database.asSystem(async (tx) => {
        await tx.execute(sql`DROP TRIGGER refuse_asset_delete ON assets`);
        await tx.execute(sql`DROP FUNCTION refuse_asset_delete()`);
      });
    }
    expect(await storedFiles(world.app)).toEqual(files);
    const still = await world.as(world.owner).send(inspectionEndpoints.get, inspectionOf(inspection.id));
    expect(still.statusCode).toBe(200);
    expect((await followLink(world.app, world.owner, photo.url)).statusCode).toBe(200);
  });

  it('a copied object still uses survive deleting the original, and go with the copy', async () => {
    const { inspection, object, photo } = await inspectionWithPhotos();
    const copy = await copyObject(inspection.id, object.id);
    expect(copy.statusCode).toBe(201);
    const files = await storedFiles(world.app);

    const removeOriginal = await world
      .as(world.owner)
      .send(objectEndpoints.remove, objectAt(world.firm, inspection.id, object.id));
    expect(removeOriginal.statusCode).toBe(204);
    expect(await storedFiles(world.app)).toEqual(files);
    const [copiedPhoto] = copy.json<{ remarks: { images: { url: string }[] }[] }>().remarks[0]!.images;
    expect(copiedPhoto!.url).toBe(photo.url);
    expect((await followLink(world.app, world.owner, copiedPhoto!.url)).statusCode).toBe(200);

    expect((await removeInspection(inspection.id)).statusCode).toBe(204);
    expect((await storedFiles(world.app)).length).toBe(files.length - 4);
  });

  it('of another firm are never touched', async () => {
    const foreign = await inspectionWithPhotos(world.otherFirm, world.outsider);
    const files = await storedFiles(world.app);
    const theirRemark = remarkAt(world.firm, foreign.inspection.id, foreign.object.id, foreign.remark.id);
    for (const [name, remove] of [
      ['inspection', () => removeInspection(foreign.inspection.id)],
      [
        'object',
        () =>
          world
            .as(world.owner)
            .send(objectEndpoints.remove, objectAt(world.firm, foreign.inspection.id, foreign.object.id)),
      ],
      ['remark', () => world.as(world.owner).send(remarkEndpoints.remove, theirRemark)],
      [
        'photo',
        () =>
          world.as(world.owner).send(remarkImageEndpoints.remove, {
            params: { ...theirRemark.params, image: foreign.photo.id },
          }),
      ],
    ] as const) {
      expect((await remove()).statusCode, name).toBe(404);
    }
    expect(await storedFiles(world.app)).toEqual(files);
  });
});

describe('copying an object', () => {
  it('names the copy in the language the caller reads', async () => {
    const inspection = await buildInspection(world.app, world.firm, world.owner);
    const object = await addObject(world.app, world.firm, world.owner, inspection.id, { name: 'Garage' });
    const copyName = async (acceptLanguage?: string) => {
      const response = await copyObject(
        inspection.id,
        object.id,
        acceptLanguage ? { 'accept-language': acceptLanguage } : {},
      );
      expect(response.statusCode).toBe(201);
      return response.json<{ name: string }>().name;
    };
    expect(await copyName()).toBe('Garage (kopia)');
    expect(await copyName('en-GB,en;q=0.9')).toBe('Garage (copy)');
    expect(await copyName('sv-SE,en;q=0.5')).toBe('Garage (kopia)');
  });
});
