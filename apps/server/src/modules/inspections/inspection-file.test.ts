import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { inspectionEndpoints } from '@syna/contracts/endpoints/inspections';
import { queryRows } from '../../platform/db/database.ts';
import { storedFiles } from '../../../test/support/stored-files.ts';
import { buildInspectionType, postInspection } from '../../../test/support/inspection-factories.ts';
import { useTwoFirms } from '../../../test/support/two-firms.ts';
import { pdfDocument, pdfFile } from '../../../test/support/contact-factories.ts';

// The file store itself (types by content, limits, download headers) is the content module's,
// proven on contacts' files in contact-file.test.ts; this proves the assignment's use of it.
const world = useTwoFirms();

const newAssignment = async (firm = world.firm, owner = world.owner) => {
  const type = await buildInspectionType(world.app, firm.id);
  return postInspection(world.app, firm.id, owner.auth, { typeId: type.id });
};
const filesOf = (assignment: { id: string }, tenant = world.firm.id) => ({
  params: { tenant, id: assignment.id },
});
const fileOf = (assignment: { id: string }, file: { id: string }, tenant = world.firm.id) => ({
  params: { tenant, id: assignment.id, fileId: file.id },
});
const upload = (assignment: { id: string }, file = pdfFile('Rapport.pdf'), tenant = world.firm.id) =>
  world
    .as(tenant === world.firm.id ? world.owner : world.outsider)
    .ok(inspectionEndpoints.uploadFile, filesOf(assignment, tenant), [file]);
const rows = () =>
  world.app.database.asSystem((tx) =>
    queryRows<{ id: string; storage_key: string; inspection_id: string }>(
      tx,
      sql`SELECT id, storage_key, inspection_id FROM inspection_files ORDER BY id`,
    ),
  );
const keyOf = async (fileId: string) => (await rows()).find((row) => row.id === fileId)!.storage_key;

describe("the assignment's files", () => {
  it('stores a file with its uploader, time and SHA-256, lists it and downloads the same bytes', async () => {
    const assignment = await newAssignment();
    const bytes = pdfDocument('Besiktningsprotokoll');
    const before = Date.now();
    const file = await upload(assignment, { name: 'Protokoll Åre.pdf', type: 'application/pdf', bytes });
    expect(file).toMatchObject({
      filename: 'Protokoll Åre.pdf',
      size: bytes.length,
      contentType: 'application/pdf',
      createdBy: { id: world.owner.id, name: world.owner.name },
      sha256: createHash('sha256').update(bytes).digest('hex'),
    });
    expect(Date.parse(file.created)).toBeGreaterThanOrEqual(before - 1000);

    expect(await world.as(world.viewer).ok(inspectionEndpoints.files, filesOf(assignment))).toEqual({
      items: [file],
      total: 1,
    });
    const downloaded = await world
      .as(world.viewer)
      .send(inspectionEndpoints.downloadFile, fileOf(assignment, file));
    expect(downloaded.statusCode).toBe(200);
    expect(downloaded.rawPayload.equals(bytes)).toBe(true);
    expect(downloaded.headers['content-disposition']).toContain("filename*=UTF-8''Protokoll%20%C3%85re.pdf");
  });

  it('refuses a file whose content is not what its name says, storing nothing', async () => {
    const assignment = await newAssignment();
    const [files, stored] = [await storedFiles(world.app), await rows()];
    const response = await world
      .as(world.owner)
      .upload(inspectionEndpoints.uploadFile, filesOf(assignment), [
        { name: 'rapport.pdf', type: 'application/pdf', bytes: Buffer.from('ingen PDF') },
      ]);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ 'body.file': ['Filtypen stöds inte'] });
    expect(await storedFiles(world.app)).toEqual(files);
    expect(await rows()).toEqual(stored);
  });

  it('lets a reader read the files but not add or delete them', async () => {
    const assignment = await newAssignment();
    const file = await upload(assignment);
    const reader = world.as(world.viewer);
    const added = await reader.upload(inspectionEndpoints.uploadFile, filesOf(assignment), [pdfFile()]);
    expect(added.statusCode).toBe(403);
    expect((await reader.send(inspectionEndpoints.removeFile, fileOf(assignment, file))).statusCode).toBe(
      403,
    );
    expect((await rows()).filter((row) => row.inspection_id === assignment.id)).toHaveLength(1);
  });

  it("answers another firm's assignments and files with 404, changing nothing", async () => {
    const foreign = await newAssignment(world.otherFirm, world.outsider);
    const foreignFile = await upload(foreign, pdfFile(), world.otherFirm.id);
    const mine = await newAssignment();
    const owner = world.as(world.owner);
    const [files, stored] = [await storedFiles(world.app), await rows()];
    expect((await owner.send(inspectionEndpoints.files, filesOf(foreign))).statusCode).toBe(404);
    const added = await owner.upload(inspectionEndpoints.uploadFile, filesOf(foreign), [pdfFile()]);
    expect(added.statusCode).toBe(404);
    for (const request of [fileOf(foreign, foreignFile), fileOf(mine, foreignFile)]) {
      expect((await owner.send(inspectionEndpoints.downloadFile, request)).statusCode).toBe(404);
      expect((await owner.send(inspectionEndpoints.removeFile, request)).statusCode).toBe(404);
    }
    expect(await storedFiles(world.app)).toEqual(files);
    expect(await rows()).toEqual(stored);
  });

  it('deletes a file with its stored bytes', async () => {
    const assignment = await newAssignment();
    const file = await upload(assignment);
    const key = await keyOf(file.id);
    await world.as(world.owner).ok(inspectionEndpoints.removeFile, fileOf(assignment, file));
    expect(await storedFiles(world.app)).not.toContain(key);
    expect(await world.as(world.owner).ok(inspectionEndpoints.files, filesOf(assignment))).toEqual({
      items: [],
      total: 0,
    });
  });

  it('deletes the files with the assignment', async () => {
    const assignment = await newAssignment();
    const key = await keyOf((await upload(assignment)).id);
    await world.as(world.owner).ok(inspectionEndpoints.remove, {
      params: { tenant: world.firm.id, id: assignment.id },
      query: { hard: 'true' },
    });
    expect(await storedFiles(world.app)).not.toContain(key);
    expect((await rows()).filter((row) => row.inspection_id === assignment.id)).toEqual([]);
  });
});
