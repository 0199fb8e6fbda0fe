import type { TextsLike } from '@/lib/i18n/translation';
import type { sv } from './export-progress';

/** The progress's texts in English (namespace `exportProgress`), loaded only when English is the language. */
export const en: TextsLike<typeof sv> = {
  queued: 'The export is waiting its turn…',
  counting: 'Counting the rows…',
  progress: 'Exporting {{done}} of {{total}} rows…',
  saving: 'Saving the file…',
  label: 'The export’s progress',
};
