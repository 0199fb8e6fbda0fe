import type { MessageGroup } from './message.ts';

/** Spreadsheet exports of the lists: the job, its progress and its file (an unknown one: `documentMessages.exportMissing`). */
export const exportMessages = {
  exportNotDone: {
    sv: 'Exporten är inte klar än; filen kan hämtas när den är klar',
    en: 'The export is not finished yet; the file can be fetched once it is',
  },
  exportExpired: {
    sv: 'Exportens fil har tagits bort efter {hours} timmar; gör en ny export',
    en: 'The export’s file was removed after {hours} hours; export again',
  },
  exportAccessLost: {
    sv: 'Du har inte längre behörighet att läsa listan',
    en: 'You are no longer allowed to read the list',
  },
  exportUnreadable: {
    sv: 'Raderna kunde inte läsas eller skrivas till filen',
    en: 'The rows could not be read or written to the file',
  },
} as const satisfies MessageGroup;
