import { createWriteStream, type WriteStream } from 'node:fs';
import { once } from 'node:events';
import { finished } from 'node:stream/promises';
import ExcelJS from 'exceljs';
import type { ExportFormat } from '@syna/contracts/exports';
import { formatDateTime } from '@syna/contracts/format';
import { wallClockIso } from '@syna/contracts/time-zone';
import { CSV_START, csvLine } from './csv.ts';

// A table of rows as a file for spreadsheets, in either format, from one set of typed columns:
// in CSV everything is text; in an Excel workbook a date is a date, a moment a date and time in
// Swedish wall-clock time (a workbook knows no time zones, and staff read Swedish time), and a
// number a number. Text stays text in a workbook (it is never written as a formula).
//
// The file is written to disk as the rows come, a page at a time, so that an export of 300 000
// rows holds no more than one page in memory: CSV line by line, the workbook through ExcelJS's
// streaming writer, which commits each row as it is added.

/** One cell: text, a number, a calendar date (`YYYY-MM-DD`), a moment, or nothing. */
export type ExportCell = string | number | null | { date: string } | { moment: string | Date };

export interface ExportColumn<Row> {
  header: string;
  value(row: Row): ExportCell;
  /** The column's width in characters in a workbook; 16 by default. */
  width?: number;
}

/** The sheet's name (a workbook's tab) and its columns. */
export interface ExportTable<Row> {
  sheetName: string;
  columns: ExportColumn<Row>[];
}

/** A file being written: rows in pages, then its end. */
export interface TableFileWriter<Row> {
  /** Appends the rows after those written before. */
  write(rows: readonly Row[]): Promise<void>;
  /** Ends the file; it is complete on disk once this resolves. */
  finish(): Promise<void>;
  /** Stops writing (after a failure); the caller removes the file. */
  abort(): Promise<void>;
}

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const DATE_FORMAT = 'yyyy-mm-dd';
const DATE_TIME_FORMAT = 'yyyy-mm-dd hh:mm';

/** The content type of a format's file. */
export const exportContentType = (format: ExportFormat): string =>
  format === 'xlsx' ? XLSX_TYPE : 'text/csv; charset=utf-8';

function csvText(cell: ExportCell): string | null {
  if (cell === null || typeof cell === 'string') return cell;
  if (typeof cell === 'number') return String(cell);
  return 'date' in cell ? cell.date : formatDateTime(cell.moment);
}

/** A workbook's date: the wall-clock fields as UTC, which a workbook shows as they are. */
const asWorkbookDate = (wallClock: string) => new Date(`${wallClock}Z`);

function workbookValue(cell: ExportCell): { value: ExcelJS.CellValue; numFmt?: string } {
  if (cell === null || typeof cell === 'string' || typeof cell === 'number') return { value: cell };
  if ('date' in cell) return { value: asWorkbookDate(`${cell.date}T00:00:00`), numFmt: DATE_FORMAT };
  return { value: asWorkbookDate(wallClockIso(cell.moment)), numFmt: DATE_TIME_FORMAT };
}

/** Writes text, waiting while the file's buffer is full, so that a fast reader cannot fill memory. */
async function writeText(stream: WriteStream, text: string): Promise<void> {
  if (!stream.write(text)) await once(stream, 'drain');
}

function csvWriter<Row>(path: string, { columns }: ExportTable<Row>): TableFileWriter<Row> {
  const stream = createWriteStream(path, { flags: 'wx' });
  // A failure to write (a full disk) fails the next write or the end, never the process.
  let failure: Error | null = null;
  stream.on('error', (error) => {
    failure = error;
  });
  stream.write(CSV_START + csvLine(columns.map((column) => column.header)));
  return {
    async write(rows) {
      if (failure) throw failure;
      const text = rows.map((row) => csvLine(columns.map((column) => csvText(column.value(row))))).join('');
      await writeText(stream, text);
    },
    async finish() {
      stream.end();
      await finished(stream);
    },
    async abort() {
      stream.destroy();
      await finished(stream).catch(() => undefined);
    },
  };
}

function workbookWriter<Row>(path: string, { sheetName, columns }: ExportTable<Row>): TableFileWriter<Row> {
  const book = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: path, useStyles: true });
  const sheet = book.addWorksheet(sheetName, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns.map((column) => ({ header: column.header, width: column.width ?? 16 }));
  const header = sheet.getRow(1);
  header.font = { bold: true };
  header.commit();
  return {
    async write(rows) {
      for (const row of rows) {
        const added = sheet.addRow([]);
        columns.forEach((column, index) => {
          const { value, numFmt } = workbookValue(column.value(row));
          const cell = added.getCell(index + 1);
          cell.value = value;
          if (numFmt) cell.numFmt = numFmt;
        });
        // A committed row is written out and leaves memory.
        added.commit();
      }
    },
    async finish() {
      sheet.commit();
      await book.commit();
    },
    async abort() {
      await book.commit().catch(() => undefined);
    },
  };
}

/**
 * Opens a new file at `path` (which must not exist) for a table in `format`: a CSV file (with a
 * byte order mark, `;`-separated) or an Excel workbook of one sheet, its header row frozen.
 */
export function openTableFile<Row>(
  format: ExportFormat,
  path: string,
  table: ExportTable<Row>,
): TableFileWriter<Row> {
  return format === 'xlsx' ? workbookWriter(path, table) : csvWriter(path, table);
}
