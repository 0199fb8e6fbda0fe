import { describe, expect, it } from 'vitest';
import { DEMO, baseUrl } from '../support/browser.ts';
import { useSignedIn } from '../support/signed-in.ts';

const { tenant, signedIn } = useSignedIn();

// Link codes move a member to the firm's new issuer (docs/IDENTITY-PROVIDER.md; the move itself is
// tested through the API against a second issuer). They are issued before the move too, from the
// issuer the firm leaves, so that the move never waits for someone signed in at the new one.
describe('a member’s link code', () => {
  it('is issued on the member’s page before the install moves, and refused for an owner to an administrator', async () => {
    const { page, errors } = await signedIn(DEMO.admin);
    const openMember = async (name: string) => {
      await page.goto(`${baseUrl()}/main/${tenant}/admin`);
      await page.getByTestId('admin-area-link-users').press('Enter');
      const row = page.getByTestId('user-row').filter({ hasText: name });
      await row.getByRole('link', { name }).click();
      await page.getByRole('heading', { level: 2, name: 'Ny inloggning' }).waitFor();
    };

    await openMember(DEMO.user.name);
    await page.getByTestId('link-code-create').click();
    const code = page.getByTestId('link-code');
    await code.waitFor();
    expect(await code.inputValue()).toMatch(new RegExp(`^${tenant}\\.[\\w-]{43}$`));
    await page
      .getByText(`Den visas bara nu: ge den till ${DEMO.user.name} på säkert sätt.`, { exact: false })
      .waitFor();

    await openMember(DEMO.owner.name);
    await page.getByTestId('link-code-create').click();
    await page
      .getByTestId('link-code-error')
      .getByText('Bara en ägare kan ge eller ta ifrån någon ägarrollen')
      .waitFor();
    expect(await page.getByTestId('link-code').count()).toBe(0);
    expect(errors).toEqual([]);
  });
});
