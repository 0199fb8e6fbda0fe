// The contacts module's front door: what other modules may use of it (docs/ARCHITECTURE.md).
export { contactsModule } from './contacts.module.ts';
export { contactNameOf } from './contact-names.ts';
export { contactsById } from './contact-records.service.ts';
export { type ContactRow, type ContactValues } from './contact.repo.ts';
export { type ContactMatch, findMatchingContact } from './contact-match.repo.ts';
export {
  changeContact,
  contactFileStore,
  createContact,
  getContact,
  recordContact,
  requireContact,
} from './contact.service.ts';
export { markFavorite } from './favorite-contact.service.ts';
export {
  contactCountStatement,
  contactFewMatchesStatement,
  contactIdsByKeys,
  contactSearchStatement,
  contactTextMatch,
  contactWindowStatement,
  matchingCustomerIds,
  searchContacts,
} from './contact-search.repo.ts';
