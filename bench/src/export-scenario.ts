import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { endpointUrl } from '@syna/contracts/endpoints/endpoint-url';
import { spreadsheetExportEndpoints } from '@syna/contracts/endpoints/exports';
import { inspectionEndpoints } from '@syna/contracts/endpoints/inspections';
import {
  SPREADSHEET_EXPORT_PAGE_SIZE,
  type ExportFormat,
  type SpreadsheetExportJob,
} from '@syna/contracts/exports';
import { BIG_FIRM } from './seed-data.ts';
import { memoryMb, peakRssDuring, serverPid } from './server-memory.ts';

/** How often the benchmark asks how far the export has come, as the staff app does. */
const POLL_MS = 1000;

export interface ExportRun {
  format: ExportFormat;
  rows: number;
  fileMb: number;
  /** From asking for the export until its job says done. */
  seconds: number;
  /** The same rows read raw (below), for the ratio. */
  baselineSeconds: number;
  /** The server's resident memory before, and its largest sample while the job ran. */
  rssBeforeMb: number;
  peakRssMb: number;
}

/**
 * A page of the firm's assignments with the names the export shows, newest first after `after`
 * (`$3`, `$4`) when given; in the shape of the list's own statement: the page's rows from the
 * list's index first, then their names.
 */
const page = (after: boolean) => `
  SELECT i.id, i.number, i.littera, c.name AS customer, i.address, t.name AS type, s.name AS status,
         u.name AS inspector, i.date, i.start_time, i.tags, i.created_at
  FROM (SELECT * FROM inspections i
        WHERE i.tenant_id = $1 ${after ? 'AND (i.created_at, i.id) < ($3, $4::uuid)' : ''}
        ORDER BY i.created_at DESC, i.id DESC LIMIT $2) AS i
  LEFT JOIN contacts c ON c.tenant_id = i.tenant_id AND c.id = i.customer_id
  LEFT JOIN inspection_types t ON t.tenant_id = i.tenant_id AND t.id = i.type_id
  LEFT JOIN inspection_statuses s ON s.tenant_id = i.tenant_id AND s.id = i.status_id
  LEFT JOIN users u ON u.id = i.inspector_id
  ORDER BY i.created_at DESC, i.id DESC`;

/**
 * The baseline: the firm's assignments with the names the export shows (customer, type, status,
 * inspector), read by a raw pg client, newest first, a keyset page of the export's size at a time,
 * each row turned into a line of text and dropped. No HTTP, token, job queue, rights check,
 * transaction per page, row mapping, Swedish dates or file.
 */
async function rawRead(databaseUrl: string): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const start = performance.now();
    let after: { created: Date; id: string } | null = null;
    let written = 0;
    for (;;) {
      // Newest first, as the export's default search: the first page, then the page after the
      // last row's key (two statements: an `OR` of the two would keep the planner from starting
      // each page at its place in the list's index).
      const { rows }: pg.QueryResult<Record<string, unknown>> = await client.query(page(after !== null), [
        BIG_FIRM,
        SPREADSHEET_EXPORT_PAGE_SIZE,
        ...(after === null ? [] : [after.created, after.id]),
      ]);
      for (const row of rows)
        written += Object.values(row)
          .map((value) => JSON.stringify(value))
          .join(';').length;
      if (rows.length < SPREADSHEET_EXPORT_PAGE_SIZE) break;
      const last: Record<string, unknown> = rows.at(-1)!;
      after = { created: last.created_at as Date, id: last.id as string };
    }
    if (written === 0) throw new Error(`${BIG_FIRM} has no assignments to read`);
    return (performance.now() - start) / 1000;
  } finally {
    await client.end();
  }
}

async function exportOnce(baseUrl: string, token: string, format: ExportFormat) {
  const headers = {
    authorization: `Bearer ${token}`,
    'content-type': 'application/json',
    'x-client-version': '1.0.0',
  };
  const asked = await fetch(
    new URL(endpointUrl(inspectionEndpoints.export, { params: { tenant: BIG_FIRM } }), baseUrl),
    {
      method: 'POST',
      headers,
      body: JSON.stringify({ query: {}, format }),
    },
  );
  if (asked.status !== 202) throw new Error(`the export answered ${asked.status}: ${await asked.text()}`);
  let job = (await asked.json()) as SpreadsheetExportJob;
  const status = new URL(
    endpointUrl(spreadsheetExportEndpoints.get, { params: { tenant: BIG_FIRM, id: job.id } }),
    baseUrl,
  );
  while (job.state !== 'done') {
    if (job.state === 'failed') throw new Error(`the export failed: ${job.reason}`);
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    job = (await (await fetch(status, { headers })).json()) as SpreadsheetExportJob;
  }
  const file = await fetch(
    new URL(
      endpointUrl(spreadsheetExportEndpoints.file, { params: { tenant: BIG_FIRM, id: job.id } }),
      baseUrl,
    ),
    { headers },
  );
  if (!file.ok) throw new Error(`the export's file answered ${file.status}`);
  return { rows: job.rowsDone, bytes: (await file.arrayBuffer()).byteLength };
}

/**
 * Every assignment of the largest firm exported through the product, as CSV and as an Excel
 * workbook: the time from asking until the job is done (polled as the staff app polls, so up to a
 * second is the polling's), and the server's resident memory while the job writes, which must
 * stay flat however many rows there are (the job holds one page, and the file is on disk).
 */
export async function exportScenarios(
  databaseUrl: string,
  baseUrl: string,
  signedIn: { token: string },
): Promise<ExportRun[]> {
  const pid = await serverPid();
  const baselineSeconds = await rawRead(databaseUrl);
  const runs: ExportRun[] = [];
  for (const format of ['csv', 'xlsx'] as const) {
    const rssBeforeMb = await memoryMb(pid, 'VmRSS');
    const start = performance.now();
    let result = { rows: 0, bytes: 0 };
    const peakRssMb = await peakRssDuring(
      pid,
      async () => {
        result = await exportOnce(baseUrl, signedIn.token, format);
      },
      200,
    );
    runs.push({
      format,
      rows: result.rows,
      fileMb: Math.round(result.bytes / 100_000) / 10,
      seconds: Math.round((performance.now() - start) / 100) / 10,
      baselineSeconds: Math.round(baselineSeconds * 10) / 10,
      rssBeforeMb,
      peakRssMb,
    });
  }
  return runs;
}
