import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { spreadsheetExportEndpoints } from '@syna/contracts/endpoints/exports';
import { inspectionEndpoints } from '@syna/contracts/endpoints/inspections';
import { orderEndpoints } from '@syna/contracts/endpoints/orders';
import { memberEndpoints } from '@syna/contracts/endpoints/roles-and-groups';
import type { SpreadsheetExportJob } from '@syna/contracts/exports';
import { renderStoredReason } from '@syna/contracts/messages';
import { queryRows } from '../../platform/db/database.ts';
import { SPREADSHEET_EXPORT_REMOVAL_JOB } from './spreadsheet-export.service.ts';
import { callerFactory } from '../../../test/support/api-client.ts';
import { buildTenant, buildUser, type TestUser } from '../../../test/support/factories.ts';
import { buildInspection } from '../../../test/support/remark-factories.ts';
import {
  fetchExportFile,
  requestExport,
  runExportJob,
  runExportRemoval,
} from '../../../test/support/spreadsheet-exports.ts';
import { createTestApp } from '../../../test/support/test-app.ts';
import { useWorld } from '../../../test/support/test-world.ts';
import { readWorkbook } from '../../../test/support/workbook.ts';

const ASSIGNMENTS = 7;

const world = useWorld(async () => {
  const app = await createTestApp();
  const owner = await buildUser(app, { name: 'Olle Ägare' });
  const inspector = await buildUser(app, { name: 'Ingrid Inspektör' });
  const colleague = await buildUser(app, { name: 'Kalle Kollega' });
  const reader = await buildUser(app, { name: 'Lisa Läsare' });
  const outsider = await buildUser(app, { name: 'Ulf Utanför' });
  const firm = await buildTenant(app, owner, {
    members: [
      { user: inspector, roles: ['user'] },
      { user: colleague, roles: ['user'] },
      { user: reader, roles: ['viewer'] },
    ],
  });
  const otherFirm = await buildTenant(app, outsider);
  // Their type has an English name: an export in English names it so.
  const [type] = await app.database.withTenant({ tenantId: firm.id }, (tx) =>
    queryRows<{ id: string }>(
      tx,
      sql`INSERT INTO inspection_types (tenant_id, name, name_en)
          VALUES (${firm.id}, 'Överlåtelsebesiktning', 'Pre-purchase inspection') RETURNING id`,
    ),
  );
  const numbers: string[] = [];
  for (let index = 1; index <= ASSIGNMENTS; index += 1) {
    const number = `E-${String(index).padStart(3, '0')}`;
    numbers.push((await buildInspection(app, firm, owner, { number, typeId: type!.id })).number);
  }
  return {
    app,
    as: callerFactory(app),
    owner,
    inspector,
    colleague,
    reader,
    outsider,
    firm,
    otherFirm,
    numbers,
  };
});

const everyAssignment = (format: 'csv' | 'xlsx') => ({
  params: { tenant: world.firm.id },
  body: { query: { sort: 'number' as const, direction: 'asc' as const, pageSize: 10 as const }, format },
});
/** The inspector's CSV export of every assignment, asked for. */
const askForInspectorsExport = () =>
  requestExport(world.app, world.inspector, inspectionEndpoints.export, everyAssignment('csv'));
const jobOf = (user: TestUser, job: { id: string }, tenant = world.firm.id) =>
  world.as(user).send(spreadsheetExportEndpoints.get, { params: { tenant, id: job.id } });
const storedExports = () =>
  world.app.database.asSystem((tx) =>
    queryRows<{ id: string; state: string; reason: string | null; storage_key: string | null }>(
      tx,
      sql`SELECT id, state, reason, storage_key FROM spreadsheet_exports ORDER BY created_at`,
    ),
  );
/** When the export's removal job is due, as asked for in the job outbox (this app runs no queue). */
async function removalDue(job: { id: string }): Promise<number[]> {
  const { rows } = await world.app.database.ownerSql(
    `SELECT start_after AS due FROM job_outbox WHERE name = $1 AND data->>'exportId' = $2`,
    [SPREADSHEET_EXPORT_REMOVAL_JOB, job.id],
  );
  return rows.map((row) => new Date(row.due as string).getTime());
}
const csvLines = (payload: Buffer) => payload.toString('utf8').slice(1).trimEnd().split('\r\n');

describe('asking for an export', () => {
  it('answers 202 with the queued job and where its progress is, nothing counted yet', async () => {
    const response = await world.as(world.inspector).send(inspectionEndpoints.export, everyAssignment('csv'));
    expect(response.statusCode).toBe(202);
    const job = response.json<SpreadsheetExportJob>();
    expect(job).toMatchObject({
      kind: 'inspections',
      format: 'csv',
      state: 'queued',
      rowsDone: 0,
      rowsTotal: null,
      reason: null,
    });
    expect(job.filename).toMatch(/^uppdrag-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(Date.parse(job.expires) - Date.parse(job.created)).toBe(24 * 60 * 60 * 1000);
    expect(response.headers.location).toBe(`/${world.firm.id}/v1/vb/admin/exports/${job.id}`);
    expect((await jobOf(world.inspector, job)).json()).toEqual(job);
    expect(await removalDue(job)).toEqual([Date.parse(job.expires)]);
  });

  it('refuses a bad body with 400 on its fields, and asks for nothing', async () => {
    const before = await storedExports();
    const response = await world.as(world.inspector).send(orderEndpoints.export, {
      params: { tenant: world.firm.id },
      body: { query: { sort: 'nowhere' as never, dateFrom: 'igår' }, format: 'pdf' as never },
    });
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(Object.keys(response.json().errors).sort()).toEqual([
      'body.format',
      'body.query.dateFrom',
      'body.query.sort',
    ]);
    expect(await storedExports()).toEqual(before);
  });
});

describe('the export job', () => {
  it('writes every hit of the search as CSV, counting its progress up to the total', async () => {
    const job = await askForInspectorsExport();
    await runExportJob(world.app, world.inspector, world.firm.id, job);
    const done = (await jobOf(world.inspector, job)).json<SpreadsheetExportJob>();
    expect(done).toMatchObject({
      state: 'done',
      rowsDone: ASSIGNMENTS,
      rowsTotal: ASSIGNMENTS,
      reason: null,
    });

    const file = await fetchExportFile(world.app, world.inspector, world.firm.id, job);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(file.headers['content-disposition']).toBe(`attachment; filename="${job.filename}"`);
    const [header, ...rows] = csvLines(file.rawPayload);
    expect(header).toBe(
      'Nummer;Littera;Kund;Adress;Uppdragstyp;Status;Besiktningsman;Datum;Starttid;Etiketter;Skapad',
    );
    expect(rows.map((row) => row.split(';')[0])).toEqual(world.numbers);
    expect(rows.map((row) => row.split(';')[4])).toEqual(Array(ASSIGNMENTS).fill('Överlåtelsebesiktning'));
  });

  it('reads the rows a page at a time: with pages of two, the workbook holds each hit once, in the list’s order', async () => {
    const job = await requestExport(
      world.app,
      world.inspector,
      inspectionEndpoints.export,
      everyAssignment('xlsx'),
      {
        'accept-language': 'en',
      },
    );
    await runExportJob(world.app, world.inspector, world.firm.id, job, 2);
    expect((await jobOf(world.inspector, job)).json()).toMatchObject({
      state: 'done',
      rowsDone: ASSIGNMENTS,
    });

    const file = await fetchExportFile(world.app, world.inspector, world.firm.id, job);
    expect(file.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    const workbook = await readWorkbook(file.rawPayload);
    expect(workbook.name).toBe('Assignments');
    const [header, ...rows] = workbook.rows;
    expect(header!.slice(0, 2)).toEqual(['Number', 'Reference']);
    expect(rows.map((row) => row[0])).toEqual(world.numbers);
    expect(header![4]).toBe('Assignment type');
    expect(rows.map((row) => row[4])).toEqual(Array(ASSIGNMENTS).fill('Pre-purchase inspection'));
  });

  it('fails, writing nothing, for a member who has lost the list’s read access since asking', async () => {
    const job = await requestExport(world.app, world.reader, orderEndpoints.export, {
      params: { tenant: world.firm.id },
      body: { query: {} },
    });
    await world.as(world.owner).ok(memberEndpoints.changeRoles, {
      params: { tenant: world.firm.id, id: world.reader.id },
      body: { roles: ['guest'] },
    });
    await runExportJob(world.app, world.reader, world.firm.id, job);
    const stored = (await storedExports()).find((row) => row.id === job.id);
    expect(stored).toMatchObject({ state: 'failed', storage_key: null });
    expect(renderStoredReason(stored!.reason!, 'sv')).toBe('Du har inte längre behörighet att läsa listan');
    // Nor does the job answer them any more.
    expect((await jobOf(world.reader, job)).statusCode).toBe(403);
  });
});

describe('an export’s job and file', () => {
  it('are its asker’s alone: another member of the firm and another firm get 404', async () => {
    const job = await askForInspectorsExport();
    await runExportJob(world.app, world.inspector, world.firm.id, job);
    for (const [user, tenant] of [
      [world.colleague, world.firm.id],
      [world.owner, world.firm.id],
      [world.outsider, world.otherFirm.id],
    ] as const) {
      expect((await jobOf(user, job, tenant)).statusCode).toBe(404);
      const file = await fetchExportFile(world.app, user, tenant, job);
      expect(file.statusCode).toBe(404);
      expect(file.body).not.toContain('E-001');
    }
    expect((await jobOf(world.outsider, job)).statusCode).toBe(403);
  });

  it('answers 409 for the file while the job has not finished it', async () => {
    const job = await askForInspectorsExport();
    const file = await fetchExportFile(world.app, world.inspector, world.firm.id, job);
    expect(file.statusCode).toBe(409);
    expect(file.json().detail).toBe('Exporten är inte klar än; filen kan hämtas när den är klar');
  });

  it('expire: 410 with a clear message, and its removal job takes the row and its file, and no earlier', async () => {
    const job = await askForInspectorsExport();
    await runExportJob(world.app, world.inspector, world.firm.id, job);
    const { storage_key: key } = (await storedExports()).find((row) => row.id === job.id)!;
    expect(await world.app.storage.get(key!)).not.toBeNull();
    // A removal that comes before the export expires leaves it.
    await runExportRemoval(world.app, world.firm.id, job);
    expect((await jobOf(world.inspector, job)).json()).toMatchObject({ state: 'done' });
    expect(await world.app.storage.get(key!)).not.toBeNull();

    await world.app.database.asSystem((tx) =>
      tx.execute(
        sql`UPDATE spreadsheet_exports SET expires_at = now() - interval '1 minute' WHERE id = ${job.id}`,
      ),
    );

    const expired = await jobOf(world.inspector, job);
    expect(expired.statusCode).toBe(410);
    expect(expired.json().detail).toBe('Exportens fil har tagits bort efter 24 timmar; gör en ny export');
    const inEnglish = await world
      .as(world.inspector)
      .send(
        spreadsheetExportEndpoints.file,
        { params: { tenant: world.firm.id, id: job.id } },
        { 'accept-language': 'en' },
      );
    expect(inEnglish.statusCode).toBe(410);
    expect(inEnglish.json().detail).toBe('The export’s file was removed after 24 hours; export again');

    await runExportRemoval(world.app, world.firm.id, job);
    expect((await jobOf(world.inspector, job)).statusCode).toBe(404);
    expect(await world.app.storage.get(key!)).toBeNull();
  });
});
