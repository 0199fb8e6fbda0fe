import ExcelJS from 'exceljs';
import type { ExportFormat } from '@syna/contracts/exports';
import { formatDateTime } from '@syna/contracts/format';
import { wallClockIso } from '@syna/contracts/time-zone';
import { csvFile } from './csv.ts';

// A table of rows as a file for spreadsheets, in either format, from one set of typed columns:
// in CSV everything is text; in an Excel workbook a date is a date, a moment a date and time in
// Swedish wall-clock time (a workbook knows no time zones, and staff read Swedish time), and a
// number a number. Text stays text in a workbook (it is never written as a formula).

/** One cell: text, a number, a calendar date (`YYYY-MM-DD`), a moment, or nothing. */
export type ExportCell = string | number | null | { date: string } | { moment: string | Date };

export interface ExportColumn<Row> {
  header: string;
  value(row: Row): ExportCell;
  /** The column's width in characters in a workbook; 16 by default. */
  width?: number;
}

export interface ExportedFile {
  body: Buffer | string;
  contentType: string;
  extension: ExportFormat;
}

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const DATE_FORMAT = 'yyyy-mm-dd';
const DATE_TIME_FORMAT = 'yyyy-mm-dd hh:mm';

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

async function workbook<Row>(sheetName: string, columns: ExportColumn<Row>[], rows: Row[]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet(sheetName, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns.map((column) => ({ header: column.header, width: column.width ?? 16 }));
  sheet.getRow(1).font = { bold: true };
  for (const row of rows) {
    const added = sheet.addRow([]);
    columns.forEach((column, index) => {
      const { value, numFmt } = workbookValue(column.value(row));
      const cell = added.getCell(index + 1);
      cell.value = value;
      if (numFmt) cell.numFmt = numFmt;
    });
  }
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** The rows as a CSV file or an Excel workbook (one sheet, its header row frozen). */
export async function exportTable<Row>(
  format: ExportFormat,
  table: { sheetName: string; columns: ExportColumn<Row>[]; rows: Row[] },
): Promise<ExportedFile> {
  const { sheetName, columns, rows } = table;
  if (format === 'xlsx') {
    return { body: await workbook(sheetName, columns, rows), contentType: XLSX_TYPE, extension: 'xlsx' };
  }
  return {
    body: csvFile(
      columns.map((column) => column.header),
      rows.map((row) => columns.map((column) => csvText(column.value(row)))),
    ),
    contentType: 'text/csv; charset=utf-8',
    extension: 'csv',
  };
}
