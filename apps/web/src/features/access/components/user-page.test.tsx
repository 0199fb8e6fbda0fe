// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { InitialData } from '@syna/contracts/initial-data';
import type { OrganizationMemberDetail, Role } from '@syna/contracts/roles-and-groups';
import { DEFAULT_ROLE_PERMISSIONS, ROLE_NAMES } from '@syna/contracts/roles';
import { initI18n } from '@/lib/i18n/i18n';
import { sessionKeys } from '@/lib/session/session-queries';
import { accessKeys } from '@/features/access/api';
import { UserPage } from './user-page';

const ROLES: Role[] = ROLE_NAMES.map((name) => ({
  id: `role-${name}`,
  name,
  builtIn: true,
  permissions: DEFAULT_ROLE_PERMISSIONS[name],
  memberCount: 1,
}));

/** The page of a member holding `roles`, for a caller with these roles and patterns. */
function renderFor(caller: { roles: string[]; permissions: string[] }, roles: string[]) {
  const member: OrganizationMemberDetail = {
    userId: 'u1',
    name: 'Ulla Användare',
    email: 'ulla@example.se',
    roles,
    permissions: [],
    lastSignInAt: null,
    groups: [],
  } as OrganizationMemberDetail;
  const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
  queryClient.setQueryData(accessKeys.roles('acme'), ROLES);
  queryClient.setQueryData(accessKeys.member('acme', 'u1'), member);
  queryClient.setQueryData(sessionKeys.initialData('acme'), caller as unknown as InitialData);
  const router = createMemoryRouter([{ path: '/:tenant/admin/users/:id', element: <UserPage /> }], {
    initialEntries: ['/acme/admin/users/u1'],
  });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

/** A role's checkbox by the name shown (its description follows the name in the label). */
const box = (name: string) =>
  screen.getByRole<HTMLInputElement>('checkbox', { name: new RegExp(`^${name}(?![a-zåäö])`) });

beforeAll(async () => {
  await initI18n().changeLanguage('sv');
});
afterEach(cleanup);

describe('a member’s roles on their page', () => {
  it('cannot be made or unmade owner by an administrator; other roles can', () => {
    renderFor({ roles: ['admin'], permissions: ['*'] }, ['user']);
    expect(box('Ägare').disabled).toBe(true);
    expect(box('Administratör').disabled).toBe(false);
    expect(box('Besiktningsman').disabled).toBe(false);
    cleanup();
    renderFor({ roles: ['admin'], permissions: ['*'] }, ['owner']);
    expect(box('Ägare').disabled).toBe(true);
  });

  it('are all the owner’s to change', () => {
    renderFor({ roles: ['owner'], permissions: ['*'] }, ['owner']);
    for (const name of ['Ägare', 'Besiktningsman']) expect(box(name).disabled).toBe(false);
  });

  it('keep what an administrator narrowed to contacts cannot give, but it can be taken', () => {
    renderFor({ roles: ['admin'], permissions: ['contacts.*'] }, ['user']);
    expect(box('Besiktningsman').disabled).toBe(false);
    expect(box('Läsare').disabled).toBe(true);
  });
});
