import { ContactCrumb } from '@/features/contacts/components/contact-crumb';
import {
  contactCreateRoute,
  contactEditRoute,
  contactListRoute,
  contactShowRoute,
} from '@/features/contacts/routes';

/** The "contacts" chunk: the address book, with its forms (kept off the dashboard's first load). */
export const contactsGroup = {
  list: contactListRoute,
  create: contactCreateRoute,
  show: contactShowRoute,
  edit: contactEditRoute,
  crumb: ContactCrumb,
};
