import { importPreviews } from '../../platform/db/import-previews.ts';
import { remarkImports } from './remarks.tables.ts';

export type RemarkImportRecord = typeof remarkImports.$inferSelect;

const previews = importPreviews(remarkImports);

export const insertRemarkImport = previews.insert;
export const findRemarkImport = previews.find;
export const markRemarkImportApplied = previews.markApplied;
export const deleteRemarkImportsBefore = previews.deleteBefore;
