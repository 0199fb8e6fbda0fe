import type { TextsLike } from '@/lib/i18n/translation';
import type { sv } from './export-button';

/** The formats' names in English (namespace `exportFormats`), loaded only when English is the language. */
export const en: TextsLike<typeof sv> = { csv: 'CSV file (.csv)', xlsx: 'Excel file (.xlsx)' };
