import { describe, expect, it } from 'vitest';
import type { Account } from '@syna/contracts/tenant';
import { decideRoute, startTenant, stripBasename, tenantOfPath } from './route-guard';

const account = (tenantId: string, roles: string[] = ['user']): Account => ({
  id: `account-${tenantId}`,
  tenant: { id: tenantId, name: tenantId.toUpperCase() },
  name: 'Ulla',
  roles,
});

const acme = account('acme', ['owner']);
const bygg = account('bygg', ['user']);

describe('home route', () => {
  it('goes to the dashboard of the selected tenant', () => {
    expect(decideRoute({ pathname: '/', accounts: [acme, bygg], selectedTenantId: 'bygg' })).toEqual({
      kind: 'redirect',
      to: '/bygg',
    });
  });
  it('keeps the query, so a link home opens a dashboard view (a reminder opens its day)', () => {
    expect(
      decideRoute({
        pathname: '/',
        search: '?view=calendar&date=2026-11-23',
        accounts: [acme],
        selectedTenantId: null,
      }),
    ).toEqual({ kind: 'redirect', to: '/acme?view=calendar&date=2026-11-23' });
  });
  it('selects the only organisation automatically', () => {
    expect(decideRoute({ pathname: '/', accounts: [bygg], selectedTenantId: null })).toEqual({
      kind: 'redirect',
      to: '/bygg',
    });
    expect(decideRoute({ pathname: '/', accounts: [bygg], selectedTenantId: 'gone' })).toEqual({
      kind: 'redirect',
      to: '/bygg',
    });
  });
  it('shows the pick page with several organisations and none selected, or none at all', () => {
    expect(decideRoute({ pathname: '/', accounts: [acme, bygg], selectedTenantId: null })).toEqual({
      kind: 'redirect',
      to: '/welcome',
    });
    expect(decideRoute({ pathname: '/', accounts: [acme, bygg], selectedTenantId: 'gone' })).toEqual({
      kind: 'redirect',
      to: '/welcome',
    });
    expect(decideRoute({ pathname: '/', accounts: [], selectedTenantId: null })).toEqual({
      kind: 'redirect',
      to: '/welcome',
    });
  });
});

describe('tenant routes', () => {
  it('allows the pick page without a tenant', () => {
    expect(decideRoute({ pathname: '/welcome', accounts: [], selectedTenantId: null })).toEqual({
      kind: 'allow',
      tenantId: null,
    });
  });
  it('selects a tenant the user belongs to', () => {
    expect(
      decideRoute({ pathname: '/bygg/settings', accounts: [acme, bygg], selectedTenantId: 'acme' }),
    ).toEqual({
      kind: 'allow',
      tenantId: 'bygg',
    });
  });
  it('sends an unknown tenant to the pick page', () => {
    expect(decideRoute({ pathname: '/okand', accounts: [acme], selectedTenantId: 'acme' })).toEqual({
      kind: 'redirect',
      to: '/welcome',
    });
    expect(decideRoute({ pathname: '/ACME/', accounts: [acme], selectedTenantId: null }).kind).toBe(
      'redirect',
    );
  });
});

describe('admin routes', () => {
  it('lets owners and admins in', () => {
    expect(decideRoute({ pathname: '/acme/admin', accounts: [acme], selectedTenantId: null })).toEqual({
      kind: 'allow',
      tenantId: 'acme',
    });
    const admin = account('acme', ['admin']);
    expect(
      decideRoute({ pathname: '/acme/admin/users', accounts: [admin], selectedTenantId: null }).kind,
    ).toBe('allow');
  });
  it('sends everyone else home', () => {
    expect(decideRoute({ pathname: '/bygg/admin', accounts: [bygg], selectedTenantId: 'bygg' })).toEqual({
      kind: 'redirect',
      to: '/',
    });
    expect(decideRoute({ pathname: '/bygg/admin/org', accounts: [bygg], selectedTenantId: null }).kind).toBe(
      'redirect',
    );
  });
  it('trusts the roles of the initial data once they are loaded', () => {
    expect(
      decideRoute({
        pathname: '/acme/admin',
        accounts: [acme],
        selectedTenantId: null,
        tenantRoles: ['viewer'],
      }),
    ).toEqual({ kind: 'redirect', to: '/' });
  });
  it('does not treat a page called admin elsewhere as an admin route', () => {
    expect(
      decideRoute({ pathname: '/bygg/settings/admin', accounts: [bygg], selectedTenantId: null }).kind,
    ).toBe('allow');
  });
});

describe('helpers', () => {
  it('picks the start tenant', () => {
    expect(startTenant([acme, bygg], 'acme')).toBe('acme');
    expect(startTenant([acme, bygg], null)).toBeNull();
    expect(startTenant([acme], null)).toBe('acme');
  });
  it('reads the tenant of a path', () => {
    expect(tenantOfPath('/acme/settings')).toBe('acme');
    expect(tenantOfPath('/welcome')).toBeNull();
    expect(tenantOfPath('/callback')).toBeNull();
    // Another firm's network: its partner need not be a member of it.
    expect(tenantOfPath('/network/acme/order/1')).toBeNull();
    expect(tenantOfPath('/')).toBeNull();
  });
  it('strips the basename', () => {
    expect(stripBasename('/main', '/main')).toBe('/');
    expect(stripBasename('/main/', '/main')).toBe('/');
    expect(stripBasename('/main/acme/admin', '/main')).toBe('/acme/admin');
    expect(stripBasename('/other', '/main')).toBeNull();
  });
});

describe('pages of menu routes', () => {
  const user = account('acme', ['Granskare']);
  const guard = (pathname: string, permissions: string[], features = ['inspections', 'orders', 'contacts']) =>
    decideRoute({
      pathname,
      accounts: [user],
      selectedTenantId: 'acme',
      tenantRoles: user.roles,
      tenantAccess: { features, permissions },
    });

  it('open when the caller holds the permission the menu item names', () => {
    expect(guard('/acme/order/7', ['orders.*'])).toEqual({ kind: 'allow', tenantId: 'acme' });
    expect(guard('/acme/inspections', ['*.read'])).toEqual({ kind: 'allow', tenantId: 'acme' });
    expect(guard('/acme', [])).toEqual({ kind: 'allow', tenantId: 'acme' });
    expect(guard('/acme/settings', [])).toEqual({ kind: 'allow', tenantId: 'acme' });
  });

  it('go home without it, as the menu hides them (after a reload with the new initial data)', () => {
    expect(guard('/acme/order', ['inspections.*'])).toEqual({ kind: 'redirect', to: '/' });
    expect(guard('/acme/order/7', ['orders.rea*'])).toEqual({ kind: 'redirect', to: '/' });
    // The new-assignment page needs writing as well as reading.
    expect(guard('/acme/inspections/create', ['inspections.read'])).toEqual({ kind: 'redirect', to: '/' });
    expect(guard('/acme/inspections/42', ['inspections.read']).kind).toBe('allow');
  });

  it('go home when the tenant has the feature off', () => {
    expect(guard('/acme/contact/3', ['*'], ['inspections'])).toEqual({ kind: 'redirect', to: '/' });
  });
});

describe('integration routes', () => {
  const access = (features: string[]) => ({ features, permissions: ['fortnox.invoice'] });
  it('lets a member who is no administrator into a provider page while the feature is on', () => {
    expect(
      decideRoute({
        pathname: '/bygg/admin/fortnox',
        accounts: [bygg],
        selectedTenantId: null,
        tenantAccess: access(['fortnox']),
      }),
    ).toEqual({ kind: 'allow', tenantId: 'bygg' });
  });
  it('sends everyone home from a provider page whose feature is off', () => {
    expect(
      decideRoute({
        pathname: '/acme/admin/visma',
        accounts: [acme],
        selectedTenantId: null,
        tenantAccess: access(['fortnox']),
      }),
    ).toEqual({ kind: 'redirect', to: '/' });
  });
  it('takes the providers’ return addresses for pages, not firms', () => {
    expect(tenantOfPath('/fortnox/activation')).toBeNull();
    expect(decideRoute({ pathname: '/visma/activation', accounts: [acme], selectedTenantId: null })).toEqual({
      kind: 'allow',
      tenantId: null,
    });
  });
});
