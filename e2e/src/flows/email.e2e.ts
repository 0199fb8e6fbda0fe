import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { contactEndpoints } from '@syna/contracts/endpoints/contacts';
import { mailMessageEndpoints } from '@syna/contracts/endpoints/email';
import { endpointUrl } from '@syna/contracts/endpoints/endpoint-url';
import { baseUrl, callApi, DEMO, uploadApi, waitForPath } from '../support/browser.ts';
import { customerWithAssignment } from '../support/customer-assignment.ts';
import { useSignedIn } from '../support/signed-in.ts';
import { mailsTo } from '../support/mailbox.ts';

// E-mail from the firm: an inspector sends an assignment's report to its customer through the
// send page, and the firm's mail server (the tests' SMTP server on loopback) receives it with the
// attachment; an administrator edits a template with its live preview and reads the outbox.

const { tenant, params, signedIn } = useSignedIn();

/** A one-page PDF, the report the customer gets. */
const REPORT = Buffer.from(
  '%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n2 0 obj\n<< /Type /Pages /Kids [] /Count 0 >>\nendobj\n' +
    'trailer\n<< /Root 1 0 R >>\n%%EOF\n',
  'latin1',
);

/** A customer with an address of the run's own, the report on file with them, and their assignment. */
async function customerWithReport(token: string) {
  const email = `kund.${Date.now()}@example.se`;
  const { customer, assignment } = await customerWithAssignment(
    token,
    { firstName: 'Karin', lastName: 'Kund', email },
    { address: 'Sjögatan 4', postalCode: '903 25', city: 'Umeå' },
  );
  // The report is one of the customer's files.
  await uploadApi(token, endpointUrl(contactEndpoints.uploadFile, { params: { tenant, id: customer.id } }), {
    name: 'Besiktningsrapport.pdf',
    type: 'application/pdf',
    bytes: REPORT,
  });
  return { email, assignment };
}

/** The messages the mail server received for an address, waiting until there is one. */
async function receivedBy(address: string): Promise<string> {
  await expect.poll(() => mailsTo(address).length, { timeout: 30_000 }).toBeGreaterThan(0);
  return mailsTo(address).at(-1)!;
}

const snackbar = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text }).waitFor();

describe('e-mail from the firm', () => {
  it('an inspector e-mails an assignment’s report to the customer, and the mail server receives it with the attachment', async () => {
    const { context, page, errors, token } = await signedIn(DEMO.user);
    const { email, assignment } = await customerWithReport(token);

    await page.goto(`${baseUrl()}/main/${tenant}/inspections/${assignment.id}?tab=email`);
    await page.getByText('Ingen e-post har skickats härifrån ännu.').waitFor();
    await page.getByTestId('sent-mail-write').click();
    await waitForPath(page, `/main/${tenant}/inspections/${assignment.id}/email`);
    const form = page.getByTestId('send-mail-form');
    // The customer is chosen as the recipient from the start.
    await expect
      .poll(() => form.getByRole('checkbox', { name: `Karin Kund – ${email}` }).isChecked())
      .toBe(true);

    // The template fills in subject and text with the assignment's and the customer's details.
    await page.getByTestId('send-mail-template').click();
    await page.getByRole('option', { name: 'Rapport till kund' }).click();
    const subject = `Besiktningsrapport ${assignment.number}, Sjögatan 4, 903 25 Umeå`;
    await expect.poll(() => form.getByTestId('send-mail-subject').inputValue()).toBe(subject);
    expect(await form.getByTestId('send-mail-body').inputValue()).toMatch(/^Hej Karin!/);
    await form.getByRole('checkbox', { name: /^Besiktningsrapport\.pdf/ }).check();
    await form.getByTestId('send-mail-send').click();
    await snackbar(
      page,
      `Meddelandet till ${email} är köat för sändning; dess läge syns under Skickad e-post`,
    );
    await waitForPath(page, `/main/${tenant}/inspections/${assignment.id}`);

    const mail = await receivedBy(email);
    expect(mail).toContain(`Hej Karin!`);
    expect(mail).toMatch(/filename="?Besiktningsrapport\.pdf/);
    expect(mail).toContain(REPORT.toString('base64').slice(0, 60));

    // The message is recorded on the assignment, with its attachment.
    await page.getByTestId('inspection-tab-email').click();
    const sent = page.getByTestId('sent-mail-list');
    await sent.getByText(subject).waitFor();
    await sent.getByText(/Besiktningsrapport\.pdf/).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('an administrator edits an e-mail template with its preview, and reads a message in the outbox', async () => {
    const { context, page, errors, token } = await signedIn(DEMO.admin, '/admin');
    await page.getByTestId('admin-area-link-emailTemplates').press('Enter');
    await page.getByTestId('email-template-list-page').waitFor();
    await page.getByRole('link', { name: 'Bokningsbekräftelse' }).click();
    const editor = page.getByTestId('email-template-editor');
    await editor.waitFor();

    const subjectField = editor.getByTestId('email-template-subject');
    await subjectField.fill('Välkommen, uppdrag ');
    await subjectField.press('End');
    await editor.getByTestId('email-field-assignment.number').click();
    await expect.poll(() => subjectField.inputValue()).toBe('Välkommen, uppdrag {{ assignment.number }}');
    // The firm's assignment forms offer their fields too.
    await editor
      .getByTestId('email-form-fastighetsuppgifter')
      .getByTestId('email-field-form.fastighetsuppgifter.byggnadsar')
      .getByText('Byggnadsår')
      .waitFor();
    // The preview renders the draft with an assignment of the firm.
    const preview = page.getByTestId('email-preview-subject');
    await expect
      .poll(() => preview.textContent(), { timeout: 20_000 })
      .toMatch(/^Välkommen, uppdrag \d{4}-\d+$/);
    await editor.getByTestId('email-template-save').click();
    await snackbar(page, 'Mallen sparades');

    // A message of the run's own, then read in the outbox as it was written.
    const address = `kollega.${Date.now()}@example.se`;
    const subject = `Utkorgen ${Date.now()}`;
    await callApi(token, 'POST', endpointUrl(mailMessageEndpoints.send, { params }), {
      to: [address],
      subject,
      body: 'Hej!\n\nDet här står i utkorgen.',
    });
    await receivedBy(address);
    await page.goto(`${baseUrl()}/main/${tenant}/admin`);
    await page.getByTestId('admin-area-link-outbox').press('Enter');
    const row = page.getByTestId('outbox-row').filter({ hasText: subject });
    await row.getByText(address).waitFor();
    await row.getByText('Skickad').waitFor();
    await row.getByRole('button', { name: `Läs meddelandet ${subject}` }).click();
    const message = page.getByTestId('outbox-message');
    await message.getByTestId('outbox-message-text').getByText('Det här står i utkorgen.').waitFor();
    await message.getByText(DEMO.admin.name).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});
