import { describe, expect, it } from 'vitest';
import { endpointUrl } from '@syna/contracts/endpoints/endpoint-url';
import { inspectionEndpoints } from '@syna/contracts/endpoints/inspections';
import { memberEndpoints, roleEndpoints } from '@syna/contracts/endpoints/roles-and-groups';
import type { OrganizationMember, Role } from '@syna/contracts/roles-and-groups';
import { baseUrl, callApi, DEMO, seriousAxeViolations } from '../support/browser.ts';
import { customerWithAssignment } from '../support/customer-assignment.ts';
import { useSignedIn } from '../support/signed-in.ts';

const { tenant, params, signedIn } = useSignedIn();

describe('a role built with checkboxes', () => {
  it('an admin ticks what a role may do, gives it to a member, and the member sees no delete button', async () => {
    const admin = await signedIn(DEMO.admin);
    const { token, page } = admin;
    const stamp = Date.now();
    const roleName = `Fältare ${stamp}`;
    const { items } = await callApi<{ items: OrganizationMember[] }>(
      token,
      'GET',
      endpointUrl(memberEndpoints.users, { params }),
    );
    const member = items.find((item) => item.name === DEMO.user.name)!;
    const { assignment } = await customerWithAssignment(token, {
      firstName: 'Fält',
      lastName: `Kund${stamp}`,
      email: `falt.${stamp}@example.se`,
    });
    try {
      await page.goto(`${baseUrl()}/main/${tenant}/admin/roles`);
      await page.getByTestId('roles-page').waitFor();
      await page.getByTestId('role-create').click();
      const dialog = page.getByTestId('role-dialog');
      await dialog.getByTestId('role-dialog-name').fill(roleName);
      // Changing needs reading: ticking "ändra" ticks "läsa" too.
      await dialog.getByRole('checkbox', { name: 'Uppdrag: ändra' }).check();
      expect(await dialog.getByRole('checkbox', { name: 'Uppdrag: läsa' }).isChecked()).toBe(true);
      expect(await dialog.getByRole('checkbox', { name: 'Uppdrag: radera' }).isChecked()).toBe(false);
      await dialog.getByRole('checkbox', { name: 'Kontakter: ändra' }).check();
      expect(await seriousAxeViolations(page, { selector: '[data-testid="role-dialog"]' })).toEqual([]);
      // The advanced view shows the patterns the boxes wrote.
      await dialog.getByTestId('role-dialog-advanced').click();
      await expect
        .poll(() => dialog.getByTestId('role-dialog-patterns').inputValue())
        .toBe(['inspections.read', 'inspections.write', 'contacts.read', 'contacts.write'].join('\n'));
      await dialog.getByTestId('role-dialog-save').click();
      await dialog.waitFor({ state: 'hidden' });
      await page.getByTestId(`role-${roleName}`).waitFor();

      // A second role by that name is refused as it is typed.
      await page.getByTestId('role-create').click();
      await dialog.getByTestId('role-dialog-name').fill(roleName.toUpperCase());
      await dialog.getByText('Det finns redan en roll som heter så.').waitFor();
      await dialog.getByRole('button', { name: 'Avbryt' }).click();
      await dialog.waitFor({ state: 'hidden' });

      // The member gets the new role in place of Besiktningsman.
      await page.goto(`${baseUrl()}/main/${tenant}/admin/users/${member.userId}`);
      await page.getByTestId('user-page').waitFor();
      await page.getByRole('checkbox', { name: new RegExp(`^${roleName}`) }).check();
      await page.getByRole('checkbox', { name: /^Besiktningsman/ }).uncheck();
      await page.getByTestId('user-roles-save').click();
      await page.getByText(`Rollerna för ${DEMO.user.name} sparades`).waitFor();

      const inspector = await signedIn(DEMO.user, `/inspections/${assignment.id}`);
      await inspector.page.getByTestId('inspection-header').waitFor();
      // The member may change the assignment (the status menu) but not delete it.
      expect(await inspector.page.getByTestId('inspection-delete').count()).toBe(0);
      await page.goto(`${baseUrl()}/main/${tenant}/inspections/${assignment.id}`);
      await page.getByTestId('inspection-delete').waitFor();
      expect([...admin.errors, ...inspector.errors]).toEqual([]);
      await inspector.context.close();
    } finally {
      // Later flows of the run use the demo user as the seed made them.
      await callApi(
        token,
        'POST',
        endpointUrl(memberEndpoints.changeRoles, { params: { ...params, id: member.userId } }),
        { roles: member.roles },
      );
      const roles = await callApi<{ items: Role[] }>(
        token,
        'GET',
        endpointUrl(roleEndpoints.list, { params }),
      );
      for (const role of roles.items.filter((each) => each.name === roleName))
        await callApi(
          token,
          'DELETE',
          endpointUrl(roleEndpoints.remove, { params: { ...params, id: role.id } }),
        );
      await callApi(
        token,
        'DELETE',
        endpointUrl(inspectionEndpoints.remove, {
          params: { ...params, id: assignment.id },
          query: { hard: 'true' },
        }),
      );
    }
  });
});
