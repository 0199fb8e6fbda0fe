import { describe, expect, it } from 'vitest';
import { endpointUrl } from '@syna/contracts/endpoints/endpoint-url';
import { memberEndpoints } from '@syna/contracts/endpoints/roles-and-groups';
import type { OrganizationMember } from '@syna/contracts/roles-and-groups';
import { baseUrl, callApi, DEMO } from '../support/browser.ts';
import { useSignedIn } from '../support/signed-in.ts';

const { tenant, params, signedIn } = useSignedIn();

describe('the firm’s users', () => {
  it('an admin changes a member’s roles and sees them in the list; removing the owner is refused', async () => {
    const admin = await signedIn(DEMO.admin);
    const token = admin.token;
    const { items } = await callApi<{ items: OrganizationMember[] }>(
      token,
      'GET',
      endpointUrl(memberEndpoints.users, { params }),
    );
    const member = items.find((item) => item.name === DEMO.user.name)!;
    const { page } = admin;
    try {
      await page.goto(`${baseUrl()}/main/${tenant}/admin`);
      await page.getByTestId('admin-area-link-users').press('Enter');
      await page.getByTestId('users-page').waitFor();
      const row = page.getByTestId('user-row').filter({ hasText: DEMO.user.name });
      await row.getByRole('link', { name: DEMO.user.name }).click();

      await page.getByTestId('user-page').waitFor();
      await page.getByRole('heading', { level: 1, name: DEMO.user.name }).waitFor();
      // The user's name is the last breadcrumb.
      const crumbs = page.getByRole('navigation', { name: 'Sökväg' });
      await crumbs.getByText(DEMO.user.name).waitFor();
      await page.getByRole('checkbox', { name: /^Läsare/ }).check();
      await page.getByTestId('user-roles-save').click();
      await page.getByText(`Rollerna för ${DEMO.user.name} sparades`).waitFor();

      await crumbs.getByRole('link', { name: 'Användare' }).click();
      await page.getByTestId('users-page').waitFor();
      await expect.poll(() => row.getByText('Läsare', { exact: true }).count()).toBe(1);
      expect(await row.getByText('Besiktningsman', { exact: true }).count()).toBe(1);

      // An admin may not remove the owner: the refusal is shown in the confirmation itself.
      await page.getByTestId('user-row').filter({ hasText: DEMO.owner.name }).getByRole('link').click();
      await page.getByTestId('user-remove').click();
      const dialog = page.getByTestId('user-remove-dialog');
      await dialog.getByText(`Ta bort ${DEMO.owner.name} från organisationen?`).waitFor();
      await dialog.getByRole('button', { name: 'Ta bort från organisationen' }).click();
      await dialog.getByText('Bara en ägare kan ta bort en ägare').waitFor();
      await dialog.getByRole('button', { name: 'Avbryt' }).click();
      await dialog.waitFor({ state: 'hidden' });
      await page.getByRole('heading', { level: 1, name: DEMO.owner.name }).waitFor();
      expect(admin.errors).toEqual([]);
    } finally {
      // Later flows of the run use the demo user as the seed made them.
      await callApi(
        token,
        'POST',
        endpointUrl(memberEndpoints.changeRoles, { params: { ...params, id: member.userId } }),
        { roles: member.roles },
      );
    }
  });
});
