import ExcelJS from 'exceljs';

/** The first sheet of an exported workbook: its name, and its rows as cell values (header first). */
export async function readWorkbook(bytes: Buffer): Promise<{
  name: string;
  rows: ExcelJS.CellValue[][];
  numberFormat(row: number, column: number): string;
}> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(bytes as unknown as ExcelJS.Buffer);
  const sheet = book.worksheets[0]!;
  const rows: ExcelJS.CellValue[][] = [];
  sheet.eachRow({ includeEmpty: false }, (row) => {
    rows.push(Array.from({ length: sheet.columnCount }, (_, index) => row.getCell(index + 1).value));
  });
  return { name: sheet.name, rows, numberFormat: (row, column) => sheet.getRow(row).getCell(column).numFmt };
}

/** How a workbook shows a date-time cell: its UTC fields are the wall-clock time it was given. */
export const workbookWallClock = (value: ExcelJS.CellValue) =>
  (value as Date).toISOString().slice(0, 16).replace('T', ' ');
