import { describe, expect, it } from 'vitest';
import { baseUrl, collectPageErrors, DEMO, FIRMS, waitForPath } from '../support/browser.ts';
import { useSignedIn } from '../support/signed-in.ts';
import { linkMailedTo, signUpThroughMail } from '../support/mailbox.ts';

const { browser, tenant, signedIn } = useSignedIn();

describe('an administrator invites people to the firm', () => {
  it('invites an address with a role, sees it pending, is refused for a member, and withdraws it after asking', async () => {
    const admin = await signedIn(DEMO.admin);
    const page = admin.page;
    const email = `kollega.${Date.now()}@example.se`;

    await page.goto(`${baseUrl()}/main/${tenant}/admin`);
    await page.getByTestId('admin-area-link-users').press('Enter');
    const panel = page.getByTestId('invitations-panel');
    await panel.waitFor();

    await panel.getByTestId('invite-open').click();
    const dialog = page.getByTestId('invite-dialog');
    await dialog.getByTestId('invite-email').fill(email.toUpperCase());
    await dialog.getByRole('checkbox', { name: /^Läsare/ }).check();
    await dialog.getByTestId('invite-send').click();
    await dialog.waitFor({ state: 'hidden' });
    const row = panel.getByTestId(`invitation-${email}`);
    await row.getByText('Väntar').waitFor();
    await row.getByText(DEMO.admin.name, { exact: false }).waitFor();

    // Someone already in the firm is refused on the address field.
    await panel.getByTestId('invite-open').click();
    await dialog.getByTestId('invite-email').fill(DEMO.user.email);
    await dialog.getByTestId('invite-send').click();
    await dialog.getByText('Personen är redan medlem i organisationen').waitFor();
    await dialog.getByRole('button', { name: 'Avbryt' }).click();
    await dialog.waitFor({ state: 'hidden' });

    await row.getByRole('button', { name: `Dra tillbaka inbjudan till ${email}` }).click();
    const confirm = page.getByTestId('invitation-withdraw-dialog');
    await confirm.getByRole('button', { name: 'Dra tillbaka' }).click();
    await confirm.waitFor({ state: 'hidden' });
    await expect.poll(() => row.count()).toBe(0);
    expect(admin.errors).toEqual([]);
  });

  it('brings a person without an account in: the mailed link, sign-up, the confirmed address, and "Gå med"', async () => {
    const admin = await signedIn(DEMO.admin);
    const email = `nyanstalld.${Date.now()}@example.se`;
    const password = 'ett-eget-lösenord';
    await admin.page.goto(`${baseUrl()}/main/${tenant}/admin/users`);
    const panel = admin.page.getByTestId('invitations-panel');
    await panel.getByTestId('invite-open').click();
    const dialog = admin.page.getByTestId('invite-dialog');
    await dialog.getByTestId('invite-email').fill(email);
    await dialog.getByRole('checkbox', { name: /^Besiktningsman/ }).check();
    await dialog.getByTestId('invite-send').click();
    await panel.getByTestId(`invitation-${email}`).getByText('Väntar').waitFor();

    // The invitee opens the mailed link, has no account yet, and makes one on the sign-in page.
    const context = await browser().newContext();
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    await page.goto(await linkMailedTo(email, '/main/welcome\\?invitation='));
    await signUpThroughMail(page, { firstName: 'Nils', lastName: 'Nyanställd', email, password });

    // The confirmed address sees the invitation on the pick page and joins the firm.
    await waitForPath(page, '/main/welcome');
    await page.getByRole('button', { name: `Gå med i ${FIRMS.north.name}` }).click();
    await waitForPath(page, `/main/${tenant}`);
    await page.getByTestId('dashboard').waitFor();
    expect(errors).toEqual([]);
    await context.close();

    await admin.page.reload();
    await admin.page.getByRole('link', { name: 'Nils Nyanställd' }).waitFor();
    expect(admin.errors).toEqual([]);
  });
});
