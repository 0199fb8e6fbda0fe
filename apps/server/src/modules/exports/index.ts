// The exports module's front door: what other modules may use of it (docs/ARCHITECTURE.md).
export { exportsModule } from './exports.module.ts';
export { type ListExportColumn, headerOf } from './export-columns.ts';
export { type SpreadsheetExportSource, registerExportSource } from './spreadsheet-export-source.ts';
export { requestSpreadsheetExport } from './spreadsheet-export.service.ts';
export {
  SPREADSHEET_EXPORT_JOB,
  SPREADSHEET_EXPORT_REMOVAL_JOB,
  removeSpreadsheetExport,
  runSpreadsheetExport,
} from './spreadsheet-export.service.ts';
