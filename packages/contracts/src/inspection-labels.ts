/**
 * What the assignment screens call an assignment's fields, in Swedish and English: the list, the
 * form and the view name them so (`features/inspections/texts.ts`), and the assignments' export
 * names its columns so.
 */
export const INSPECTION_LABELS = {
  sv: {
    sheetName: 'Uppdrag',
    fields: {
      number: 'Nummer',
      littera: 'Littera',
      customer: 'Kund',
      address: 'Adress',
      type: 'Uppdragstyp',
      branch: 'Inriktning',
      status: 'Status',
      inspector: 'Besiktningsman',
      date: 'Datum',
      startTime: 'Starttid',
      stopTime: 'Sluttid',
      orderNumber: 'Ordernummer',
      orderDate: 'Orderdatum',
      orderSource: 'Orderkälla',
      tags: 'Etiketter',
      description: 'Beskrivning',
      customerMessage: 'Kundens meddelande',
      preferredDate: 'Kundens önskade datum',
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
      branch: 'Branch',
      status: 'Status',
      inspector: 'Inspector',
      date: 'Date',
      startTime: 'Start time',
      stopTime: 'End time',
      orderNumber: 'Order number',
      orderDate: 'Order date',
      orderSource: 'Order source',
      tags: 'Tags',
      description: 'Description',
      customerMessage: 'The customer’s message',
      preferredDate: 'The customer’s preferred date',
      created: 'Created',
    },
  },
} as const;
