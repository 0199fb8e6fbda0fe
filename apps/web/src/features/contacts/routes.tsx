import type { RouteObject } from 'react-router';
import { ContactCreatePage, ContactEditPage } from './components/contact-form-page';
import { ContactListPage } from './components/contact-list-page';
import { ContactShowPage } from './components/contact-show-page';

/** `/:tenant/contact`: the address book (search, filters, favourites). */
export const contactListRoute = { Component: ContactListPage } satisfies Partial<RouteObject>;
/** `/:tenant/contact/new`: a new contact. */
export const contactCreateRoute = { Component: ContactCreatePage } satisfies Partial<RouteObject>;
/** `/:tenant/contact/:id`: one contact. */
export const contactShowRoute = { Component: ContactShowPage } satisfies Partial<RouteObject>;
/** `/:tenant/contact/:id/edit`: changes a contact. */
export const contactEditRoute = { Component: ContactEditPage } satisfies Partial<RouteObject>;
