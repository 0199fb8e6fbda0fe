import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { contactEndpoints } from '@syna/contracts/endpoints/contacts';
import { inspectionEndpoints } from '@syna/contracts/endpoints/inspections';
import { spreadsheetExportEndpoints } from '@syna/contracts/endpoints/exports';
import { reportExportEndpoints } from '@syna/contracts/endpoints/report-exports';
import type { SpreadsheetExportJob } from '@syna/contracts/exports';
import { buildApp } from '../src/app.ts';
import { SPREADSHEET_EXPORT_JOB, runSpreadsheetExport } from '../src/modules/exports/index.ts';
import { REQUEST_ROLE } from '../src/platform/db/database.ts';
import { WRITE_POSITION_COOKIE } from '../src/platform/http/read-after-write.ts';
import { callerFactory } from './support/api-client.ts';
import { buildCompany, companyBody } from './support/contact-factories.ts';
import { buildFirmWithMembers } from './support/firm-with-members.ts';
import { buildInspectionType, postInspection } from './support/inspection-factories.ts';
import { jobOf } from './support/jobs.ts';
import { captureLogs } from './support/log-capture.ts';
import { StandbyCluster } from './support/standby-cluster.ts';
import { freshDatabaseConfig, testConfig } from './support/test-app.ts';
import type { TestUser } from './support/factories.ts';

/**
 * The optional read replica (DATABASE_REPLICA_URL): a real streaming standby of the test server,
 * made for this file with pg_createcluster and pg_basebackup. With its replay paused, what it
 * answers is an older state of the firm than the primary's: a member who wrote nothing is
 * answered that state (the standby answered), the member who wrote is answered their write (the
 * primary answered), as their cookie carries the position of their last write. PostgreSQL only.
 */
const onServer = process.env.DATABASE_URL !== undefined;

describe.skipIf(!onServer)('a read replica', () => {
  let standby: StandbyCluster;
  let admin: pg.Client;
  let app: FastifyInstance;
  const logs = captureLogs();
  let databaseName: string;
  let primaryDatabaseUrl: string;
  let firm: { id: string; name: string };
  let otherFirm: { id: string; name: string };
  let writer: TestUser;
  let reader: TestUser;
  let otherOwner: TestUser;
  let typeId: string;

  /** The primary's WAL position now. */
  const primaryPosition = async () =>
    (await admin.query<{ position: string }>('SELECT pg_current_wal_insert_lsn()::text AS position')).rows[0]!
      .position;
  /** Waits until the standby has everything the primary has now. */
  const caughtUp = async () => standby.replayed(await primaryPosition());

  const writtenPosition = (response: LightMyRequestResponse) =>
    response.cookies.find((cookie) => cookie.name === WRITE_POSITION_COOKIE)?.value;
  const withPosition = (position: string | undefined): Record<string, string> =>
    position ? { cookie: `${WRITE_POSITION_COOKIE}=${position}` } : {};

  async function contactNames(user: TestUser, position?: string, tenant = firm.id): Promise<string[]> {
    const response = await callerFactory(app)(user).send(
      contactEndpoints.search,
      { params: { tenant }, body: {} },
      withPosition(position),
    );
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ items: { name: string }[] }>().items.map(({ name }) => name);
  }

  async function inspectionCount(user: TestUser, position?: string): Promise<number> {
    const response = await callerFactory(app)(user).send(
      inspectionEndpoints.search,
      { params: { tenant: firm.id }, body: {} },
      withPosition(position),
    );
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ items: unknown[] }>().items.length;
  }

  /** The customer's name in an assignment's report data (`GET …/data`), as `user` reads it. */
  async function reportCustomer(user: TestUser, inspectionId: string, position?: string): Promise<string> {
    const response = await callerFactory(app)(user).send(
      reportExportEndpoints.data,
      { params: { tenant: firm.id, id: inspectionId }, query: {} },
      withPosition(position),
    );
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ customer: { name: string } }>().customer.name;
  }

  /** Asks for a CSV export of every assignment, runs its job as the queue would, and answers its lines. */
  async function exportedLines(user: TestUser, position?: string): Promise<string[]> {
    const caller = callerFactory(app)(user);
    const asked = await caller.send(
      inspectionEndpoints.export,
      { params: { tenant: firm.id }, body: { query: { sort: 'number', direction: 'asc' }, format: 'csv' } },
      withPosition(position),
    );
    expect(asked.statusCode, asked.body).toBe(202);
    const job = asked.json<SpreadsheetExportJob>();
    // The job's data as the request queued it, with the asker's write position.
    const { rows } = await app.database.ownerSql(
      `SELECT data FROM job_outbox WHERE name = $1 AND data->>'exportId' = $2`,
      [SPREADSHEET_EXPORT_JOB, job.id],
    );
    const data = rows[0]!.data as Parameters<typeof runSpreadsheetExport>[1]['data'];
    expect(data.readAfter ?? null).toBe(position ?? null);
    await runSpreadsheetExport(
      { storage: app.storage, sources: app.exportSources },
      jobOf(app, SPREADSHEET_EXPORT_JOB, data),
    );
    const file = await caller.send(spreadsheetExportEndpoints.file, {
      params: { tenant: firm.id, id: job.id },
    });
    expect(file.statusCode, file.body).toBe(200);
    return file.rawPayload.toString('utf8').slice(1).trimEnd().split('\r\n').slice(1);
  }

  // Minutes, not seconds: the base backup copies the whole test server, which late in a run holds
  // every test file's database (some 26 MB each).
  beforeAll(async () => {
    const database = await freshDatabaseConfig();
    if (database.kind !== 'postgres') throw new Error('needs PostgreSQL');
    primaryDatabaseUrl = database.url;
    databaseName = new URL(database.url).pathname.slice(1);
    admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
    standby = await StandbyCluster.create(process.env.DATABASE_URL!);
    app = await buildApp(
      testConfig(
        { ...database, replicaUrl: standby.urlOf(databaseName) },
        { logLevel: 'info', logStream: logs.stream },
      ),
    );
    const world = await buildFirmWithMembers(app, ['admin']);
    ({ firm, owner: writer } = world);
    reader = world.members.admin;
    const other = await buildFirmWithMembers(app, []);
    ({ firm: otherFirm, owner: otherOwner } = other);
    await buildCompany(callerFactory(app)(otherOwner), otherFirm, { companyName: 'Annan Firmas Kund AB' });
    typeId = (await buildInspectionType(app, firm.id)).id;
  }, 300_000);

  afterAll(async () => {
    await app?.close();
    await standby?.drop();
    await admin?.end();
  }, 60_000);

  it('answers searches, exports and report data from the standby, and the member who wrote from the primary', async () => {
    const contact = await buildCompany(callerFactory(app)(writer), firm, { companyName: 'Alfa Bygg AB' });
    const bought = await postInspection(app, firm.id, writer.auth, { typeId, customerId: contact.id });
    await caughtUp();
    await standby.pauseReplay();
    try {
      const renamed = await callerFactory(app)(writer).send(contactEndpoints.replace, {
        params: { tenant: firm.id, id: contact.id },
        body: { companyName: 'Beta Bygg AB' },
      });
      expect(renamed.statusCode, renamed.body).toBe(200);
      expect(writtenPosition(renamed)).toMatch(/^[0-9A-F]+\/[0-9A-F]+$/);
      const created = await callerFactory(app)(null).send(
        inspectionEndpoints.create,
        { params: { tenant: firm.id }, body: { typeId } as never },
        { ...writer.auth, ...withPosition(writtenPosition(renamed)) },
      );
      expect(created.statusCode, created.body).toBe(201);
      const position = writtenPosition(created)!;

      // The member who wrote nothing: the standby's state, from before the rename and the new assignment.
      expect(await contactNames(reader)).toEqual(['Alfa Bygg AB']);
      expect(await inspectionCount(reader)).toBe(1);
      // The member who wrote, with their position: their writes, from the primary.
      expect(await contactNames(writer, position)).toEqual(['Beta Bygg AB']);
      expect(await inspectionCount(writer, position)).toBe(2);
      // A read that changes nothing sets no position.
      const search = await callerFactory(app)(reader).send(contactEndpoints.search, {
        params: { tenant: firm.id },
        body: {},
      });
      expect(writtenPosition(search)).toBeUndefined();

      // The report's data too: the customer's name as the standby has it, or as the writer wrote it.
      expect(await reportCustomer(reader, bought.id)).toBe('Alfa Bygg AB');
      expect(await reportCustomer(writer, bought.id, position)).toBe('Beta Bygg AB');
      // The export's job reads where the asker's position allows, as the list does.
      expect(await exportedLines(reader)).toHaveLength(1);
      expect(await exportedLines(writer, position)).toHaveLength(2);
    } finally {
      await standby.resumeReplay();
    }
    await caughtUp();
    expect(await contactNames(reader)).toEqual(['Beta Bygg AB']);
    expect(await inspectionCount(reader)).toBe(2);
  });

  it('keeps each firm to its own rows there, with row-level security on', async () => {
    await caughtUp();
    await standby.pauseReplay();
    try {
      await buildCompany(callerFactory(app)(writer), firm, { companyName: 'Ny Kund AB' });
      // Answered by the paused standby (without the new contact), each firm its own rows only.
      expect(await contactNames(reader)).toEqual(['Beta Bygg AB']);
      expect(await contactNames(otherOwner, undefined, otherFirm.id)).toEqual(['Annan Firmas Kund AB']);
      const outsider = (await buildFirmWithMembers(app, [])).owner;
      const refused = await callerFactory(app)(outsider).send(contactEndpoints.search, {
        params: { tenant: firm.id },
        body: {},
      });
      expect(refused.statusCode).toBe(403);
    } finally {
      await standby.resumeReplay();
    }
    const onStandby = new pg.Client({ connectionString: standby.urlOf(databaseName) });
    await onStandby.connect();
    try {
      await onStandby.query('BEGIN READ ONLY');
      await onStandby.query(`SELECT set_config('role', $1, true), set_config('app.tenant_id', $2, true)`, [
        REQUEST_ROLE,
        firm.id,
      ]);
      const { rows } = await onStandby.query<{ tenant_id: string }>(
        'SELECT DISTINCT tenant_id FROM contacts',
      );
      expect(rows.map((row) => row.tenant_id)).toEqual([firm.id]);
      await onStandby.query('ROLLBACK');
      const { rows: forced } = await onStandby.query<{ forced: boolean }>(
        `SELECT relrowsecurity AND relforcerowsecurity AS forced FROM pg_class WHERE relname = 'contacts'`,
      );
      expect(forced).toEqual([{ forced: true }]);
    } finally {
      await onStandby.end();
    }
  });

  it('answers from the primary while the standby is down, says so in the log once, and uses it again once back', async () => {
    await standby.stop();
    try {
      await buildCompany(callerFactory(app)(writer), firm, { companyName: 'Cesar Bygg AB' });
      for (let round = 0; round < 3; round += 1) {
        expect(await contactNames(reader)).toEqual(['Beta Bygg AB', 'Cesar Bygg AB', 'Ny Kund AB']);
      }
      const warnings = logs.entries().filter((entry) => String(entry.msg).includes('read replica'));
      expect(warnings.map(({ level, msg }) => ({ level, msg }))).toEqual([
        { level: 40, msg: 'the read replica does not answer: its reads go to the primary' },
      ]);
    } finally {
      await standby.start();
    }
    // Tried again once the pause after a failure (10 s) has passed: a paused standby's state is answered.
    await caughtUp();
    await standby.pauseReplay();
    try {
      await buildCompany(callerFactory(app)(writer), firm, { companyName: 'Doris Bygg AB' });
      await new Promise((resolve) => setTimeout(resolve, 10_000));
      expect(await contactNames(reader)).not.toContain('Doris Bygg AB');
      expect(logs.entries().at(-1)).toMatchObject({ level: 30, msg: 'the read replica answers again' });
    } finally {
      await standby.resumeReplay();
    }
  }, 60_000);

  it('is not used without DATABASE_REPLICA_URL: no position is kept, every read is the primary’s', async () => {
    const plain = await buildApp(testConfig({ kind: 'postgres', url: primaryDatabaseUrl, poolSize: 2 }));
    try {
      await standby.pauseReplay();
      const created = await callerFactory(plain)(writer).send(contactEndpoints.create, {
        params: { tenant: firm.id },
        body: companyBody({ companyName: 'Erik Bygg AB' }),
      });
      expect(created.statusCode, created.body).toBe(201);
      expect(writtenPosition(created)).toBeUndefined();
      const response = await callerFactory(plain)(reader).send(contactEndpoints.search, {
        params: { tenant: firm.id },
        body: {},
      });
      expect(response.json<{ items: { name: string }[] }>().items.map(({ name }) => name)).toContain(
        'Erik Bygg AB',
      );
    } finally {
      await standby.resumeReplay();
      await plain.close();
    }
  });
});
