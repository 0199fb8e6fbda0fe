import { describe, expect, it } from 'vitest';
import { endpointUrl } from '@syna/contracts/endpoints/endpoint-url';
import { orderEndpoints } from '@syna/contracts/endpoints/orders';
import {
  baseUrl,
  callApi,
  collectPageErrors,
  DEMO,
  FIRMS,
  seriousAxeViolations,
  waitForPath,
} from '../support/browser.ts';
import { useSignedIn } from '../support/signed-in.ts';
import { linkMailedTo, signUpThroughMail } from '../support/mailbox.ts';

const { browser, tenant, signedIn } = useSignedIn();

type OrderHits = { items: { id: string; number: string; customerName: string }[] };

describe('the partner network', () => {
  it('a partner firm accepts the invitation, sees the order shared with it (personnummer masked) and not another, and edits what a share allows', async () => {
    const stamp = Date.now();
    const email = `partner.${stamp}@example.se`;
    const password = 'partnerns-lösenord';
    const partnerFirm = `Partnerfirman ${stamp}`;

    // The partner makes an account, confirms the address and creates a firm of their own.
    const context = await browser().newContext();
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    await page.goto(`${baseUrl()}/main/`);
    await signUpThroughMail(page, { firstName: 'Petra', lastName: 'Partner', email, password });
    await waitForPath(page, '/main/welcome');
    await page.getByLabel('Organisationens namn').fill(partnerFirm);
    await page.getByRole('button', { name: 'Skapa organisation' }).click();
    await page.getByTestId('dashboard').waitFor();

    // The firm's administrator invites the partner firm through its administrator's address.
    const admin = await signedIn(DEMO.admin);
    await admin.page.goto(`${baseUrl()}/main/${tenant}/admin`);
    await admin.page.getByTestId('admin-area-link-network').press('Enter');
    // Both sections loaded: the one above shrinking from its placeholder moves "Bjud in" under the
    // pointer, and a click aimed before the move misses it.
    for (const kind of ['user', 'org']) {
      await admin.page.locator(`[data-testid="network-${kind}"][aria-busy="false"]`).waitFor();
    }
    const organisations = admin.page.getByTestId('network-org');
    await organisations.getByTestId('network-invite-org').click();
    const dialog = admin.page.getByTestId('network-invite-dialog');
    await dialog.getByTestId('network-invite-email').fill(email);
    await dialog.getByTestId('network-invite-send').click();
    await dialog.waitFor({ state: 'hidden' });
    await organisations.getByTestId(`network-invitation-${email}`).waitFor();
    expect(await seriousAxeViolations(admin.page)).toEqual([]);

    // The partner follows the mailed link and joins the network for their firm.
    await page.goto(await linkMailedTo(email, `/main/network/${tenant}\\?invitation=`));
    await page.getByRole('heading', { level: 1, name: `Delat av ${FIRMS.north.name}` }).waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: `Gå med i nätverket för ${FIRMS.north.name}` }).click();
    await page.getByTestId('network-shared-empty').waitFor();
    await admin.page.reload();
    await organisations.getByTestId(`network-partner-${email}`).getByText(partnerFirm).waitFor();

    // The administrator shares an order whose customer has a personnummer ("Dela").
    const token = admin.token;
    const hits = await callApi<OrderHits>(
      token,
      'POST',
      endpointUrl(orderEndpoints.search, { params: { tenant } }),
      { pageSize: -1 },
    );
    const shared = hits.items.find((order) => order.customerName.includes('Sjöberg'))!;
    const unshared = hits.items.find((order) => order.id !== shared.id)!;
    await admin.page.goto(`${baseUrl()}/main/${tenant}/order/${shared.id}`);
    const panel = admin.page.getByTestId('network-shares');
    await panel.getByTestId('network-share-open').click();
    const shareDialog = admin.page.getByTestId('network-share-dialog');
    await shareDialog.getByTestId('network-share-partner').click();
    await admin.page.getByRole('option', { name: `${partnerFirm} (Organisation)` }).click();
    await shareDialog.getByTestId('network-share-save').click();
    await shareDialog.waitFor({ state: 'hidden' });
    await panel.getByText(partnerFirm).waitFor();
    expect(await seriousAxeViolations(admin.page, { selector: '[data-testid="network-shares"]' })).toEqual(
      [],
    );
    expect(admin.errors).toEqual([]);

    // The partner sees the order, masked, and nothing of an order not shared.
    await page.reload();
    await page.getByRole('link', { name: `Beställning ${shared.number}` }).click();
    await waitForPath(page, `/main/network/${tenant}/order/${shared.id}`);
    await expect.poll(() => page.getByTestId('shared-customer-number').textContent()).toBe('19750808-****');
    expect(await page.getByTestId('shared-order').textContent()).not.toContain('9906');
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.goto(`${baseUrl()}/main/network/${tenant}/order/${unshared.id}`);
    await page.getByTestId('shared-order-not-found').waitFor();

    // Shared again for editing, the order's message is the partner's to change.
    await panel.getByTestId('network-share-open').click();
    await shareDialog.getByTestId('network-share-partner').click();
    await admin.page.getByRole('option', { name: `${partnerFirm} (Organisation)` }).click();
    await shareDialog.getByRole('checkbox', { name: 'Partnern får ändra' }).check();
    await shareDialog.getByTestId('network-share-save').click();
    await panel.getByText('Får ändra').waitFor();
    await page.goto(`${baseUrl()}/main/network/${tenant}/order/${shared.id}`);
    await page.getByTestId('shared-edit').click();
    await page.getByRole('textbox', { name: 'Meddelande' }).fill('Vi kan ta den på tisdag');
    await page.getByRole('button', { name: 'Spara' }).click();
    await expect
      .poll(() => page.getByTestId('shared-order-text').textContent())
      .toBe('Vi kan ta den på tisdag');
    expect(errors).toEqual([]);
    await context.close();
    await admin.context.close();
  }, 120_000);
});
