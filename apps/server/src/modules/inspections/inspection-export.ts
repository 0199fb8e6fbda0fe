import { inspectionEndpoints } from '@syna/contracts/endpoints/inspections';
import { formatAddress } from '@syna/contracts/format';
import { INSPECTION_LABELS } from '@syna/contracts/inspection-labels';
import {
  inspectionSearchSchema,
  type InspectionListItem,
  type InspectionSearch,
} from '@syna/contracts/inspections';
import type { ExportColumn } from '../../platform/export/table-export.ts';
import { type SpreadsheetExportSource } from '../exports/index.ts';
import { countInspections, readInspectionExportPage } from './inspection-search.repo.ts';

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

/**
 * The assignment search's export (`POST /vb/admin/inspections/export`): the rows of the list, in
 * its order, a keyset page at a time; `uppdrag-YYYY-MM-DD.csv` (or `.xlsx`), dated the day asked.
 */
export const inspectionExportSource: SpreadsheetExportSource<InspectionSearch, InspectionListItem> = {
  kind: 'inspections',
  access: inspectionEndpoints.export.access,
  readSearch: (stored) => inspectionSearchSchema.parse(stored),
  count: countInspections,
  page: readInspectionExportPage,
  table: (language) => {
    const labels = INSPECTION_LABELS[language];
    return {
      sheetName: labels.sheetName,
      columns: VALUES.map(([field, value, width]) => ({ header: labels.fields[field], value, width })),
    };
  },
  filename: (today, format) => `uppdrag-${today}.${format}`,
};
