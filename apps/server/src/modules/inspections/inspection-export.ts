import type { Language } from '@syna/contracts/constants';
import type { ExportFormat } from '@syna/contracts/exports';
import { formatAddress } from '@syna/contracts/format';
import { INSPECTION_LABELS } from '@syna/contracts/inspection-labels';
import type { InspectionListItem } from '@syna/contracts/inspections';
import { exportTable, type ExportColumn, type ExportedFile } from '../../platform/export/table-export.ts';

// The assignment search as a file for spreadsheets: the list's columns, named as the screens name
// them in the reader's language; the date a date, the creation a moment in Swedish time.

type Field = keyof (typeof INSPECTION_LABELS)['sv']['fields'];

const VALUES: [Field, ExportColumn<InspectionListItem>['value'], number?][] = [
  ['number', (row) => row.number, 12],
  ['littera', (row) => row.littera],
  ['customer', (row) => row.customer?.name ?? null, 24],
  ['address', (row) => (row.address ? formatAddress(row.address) : null), 32],
  ['type', (row) => row.type?.name ?? null, 24],
  ['status', (row) => row.status?.name ?? null],
  ['inspector', (row) => row.inspector?.name ?? null, 20],
  ['date', (row) => (row.date ? { date: row.date } : null), 12],
  ['startTime', (row) => row.startTime, 10],
  ['tags', (row) => row.tags.join(', ')],
  ['created', (row) => ({ moment: row.created }), 18],
];

/** The assignments as a CSV file or a workbook, its columns in `language`. */
export function exportInspectionRows(
  rows: InspectionListItem[],
  language: Language,
  format: ExportFormat,
): Promise<ExportedFile> {
  const labels = INSPECTION_LABELS[language];
  return exportTable(format, {
    sheetName: labels.sheetName,
    columns: VALUES.map(([field, value, width]) => ({ header: labels.fields[field], value, width })),
    rows,
  });
}

/** `uppdrag-YYYY-MM-DD.csv` (or `.xlsx`), dated the day of the export. */
export const inspectionExportFileName = (today: string, extension: ExportFormat) =>
  `uppdrag-${today}.${extension}`;
