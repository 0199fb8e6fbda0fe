/**
 * What the assignment screens call an assignment's fields, in Swedish and English, for the
 * columns of the assignments' export (named as the list and the form name them).
 */
export const INSPECTION_EXPORT_LABELS = {
  sv: {
    sheetName: 'Uppdrag',
    fields: {
      number: 'Nummer',
      littera: 'Littera',
      customer: 'Kund',
      address: 'Adress',
      type: 'Uppdragstyp',
      status: 'Status',
      inspector: 'Inspektör',
      date: 'Datum',
      startTime: 'Starttid',
      tags: 'Etiketter',
      created: 'Skapad',
    },
  },
  en: {
    sheetName: 'Assignments',
    fields: {
      number: 'Number',
      littera: 'Reference',
      customer: 'Customer',
      address: 'Address',
      type: 'Assignment type',
      status: 'Status',
      inspector: 'Inspector',
      date: 'Date',
      startTime: 'Start time',
      tags: 'Tags',
      created: 'Created',
    },
  },
} as const;
