import { randomUUID } from 'node:crypto';
import { readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { CommonRemark } from '@syna/contracts/remarks';
import { REMARK_WORKBOOK_COLUMNS, REMARK_WORKBOOK_SHEET, tagsToCell } from '@syna/contracts/remark-transfer';
import { exportContentType, openTableFile, type ExportColumn } from '../../platform/export/table-export.ts';
import type { FileDownload } from '../../platform/http/endpoint-routes.ts';
import type { RequestContext } from '../../platform/http/request-context.ts';
import { listCommonRemarks } from './common-remark.repo.ts';

const [idHeader, titleHeader, textHeader, categoryHeader, tagsHeader] = REMARK_WORKBOOK_COLUMNS;

/** The workbook's columns, in the order the import reads them (remark-workbook-reader.ts). */
const REMARK_COLUMNS: ExportColumn<CommonRemark>[] = [
  { header: idHeader, value: (remark) => remark.id, width: 38 },
  { header: titleHeader, value: (remark) => remark.title, width: 40 },
  { header: textHeader, value: (remark) => remark.text, width: 80 },
  { header: categoryHeader, value: (remark) => remark.category, width: 20 },
  { header: tagsHeader, value: (remark) => tagsToCell(remark.tags), width: 30 },
];

/**
 * The firm's saved remarks as an Excel workbook to edit and import again: one row per remark, by
 * title, with its id, so that the import matches each row to its remark. A library is a few
 * thousand remarks at most, so it is read at once and the file made in the system's temporary
 * folder, through the same writer as the lists' exports.
 */
export async function exportRemarkWorkbook(context: RequestContext): Promise<FileDownload> {
  const remarks = await listCommonRemarks(context.tx);
  const file = path.join(tmpdir(), `syna-remarks-${randomUUID()}.xlsx`);
  try {
    const writer = openTableFile('xlsx', file, { sheetName: REMARK_WORKBOOK_SHEET, columns: REMARK_COLUMNS });
    await writer.write(remarks);
    await writer.finish();
    return {
      body: await readFile(file),
      contentType: exportContentType('xlsx'),
      filename: 'anmarkningsbibliotek.xlsx',
    };
  } finally {
    await rm(file, { force: true });
  }
}
