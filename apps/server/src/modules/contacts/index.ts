// The contacts module's front door: what other modules may use of it (docs/ARCHITECTURE.md).
export { contactsModule } from './contacts.module.ts';
export { contactsById } from './contact-records.service.ts';
export { changeContact, createContact, getContact, requireContact } from './contact.service.ts';
export { markFavorite } from './favorite-contact.service.ts';
export { matchingCustomerIds } from './contact-search.repo.ts';
