import ExcelJS from 'exceljs';
import yauzl from 'yauzl';
import type { MessageRef } from '@syna/contracts/messages';
import {
  REMARK_IMPORT_MAX_ROWS,
  REMARK_WORKBOOK_COLUMNS,
  REMARK_WORKBOOK_SHEET,
} from '@syna/contracts/remark-transfer';
import { bufferOf } from '../../platform/workers/run-in-worker.ts';

/** A workbook's parts together may declare at most this much unpacked (the export writes far less). */
const UNPACKED_MAX_BYTES = 64 * 1024 * 1024;
const MAX_PARTS = 1_000;
/** Parts that hold macros or ActiveX controls: code the spreadsheet program would run. */
const CODE_PART = /(^|\/)(vbaProject\.bin|vbaData\.xml)$|^xl\/activeX\//i;

/** One row of the sheet as its cells read, by the sheet's row number. */
export interface WorkbookRow {
  row: number;
  id: string;
  title: string;
  text: string;
  category: string;
  tags: string;
}

export type WorkbookReading = { rows: WorkbookRow[] } | { refused: MessageRef };

class Refused extends Error {
  constructor(readonly reason: MessageRef) {
    super(reason.key);
  }
}

/**
 * The zip's table of contents, before ExcelJS unpacks anything: a workbook at all, of few parts
 * whose declared sizes stay within the limit, and no macros. (A part that inflates past what it
 * declares is caught by the worker's memory limit.)
 */
async function checkPackage(bytes: Buffer): Promise<void> {
  let zip: yauzl.ZipFile;
  try {
    zip = await yauzl.fromBufferPromise(bytes, { lazyEntries: true, validateEntrySizes: false });
  } catch {
    throw new Refused({ key: 'remarkImport.notXlsx' });
  }
  let count = 0;
  let declared = 0;
  let hasWorkbook = false;
  try {
    for await (const entry of zip.eachEntry()) {
      count += 1;
      declared += entry.uncompressedSize;
      if (count > MAX_PARTS || declared > UNPACKED_MAX_BYTES)
        throw new Refused({ key: 'remarkImport.unpacksTooLarge' });
      if (CODE_PART.test(entry.fileName)) throw new Refused({ key: 'remarkImport.macros' });
      if (entry.fileName === 'xl/workbook.xml') hasWorkbook = true;
    }
  } catch (error) {
    if (error instanceof Refused) throw error;
    throw new Refused({ key: 'remarkImport.notXlsx' });
  } finally {
    zip.close();
  }
  if (!hasWorkbook) throw new Refused({ key: 'remarkImport.notXlsx' });
}

const normalHeader = (text: string) => text.trim().toLowerCase();

/** The sheet's rows as text, refusing formulas: an imported value is what the cell shows, typed. */
function readSheet(sheet: ExcelJS.Worksheet): WorkbookRow[] {
  if (sheet.actualRowCount - 1 > REMARK_IMPORT_MAX_ROWS)
    throw new Refused({ key: 'remarkImport.tooManyRows', values: { maximum: REMARK_IMPORT_MAX_ROWS } });
  const header = sheet.getRow(1);
  const headerMatches = REMARK_WORKBOOK_COLUMNS.every(
    (column, index) => normalHeader(header.getCell(index + 1).text) === normalHeader(column),
  );
  if (!headerMatches)
    throw new Refused({
      key: 'remarkImport.header',
      values: { columns: REMARK_WORKBOOK_COLUMNS.join(', ') },
    });
  const rows: WorkbookRow[] = [];
  sheet.eachRow({ includeEmpty: false }, (row, number) => {
    row.eachCell({ includeEmpty: false }, (cell) => {
      if (cell.type === ExcelJS.ValueType.Formula || cell.formula)
        throw new Refused({ key: 'remarkImport.formula', values: { cell: cell.address } });
    });
    if (number === 1) return;
    const [id, title, text, category, tags] = REMARK_WORKBOOK_COLUMNS.map((_, index) =>
      row.getCell(index + 1).text.trim(),
    ) as [string, string, string, string, string];
    if (id || title || text || category || tags) rows.push({ row: number, id, title, text, category, tags });
  });
  return rows;
}

/**
 * Reads an uploaded workbook of saved remarks, in a worker thread (remark-import.service.ts runs it
 * within a time and memory limit): its package checked first, then the sheet "Anmärkningar" with the
 * export's header row. Answers the rows, or why the file is refused.
 */
export async function readRemarkWorkbook(bytes: Uint8Array): Promise<WorkbookReading> {
  try {
    const buffer = bufferOf(bytes);
    await checkPackage(buffer);
    const workbook = new ExcelJS.Workbook();
    try {
      await workbook.xlsx.load(buffer as unknown as ExcelJS.Buffer);
    } catch {
      throw new Refused({ key: 'remarkImport.notXlsx' });
    }
    const sheet = workbook.getWorksheet(REMARK_WORKBOOK_SHEET);
    if (!sheet) throw new Refused({ key: 'remarkImport.noSheet', values: { sheet: REMARK_WORKBOOK_SHEET } });
    return { rows: readSheet(sheet) };
  } catch (error) {
    if (error instanceof Refused) return { refused: error.reason };
    throw error;
  }
}
