import type { MessageGroup } from './message.ts';

/** The address book: contacts, their relations and files. */
export const addressBookMessages = {
  contactMissing: { sv: 'Kontakten finns inte', en: 'The contact does not exist' },
  contactInUse: {
    sv: 'Kontakten används i {usage} och kan inte tas bort',
    en: 'The contact is used in {usage} and cannot be deleted',
  },
  selfRelation: {
    sv: 'En kontakt kan inte relatera till sig själv',
    en: 'A contact cannot relate to itself',
  },
  duplicateRelation: { sv: 'Kontakten finns redan i listan', en: 'The contact is already in the list' },
  invalidRelations: {
    sv: 'Relationerna innehåller ogiltiga kontakter',
    en: 'The relations contain invalid contacts',
  },
  fileType: { sv: 'Filtypen stöds inte', en: 'This type of file is not supported' },
} as const satisfies MessageGroup;
