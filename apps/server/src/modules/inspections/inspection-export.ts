import { inspectionEndpoints } from '@syna/contracts/endpoints/inspections';
import { formatAddress } from '@syna/contracts/format';
import { INSPECTION_LABELS } from '@syna/contracts/inspection-labels';
import { lookupLabel } from '@syna/contracts/lookup-label';
import {
  inspectionSearchSchema,
  type InspectionListItem,
  type InspectionSearch,
} from '@syna/contracts/inspections';
import { headerOf, type ListExportColumn, type SpreadsheetExportSource } from '../exports/index.ts';
import { countInspections, readInspectionExportPage } from './inspection-search.repo.ts';

// The assignment search as a file for spreadsheets: the list's columns, named as the screens name
// them in the reader's language, the firm's types and statuses too where they have English names; the date a date, the creation a moment in Swedish time.

type Field = keyof (typeof INSPECTION_LABELS)['sv']['fields'];

const header = (field: Field) => headerOf(INSPECTION_LABELS, (labels) => labels.fields[field]);

const COLUMNS: ListExportColumn<InspectionListItem>[] = [
  { header: header('number'), type: 'text', value: (row) => row.number, width: 12 },
  { header: header('littera'), type: 'text', value: (row) => row.littera },
  { header: header('customer'), type: 'text', value: (row) => row.customer?.name ?? null, width: 24 },
  {
    header: header('address'),
    type: 'text',
    value: (row) => (row.address ? formatAddress(row.address) : null),
    width: 32,
  },
  {
    header: header('type'),
    type: 'text',
    value: (row, language) => (row.type ? lookupLabel(row.type, language) : null),
    width: 24,
  },
  {
    header: header('status'),
    type: 'text',
    value: (row, language) => (row.status ? lookupLabel(row.status, language) : null),
  },
  { header: header('inspector'), type: 'text', value: (row) => row.inspector?.name ?? null, width: 20 },
  { header: header('date'), type: 'date', value: (row) => row.date, width: 12 },
  { header: header('startTime'), type: 'text', value: (row) => row.startTime, width: 10 },
  { header: header('tags'), type: 'text', value: (row) => row.tags.join(', ') },
  { header: header('created'), type: 'moment', value: (row) => row.created, width: 18 },
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
  sheetName: headerOf(INSPECTION_LABELS, (labels) => labels.sheetName),
  columns: COLUMNS,
  filename: (today, format) => `uppdrag-${today}.${format}`,
};
