import { describe, expect, it } from 'vitest';
import { visibleMenuRoutes, type MenuRequirement } from './menu-access';

const routes: (MenuRequirement & { id: string })[] = [
  { id: 'dashboard' },
  { id: 'settings' },
  { id: 'inspections', feature: 'inspections', permission: 'inspections.read' },
  { id: 'order', feature: 'orders', permission: 'orders.read' },
  { id: 'contact', feature: 'contacts' },
];

const ids = (list: { id: string }[]) => list.map((route) => route.id);

describe('visibleMenuRoutes', () => {
  it('shows routes without requirements to everyone', () => {
    expect(ids(visibleMenuRoutes(routes, { features: [], permissions: [] }))).toEqual([
      'dashboard',
      'settings',
    ]);
  });
  it('needs both the feature and the permission', () => {
    expect(
      ids(
        visibleMenuRoutes(routes, {
          features: ['inspections', 'contacts'],
          permissions: ['inspections.*', 'orders.read'],
        }),
      ),
    ).toEqual(['dashboard', 'settings', 'inspections', 'contact']);
  });
  it('needs every permission a route names', () => {
    const create: (MenuRequirement & { id: string })[] = [
      { id: 'create', permission: ['inspections.read', 'inspections.write'] },
    ];
    expect(ids(visibleMenuRoutes(create, { features: [], permissions: ['inspections.read'] }))).toEqual([]);
    expect(ids(visibleMenuRoutes(create, { features: [], permissions: ['inspections.*'] }))).toEqual([
      'create',
    ]);
  });
  it('matches permission patterns', () => {
    expect(ids(visibleMenuRoutes(routes, { features: ['orders'], permissions: ['*'] }))).toEqual([
      'dashboard',
      'settings',
      'order',
    ]);
  });
});
