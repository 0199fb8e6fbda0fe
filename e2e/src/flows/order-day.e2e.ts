import { describe, expect, it } from 'vitest';
import { baseUrl, collectPageErrors, DEMO, FIRMS } from '../support/browser.ts';
import { mailsTo } from '../support/mailbox.ts';
import { fillCustomerAndObject } from '../support/public-order.ts';
import { useSignedIn } from '../support/signed-in.ts';

const { browser, tenant, signedIn } = useSignedIn();

/** A phone of common size, as most customers order from one. */
const PHONE = { viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true } as const;

describe('an order from the public page to the calendar', () => {
  it('a customer orders on a phone; the office sees it arrive live, accepts it and finds the assignment and its day', async () => {
    const stamp = Date.now();
    const lastName = `Köpsson${stamp}`;

    // The office user watches the inbox of new orders.
    const office = await signedIn(DEMO.admin);
    await office.page.goto(`${baseUrl()}/main/${tenant}?view=inbox`);
    // The inbox already holds the demo's new orders; this one arrives among them.
    await office.page.locator('[data-testid="dashboard"][data-view="inbox"]').waitFor();

    // A customer orders on the firm's public page, on a phone, without signing in.
    const customerContext = await browser().newContext(PHONE);
    const customer = await customerContext.newPage();
    const customerErrors = collectPageErrors(customer);
    await customer.goto(`${baseUrl()}/web/${tenant}`);
    await expect.poll(() => customer.getByTestId('public-firm-name').textContent()).toBe(FIRMS.north.name);
    await customer.getByTestId('order-type-option').first().click();
    await customer.getByTestId('inspection-type-option').first().check();
    const preferredDate = await customer.getByTestId('preferred-date').inputValue();
    expect(preferredDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    // The date is picked with the phone's own date picker, from the firm's earliest date on.
    expect(await customer.getByTestId('preferred-date').getAttribute('type')).toBe('date');
    expect(await customer.getByTestId('preferred-date').getAttribute('min')).toBe(preferredDate);
    await fillCustomerAndObject(customer, lastName, stamp);
    await customer.getByLabel('Fastighetsbeteckning', { exact: false }).fill('Umeå Stöcke 5:12');

    // Sending without accepting the privacy policy is refused on the spot, and nothing is sent.
    await customer.getByTestId('submit-order').click();
    await expect
      .poll(() => customer.getByText('Du behöver godkänna integritetspolicyn').count())
      .toBeGreaterThan(0);
    expect(await office.page.getByText(lastName).count()).toBe(0);

    await customer.getByTestId('privacy-accepted').check();
    await customer.getByTestId('submit-order').click();
    await customer.getByTestId('order-completed-header').waitFor();
    expect(await customer.getByTestId('order-completed-header').textContent()).toBe(
      'Tack för din beställning!',
    );
    const orderNumber = (await customer.getByTestId('order-number').textContent())!.match(/B\d{4}-\d+/)![0];
    expect(customerErrors).toEqual([]);

    // The customer's confirmation arrives at the mail server, in Swedish, with the order's number.
    const customerAddress = `karin.${stamp}@example.se`;
    const mailWith = (text: string) => mailsTo(customerAddress).find((mail) => mail.includes(text));
    await expect.poll(() => mailWith(`Beställning: ${orderNumber}`), { timeout: 30_000 }).toBeTruthy();
    expect(mailWith(`Beställning: ${orderNumber}`)).toContain(`Hej Karin ${lastName},`);

    // The office sees the new order arrive without reloading the page.
    const row = office.page.locator(`[data-testid="order-inbox-row"][data-number="${orderNumber}"]`);
    await row.waitFor({ timeout: 20_000 });
    expect(await row.textContent()).toContain(lastName);

    // It opens the order and accepts it.
    await row.click();
    const view = office.page.getByTestId('order-view');
    await view.waitFor();
    expect(await office.page.getByTestId('order-header').getAttribute('data-status')).toBe('new');
    await office.page.getByTestId('order-accept').click();
    await office.page.getByTestId('accept-order-dialog').waitFor();
    await office.page.getByTestId('accept-order-confirm').click();
    await office.page.getByTestId('order-accepted').waitFor();
    expect(await office.page.getByTestId('order-header').getAttribute('data-status')).toBe('accepted');
    // and the customer is told of the booking.
    await expect.poll(() => mailWith('är bokad.'), { timeout: 30_000 }).toContain(`Datum: ${preferredDate}`);
    // The order lists what its customer was sent, each turning from "Köad" to "Skickad" without a reload.
    const sentMail = view.getByTestId('sent-mail-list');
    const sentRows = sentMail.getByRole('listitem');
    await expect
      .poll(() => sentRows.allTextContents(), { timeout: 30_000 })
      .toEqual([
        expect.stringMatching(new RegExp(`^Bokningsbekräftelse: besiktning ${preferredDate}.*Skickad$`)),
        expect.stringMatching(
          new RegExp(`^Vi har tagit emot beställning ${orderNumber}${customerAddress}.*Skickad$`),
        ),
      ]);

    // The new assignment carries the customer and the address from the order.
    await office.page.getByTestId('order-open-inspection').click();
    await office.page.getByTestId('inspection-view').waitFor();
    const header = office.page.getByTestId('inspection-header');
    await expect.poll(() => header.textContent()).toContain(lastName);
    const inspectionId = office.page.url().split('/').pop()!.split('?')[0]!;

    // It stands in the calendar on the date the customer chose.
    await office.page.goto(`${baseUrl()}/main/${tenant}?view=calendar&date=${preferredDate}`);
    const calendar = office.page.getByTestId('calendar');
    await calendar.waitFor();
    // The calendar opens on the office member's own entries; the assignment is the inspector's.
    expect(await calendar.getAttribute('data-scope')).toBe('mine');
    await office.page.getByTestId('calendar-scope-firm').click();
    await expect.poll(() => calendar.getAttribute('data-scope')).toBe('firm');
    const entry = calendar.locator(
      `[data-testid="calendar-entry"][data-kind="inspection"][data-id="${inspectionId}"]`,
    );
    await entry.first().waitFor({ timeout: 20_000 });
    expect(await entry.first().textContent()).toContain('Storgatan 12');
    expect(office.errors).toEqual([]);
  });
});
