import { describe, expect, it } from 'vitest';
import { DEMO, FIRMS, baseUrl, openSignedIn, useBrowser } from '../support/browser.ts';

const browser = useBrowser();

const tenant = FIRMS.north.id;

// Link codes move a member to the firm's new issuer (docs/IDENTITY-PROVIDER.md; the move itself is
// tested through the API against a second issuer). On an install that has not moved, the member's
// page offers the code and the server's refusal says why there is nothing to move.
describe('a member’s link code', () => {
  it('is offered on the member’s page, and refused for a member already on the install’s sign-in', async () => {
    const { page, errors } = await openSignedIn(browser(), DEMO.admin);
    await page.goto(`${baseUrl()}/main/${tenant}/admin`);
    await page.getByTestId('admin-area-link-users').click();
    const row = page.getByTestId('user-row').filter({ hasText: DEMO.user.name });
    await row.getByRole('link', { name: DEMO.user.name }).click();
    await page.getByRole('heading', { level: 2, name: 'Ny inloggning' }).waitFor();
    await page.getByTestId('link-code-create').click();
    await page
      .getByTestId('link-code-error')
      .getByText('Användaren loggar redan in med organisationens inloggningstjänst')
      .waitFor();
    expect(await page.getByTestId('link-code').count()).toBe(0);
    expect(errors).toEqual([]);
  });
});
