import { ContactCrumb } from '../../features/contacts/components/contact-crumb';
import {
  contactCreateRoute,
  contactEditRoute,
  contactListRoute,
  contactShowRoute,
} from '../../features/contacts/routes';
import { dashboardRoute } from '../../features/home/routes';
import { welcomeRoute } from '../../features/organizations/routes';

/** The "home" chunk: the dashboard, the organisation pick page and the address book. */
export const homeGroup = {
  dashboard: dashboardRoute,
  welcome: welcomeRoute,
  contactList: contactListRoute,
  contactCreate: contactCreateRoute,
  contactShow: contactShowRoute,
  contactEdit: contactEditRoute,
  contactCrumb: ContactCrumb,
};
