import { describe, expect, it } from 'vitest';
import { baseUrl, callApi, DEMO } from '../support/browser.ts';
import { useSignedIn } from '../support/signed-in.ts';

const { tenant, signedIn } = useSignedIn();

/** A valid personnummer born 1975-05-05 with the given serial (three digits), with its check digit. */
function personnummer(serial: number): string {
  const digits = `750505${String(serial).padStart(3, '0')}`;
  const sum = [...digits].reduce((total, digit, index) => {
    const product = Number(digit) * (index % 2 === 0 ? 2 : 1);
    return total + (product > 9 ? product - 9 : product);
  }, 0);
  return `19${digits.slice(0, 6)}-${digits.slice(6)}${(10 - (sum % 10)) % 10}`;
}

interface OrderPage {
  nextDate: string;
  orderTypes: { id: string; name: string; inspectionTypes: { id: string; name: string }[] }[];
}

describe('accepting an order', () => {
  it('shows a customer who differs from the matching contact side by side, and creates one assignment per ordered type with the chosen contact and inspector', async () => {
    const stamp = Date.now();
    const number = personnummer(stamp % 1000);
    const office = await signedIn(DEMO.owner);
    const token = office.token;

    // The address book knows the number as Karin Lindqvist's; the order comes from Sven Berg.
    await callApi(token, 'POST', `/${tenant}/v1/contact`, {
      type: 'person',
      firstName: 'Karin',
      lastName: `Lindqvist${stamp}`,
      number,
      email: `karin.${stamp}@example.se`,
    });
    const page = await callApi<OrderPage>(token, 'GET', `/${tenant}/v1/vb/public/order`);
    const orderType = page.orderTypes.find((type) => type.inspectionTypes.length >= 2)!;
    const receipt = await callApi<{ number: string }>(token, 'POST', `/${tenant}/v1/vb/public/order`, {
      orderTypeId: orderType.id,
      types: orderType.inspectionTypes.map((type) => type.id),
      preferredDate: page.nextDate,
      customer: {
        type: 'person',
        firstName: 'Sven',
        lastName: `Berg${stamp}`,
        email: `sven.${stamp}@example.se`,
        phone: '070-999 88 77',
        number,
      },
      object: { address: { address: 'Storgatan 12', postalCode: '90325', city: 'Umeå' } },
      message: 'Nyckeln finns hos grannen i nr 14.',
      privacyAccepted: true,
    });
    const found = await callApi<{ items: { id: string; number: string }[] }>(
      token,
      'POST',
      `/${tenant}/v1/vb/admin/order/search`,
      { text: receipt.number },
    );
    const orderId = found.items.find((item) => item.number === receipt.number)!.id;

    await office.page.goto(`${baseUrl()}/main/${tenant}/order/${orderId}`);
    await office.page.getByTestId('order-view').waitFor();
    await office.page.getByTestId('order-accept').click();
    const dialog = office.page.getByTestId('accept-order-dialog');
    await dialog.waitFor();

    // The differences stand side by side: the order's details beside the address book's.
    const match = dialog.getByTestId('party-match-customer');
    await match.waitFor();
    const nameRow = match.getByTestId('party-difference-name');
    expect(await nameRow.textContent()).toContain(`Sven Berg${stamp}`);
    expect(await nameRow.textContent()).toContain(`Karin Lindqvist${stamp}`);
    expect(await match.getByTestId('party-difference-email').textContent()).toContain(
      `sven.${stamp}@example.se`,
    );

    // Accepting without a decision is stopped with a message; nothing is created.
    await dialog.getByTestId('accept-order-confirm').click();
    await match.getByText('Välj vad som ska hända med kontakten').waitFor();
    expect(await office.page.getByTestId('order-header').getAttribute('data-status')).toBe('new');

    // Staff choose to update the contact, every ordered type (all checked) and the inspector.
    await match.getByTestId('party-decision-customer-update').click();
    for (const type of orderType.inspectionTypes) {
      expect(await dialog.getByRole('checkbox', { name: type.name }).isChecked()).toBe(true);
    }
    await dialog.getByRole('combobox', { name: /Besiktningsman/ }).click();
    await office.page.getByRole('option', { name: DEMO.user.name }).click();
    // Booked at 13:30 on the wished day; the dialog says what the customer asked for.
    expect(await dialog.getByText(`Kunden önskade ${page.nextDate}.`).isVisible()).toBe(true);
    await dialog.getByRole('group', { name: 'Tid' }).getByRole('spinbutton').nth(0).click();
    await office.page.keyboard.type('1330');
    await dialog.getByTestId('accept-order-confirm').click();
    const banner = office.page.getByTestId('order-accepted');
    await banner.waitFor();
    const toast = await office.page.getByTestId('snackbar').innerText();

    // One assignment per ordered type, listed on the order; the banner and the toast name them all.
    const assignments = office.page.getByTestId('order-assignment');
    await expect.poll(() => assignments.count()).toBe(orderType.inspectionTypes.length);
    const created = await callApi<{ inspections: { number: string }[] }>(
      token,
      'GET',
      `/${tenant}/v1/vb/admin/order/${orderId}`,
    );
    const createdText = `Uppdragen ${created.inspections.map((inspection) => inspection.number).join(', ')} är skapade.`;
    expect(await banner.innerText()).toContain(createdText);
    expect(toast).toContain(createdText);

    // The customer's message and wish stand apart from the description and the booking.
    await assignments.first().click();
    const details = office.page.getByTestId('inspection-details');
    await details.waitFor();
    expect(await details.getByTestId('inspection-customer-message').innerText()).toContain(
      'Nyckeln finns hos grannen i nr 14.',
    );
    expect(await details.getByTestId('inspection-description').innerText()).not.toContain('Nyckeln');
    const detailsText = await details.innerText();
    expect(detailsText).toMatch(new RegExp(`Kundens önskade datum\\s+${page.nextDate}`));
    expect(detailsText).toMatch(/Starttid\s+13:30/);

    // Each carries the order's customer (the contact, updated) and the chosen inspector.
    for (let index = 0; index < orderType.inspectionTypes.length; index += 1) {
      await office.page.goto(`${baseUrl()}/main/${tenant}/order/${orderId}`);
      await office.page.getByTestId('order-assignment').nth(index).click();
      await office.page.getByTestId('inspection-view').waitFor();
      const header = office.page.getByTestId('inspection-header');
      await expect.poll(() => header.textContent()).toContain(`Sven Berg${stamp}`);
      expect(await header.textContent()).toContain(DEMO.user.name);
      expect(await header.textContent()).toContain(orderType.inspectionTypes[index]!.name);
    }
    expect(office.errors).toEqual([]);
    // Several page loads and API calls: more than one plain flow's minute on a busy machine.
  }, 180_000);
});
