import { describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { matchRoutes } from 'react-router';
import {
  ADMIN_PAGES,
  appPaths,
  hasItemPages,
  networkPaths,
  type AdminPage,
} from '@/lib/navigation/app-paths';
import { initI18n } from '@/lib/i18n/i18n';

// The shell's texts register when loaded, which needs i18next started first.
initI18n();
const { appRoutes } = await import('@/app/router');
const routes = appRoutes(new QueryClient());

const tenant = 'acme firma';
const id = 'a/b 1';
const paths: Record<string, string> = {
  welcome: appPaths.welcome(),
  home: appPaths.home(tenant),
  settings: appPaths.settings(tenant),
  admin: appPaths.admin(tenant),
  inspections: appPaths.inspections(tenant),
  inspectionCreate: appPaths.inspectionCreate(tenant),
  inspection: appPaths.inspection(tenant, id),
  inspectionEmail: appPaths.inspectionEmail(tenant, id),
  project: appPaths.project(tenant, id),
  projectInspection: appPaths.projectInspection(tenant, id, 'i1'),
  orders: appPaths.orders(tenant),
  order: appPaths.order(tenant, id),
  contacts: appPaths.contacts(tenant),
  contactCreate: appPaths.contactCreate(tenant),
  contact: appPaths.contact(tenant, id),
  contactEdit: appPaths.contactEdit(tenant, id),
  networkFirm: networkPaths.firm(tenant),
  networkOrder: networkPaths.item(tenant, 'order', id),
  networkInspection: networkPaths.item(tenant, 'inspection', id),
  contactEmail: appPaths.contactEmail(tenant, id),
  ...Object.fromEntries(
    (Object.keys(ADMIN_PAGES) as AdminPage[]).flatMap((page) => [
      [`admin:${page}`, appPaths.adminPage(tenant, page)],
      ...(hasItemPages(page) ? [[`admin:${page}:item`, appPaths.adminPage(tenant, page, id)]] : []),
    ]),
  ),
};

/** The route a path lands on: the deepest match, or nothing. */
const pageOf = (path: string) => matchRoutes(routes, path)?.at(-1);

describe('the route table', () => {
  it.each(Object.entries(paths))('%s is a page of the router', (_name, path) => {
    const page = pageOf(path);
    expect(page, path).toBeDefined();
    expect(page?.route.path, path).not.toBe('*');
  });

  it('encodes the tenant and ids, so each stays one segment', () => {
    expect(appPaths.contactEdit(tenant, id)).toBe('/acme%20firma/contact/a%2Fb%201/edit');
    expect(pageOf(appPaths.contact(tenant, id))?.params).toMatchObject({ tenant, id });
  });

  it('adds a search as its query string', () => {
    expect(appPaths.orders('acme', new URLSearchParams({ status: 'new' }))).toBe('/acme/order?status=new');
    expect(appPaths.inspections('acme', new URLSearchParams())).toBe('/acme/inspections');
  });
});
