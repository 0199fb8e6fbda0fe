import type { Access } from '@syna/contracts/endpoints/access';
import type { FastifyInstance } from 'fastify';
import type { ExportFormat, SpreadsheetExportKind } from '@syna/contracts/exports';
import type { Tx } from '../../platform/db/database.ts';
import type { InEachLanguage, ListExportColumn } from './export-columns.ts';

/** A page of an export's rows in the list's order, and the sort key of its last row when more follow. */
export interface ExportPage<Row> {
  rows: Row[];
  lastKey?: string[];
}

/**
 * A list that exports to a spreadsheet: what the export job needs of it. Each list module
 * declares one (`inspectionExportSource`, `orderExportSource`) and registers it at boot with
 * `registerExportSource`, as it registers its endpoints; the job reads every list the same way,
 * a keyset page at a time, and knows none of the list modules.
 */
export interface SpreadsheetExportSource<Search, Row> {
  kind: SpreadsheetExportKind;
  /** The list export's access (its endpoint's): checked when it is asked for, read and run. */
  access: Extract<Access, { kind: 'member' }>;
  /** The search as stored with the job, read back. */
  readSearch(stored: unknown): Search;
  /** How many rows the search matches, all of them (no cap: the job's progress counts to it). */
  count(tx: Tx, search: Search): Promise<number>;
  /** Up to `size` rows after the sort key `after` (from the first row without one). */
  page(tx: Tx, search: Search, after: string[] | undefined, size: number): Promise<ExportPage<Row>>;
  /** The sheet's name (a workbook's tab). */
  sheetName: InEachLanguage;
  /** The columns, in the list's order (`export-columns.ts`). */
  columns: readonly ListExportColumn<Row>[];
  /** The file's name, dated `today`. */
  filename(today: string, format: ExportFormat): string;
}

/** A source of any list, as the job picks one by its kind (its methods take their own types). */
export type AnyExportSource = SpreadsheetExportSource<unknown, unknown>;

/** The lists' export sources by kind, as the list modules registered them. */
export type ExportSources = ReadonlyMap<SpreadsheetExportKind, AnyExportSource>;

declare module 'fastify' {
  interface FastifyInstance {
    /** Every list's export source; the list modules register theirs while they are registered. */
    exportSources: Map<SpreadsheetExportKind, AnyExportSource>;
  }
}

/** Makes a list exportable: the export job finds its source by its kind. */
export function registerExportSource<Search, Row>(
  api: FastifyInstance,
  source: SpreadsheetExportSource<Search, Row>,
): void {
  api.exportSources.set(source.kind, source as AnyExportSource);
}

/** The source of a kind of export; a kind no module registered is a fault of the server's boot. */
export function exportSourceOf(sources: ExportSources, kind: SpreadsheetExportKind): AnyExportSource {
  const source = sources.get(kind);
  if (!source) throw new Error(`No list registered its export source for "${kind}"`);
  return source;
}
