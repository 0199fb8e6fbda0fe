import { ContactCrumb } from '@/features/contacts/components/contact-crumb';
import {
  contactCreateRoute,
  contactEditRoute,
  contactListRoute,
  contactShowRouteWith,
} from '@/features/contacts/routes';
import { ContactSentMail } from '@/features/email/routes';

/**
 * The "contacts" chunk: the address book, with its forms (kept off the dashboard's first load);
 * a contact's page lists the e-mail sent to them.
 */
export const contactsGroup = {
  list: contactListRoute,
  create: contactCreateRoute,
  show: contactShowRouteWith([ContactSentMail]),
  edit: contactEditRoute,
  crumb: ContactCrumb,
};
