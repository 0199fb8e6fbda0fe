import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { endpointUrl } from '@syna/contracts/endpoints/endpoint-url';
import { orderEndpoints } from '@syna/contracts/endpoints/orders';
import {
  groupEndpoints,
  permissionEndpoints,
  roleEndpoints,
} from '@syna/contracts/endpoints/roles-and-groups';
import type { Group, Role } from '@syna/contracts/roles-and-groups';
import { apiRefusal, baseUrl, callApi, DEMO, mainMenuLink, waitForPath } from '../support/browser.ts';
import { useSignedIn } from '../support/signed-in.ts';

const { tenant, params, signedIn } = useSignedIn();

/** The "Beställningar" item of the top bar's menu (wide screen: inline in the main navigation). */
const ordersInMenu = (page: Page) => mainMenuLink(page, 'Beställningar');

/** The member reloads (no new sign-in) and the shell is back. */
async function reload(page: Page): Promise<void> {
  await page.reload();
  await page.getByTestId('dashboard').waitFor();
}

describe('roles, groups and their permissions decide what a member sees', () => {
  it('a narrower role hides a menu item after a reload, and a group with a pattern brings it back', async () => {
    const admin = await signedIn(DEMO.admin);
    const member = await signedIn(DEMO.user);
    const token = admin.token;
    const roles = await callApi<{ items: Role[] }>(token, 'GET', endpointUrl(roleEndpoints.list, { params }));
    const userRole = roles.items.find((role) => role.name === 'user')!;
    const groupName = `Beställare ${Date.now()}`;
    try {
      await expect.poll(() => ordersInMenu(member.page).count()).toBe(1);

      await admin.page.goto(`${baseUrl()}/main/${tenant}/admin`);
      await admin.page.getByTestId('admin-area-link-roles').press('Enter');
      await admin.page.getByTestId('roles-page').waitFor();
      await admin.page.getByTestId('role-edit-user').click();
      const dialog = admin.page.getByTestId('role-dialog');
      // The patterns themselves are the advanced view, under the checkboxes.
      await dialog.getByTestId('role-dialog-advanced').click();
      const patterns = dialog.getByTestId('role-dialog-patterns');
      // A pattern outside the language is refused as it is typed, on its line.
      await patterns.fill('inspections.*\norders.rea*');
      await dialog.getByText('Rad 2: En * måste stå ensam mellan punkterna, till exempel orders.*').waitFor();
      await patterns.fill(
        userRole.permissions.filter((pattern) => !pattern.startsWith('orders.')).join('\n'),
      );
      await dialog.getByTestId('role-dialog-save').click();
      await dialog.waitFor({ state: 'hidden' });
      // The list says in words what the role may do: orders no longer among it.
      await expect
        .poll(() =>
          admin.page
            .getByTestId('role-user')
            .getByText(/^Beställningar:/)
            .count(),
        )
        .toBe(0);
      await admin.page.getByTestId('role-user').getByText('Uppdrag: läsa, ändra', { exact: true }).waitFor();

      await reload(member.page);
      await expect.poll(() => ordersInMenu(member.page).count()).toBe(0);
      // The orders page itself follows too: its address leads to the dashboard.
      await member.page.goto(`${baseUrl()}/main/${tenant}/order`);
      await waitForPath(member.page, `/main/${tenant}`);
      await member.page.getByTestId('dashboard').waitFor();
      // And the server refuses the member the orders' calls: forbidden, not merely out of sight.
      const refused = await apiRefusal(
        member.token,
        'POST',
        endpointUrl(orderEndpoints.search, { params }),
        {},
      );
      expect(refused.status).toBe(403);

      await admin.page.getByTestId('group-create').click();
      const groupDialog = admin.page.getByTestId('group-dialog');
      await groupDialog.getByTestId('group-dialog-name').fill(groupName);
      await groupDialog.getByTestId('group-dialog-advanced').click();
      await groupDialog.getByTestId('group-dialog-patterns').fill('orders.*');
      await groupDialog.getByTestId('group-dialog-save').click();
      await groupDialog.waitFor({ state: 'hidden' });
      await admin.page.getByTestId(`group-members-${groupName}`).click();
      const members = admin.page.getByTestId('group-members-dialog');
      await members.getByLabel('Lägg till medlem').click();
      await admin.page.getByRole('option', { name: new RegExp(DEMO.user.name) }).click();
      await members.getByTestId('group-member-add').click();
      await expect
        .poll(() => members.getByTestId('group-member').filter({ hasText: DEMO.user.name }).count())
        .toBe(1);
      await members.getByRole('button', { name: 'Stäng' }).click();

      await reload(member.page);
      await expect.poll(() => ordersInMenu(member.page).count()).toBe(1);

      // Deleting the group, after its confirmation, takes its pattern away again.
      await admin.page.getByTestId(`group-delete-${groupName}`).click();
      await admin.page.getByTestId('group-delete-dialog').getByRole('button', { name: 'Ta bort' }).click();
      await expect.poll(() => admin.page.getByTestId(`group-${groupName}`).count()).toBe(0);
      await reload(member.page);
      await expect.poll(() => ordersInMenu(member.page).count()).toBe(0);
      expect([...admin.errors, ...member.errors]).toEqual([]);
    } finally {
      // Later flows of the run use the demo firm's user role as the seed made it.
      await callApi(token, 'POST', endpointUrl(permissionEndpoints.set, { params }), {
        target: userRole.id,
        patterns: userRole.permissions,
      });
      const groups = await callApi<{ items: Group[] }>(
        token,
        'GET',
        endpointUrl(groupEndpoints.list, { params }),
      );
      for (const group of groups.items.filter((each) => each.name === groupName)) {
        await callApi(
          token,
          'DELETE',
          endpointUrl(groupEndpoints.remove, { params: { ...params, id: group.id } }),
        );
      }
    }
  });
});
