import type { Page } from 'playwright-core';

/**
 * Fills in the order page's customer and object as a customer would: a private person named
 * `lastName`, reached at an address of their own, ordering for a house in Umeå.
 */
export async function fillCustomerAndObject(customer: Page, lastName: string, stamp: number): Promise<void> {
  await customer.getByLabel('Förnamn', { exact: false }).first().fill('Karin');
  await customer.getByLabel('Efternamn', { exact: false }).first().fill(lastName);
  await customer.getByLabel('E-post', { exact: false }).first().fill(`karin.${stamp}@example.se`);
  await customer.getByLabel('Gatuadress', { exact: false }).fill('Storgatan 12');
  await customer.getByLabel('Postnummer', { exact: false }).fill('90325');
  await customer.getByRole('textbox', { name: /^Ort\b/ }).fill('Umeå');
}
