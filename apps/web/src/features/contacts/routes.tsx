import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { ContactCreatePage, ContactEditPage } from './components/contact-form-page';
import { ContactListPage } from './components/contact-list-page';
import { ContactShowPage } from './components/contact-show-page';

/** `/:tenant/contact`: the address book (search, filters, favourites). */
export const contactListRoute = { Component: ContactListPage } satisfies Partial<RouteObject>;
/** `/:tenant/contact/new`: a new contact. */
export const contactCreateRoute = { Component: ContactCreatePage } satisfies Partial<RouteObject>;
/**
 * `/:tenant/contact/:id`: one contact, with sections of other features below its own, which the
 * app passes in (features never import each other): each takes `{ contactId }`.
 */
export function contactShowRouteWith(sections: readonly ComponentType<{ contactId: string }>[]) {
  function ContactShowWithSections() {
    return <ContactShowPage sections={sections} />;
  }
  return { Component: ContactShowWithSections } satisfies Partial<RouteObject>;
}
/** `/:tenant/contact/:id/edit`: changes a contact. */
export const contactEditRoute = { Component: ContactEditPage } satisfies Partial<RouteObject>;
