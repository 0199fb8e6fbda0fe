// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { InitialData } from '@syna/contracts/initial-data';
import type { Role } from '@syna/contracts/roles-and-groups';
import { DEFAULT_ROLE_PERMISSIONS, ROLE_NAMES } from '@syna/contracts/roles';
import { initI18n } from '@/lib/i18n/i18n';
import { sessionKeys } from '@/lib/session/session-queries';
import { invitationKeys } from '@/features/invitations/api';
import { InviteDialog } from './invite-dialog';

const role = (name: string, permissions: string[]): Role => ({
  id: `role-${name}`,
  name,
  builtIn: false,
  permissions,
  memberCount: 0,
});
const ROLES: Role[] = [
  ...ROLE_NAMES.map((name) => ({ ...role(name, DEFAULT_ROLE_PERMISSIONS[name]), builtIn: true })),
  role('Kontaktläsare', ['contacts.read']),
];

/** The dialog in firm `acme`, for a caller with these roles and patterns. */
function renderFor(caller: { roles: string[]; permissions: string[] }) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
  queryClient.setQueryData(invitationKeys.roles('acme'), ROLES);
  queryClient.setQueryData(sessionKeys.initialData('acme'), caller as unknown as InitialData);
  const router = createMemoryRouter([{ path: '/:tenant', element: <InviteDialog onClose={() => {}} /> }], {
    initialEntries: ['/acme'],
  });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

/** The roles offered, by the names shown (each checkbox's label also says what the role is for). */
const offered = () =>
  screen
    .getAllByRole('checkbox')
    .map((box) => box.closest('label')!.querySelector('[data-testid="role-choice-name"]')!.textContent);

beforeAll(async () => {
  await initI18n().changeLanguage('sv');
});
afterEach(cleanup);

describe('the invitation dialog offers only the roles the caller may give', () => {
  it('to an administrator: every role but the owner’s', () => {
    renderFor({ roles: ['admin'], permissions: ['*'] });
    expect(offered()).toEqual([
      'Administratör',
      'Besiktningsman',
      'Kontor',
      'Läsare',
      'Gäst',
      'Kontaktläsare',
    ]);
  });

  it('to an owner: the owner’s too', () => {
    renderFor({ roles: ['owner'], permissions: ['*'] });
    expect(offered()).toContain('Ägare');
  });

  it('to an administrator narrowed to contacts: only roles within them', () => {
    renderFor({ roles: ['admin'], permissions: ['contacts.*'] });
    expect(offered()).toEqual(['Kontaktläsare']);
  });

  it('names every built-in role once, in words, with what it is for', () => {
    renderFor({ roles: ['owner'], permissions: ['*'] });
    const names = offered();
    expect(new Set(names).size).toBe(names.length);
    expect(screen.getByRole('checkbox', { name: /^Besiktningsman.*raderar inte uppdrag/ })).toBeTruthy();
    for (const code of ROLE_NAMES) expect(screen.queryByText(new RegExp(`\\(${code}\\)`))).toBeNull();
  });
});
