import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { contactEndpoints } from '@syna/contracts/endpoints/contacts';
import { documentTemplateEndpoints } from '@syna/contracts/endpoints/documents';
import { endpointUrl } from '@syna/contracts/endpoints/endpoint-url';
import { inspectionEndpoints } from '@syna/contracts/endpoints/inspections';
import type { InspectionMetadata } from '@syna/contracts/inspections';
import { docxFile, paragraph } from '../../../apps/server/test/support/docx-files.ts';
import { baseUrl, callApi, DEMO, seriousAxeViolations, uploadApi } from '../support/browser.ts';
import { issueReport } from '../support/issued-report.ts';
import { useSignedIn } from '../support/signed-in.ts';

// The hidden-defect insurance request: an inspector opens a finished överlåtelsebesiktning with
// an issued report, checks what will be sent and sends it to the insurer (the fake insurer the
// global setup started), and sees the insurer's reference on the assignment; an assignment without
// an estate designation is told what to fill in and sends nothing.

const { tenant, params, signedIn } = useSignedIn();
const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const PHONE = { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true } as const;

/** The firm's report template, uploaded once by its administrator. */
let template: Promise<{ id: string }> | null = null;
function reportTemplate(): Promise<{ id: string }> {
  template ??= (async () => {
    const { context, token } = await signedIn(DEMO.admin);
    const uploaded = await uploadApi<{ id: string }>(
      token,
      endpointUrl(documentTemplateEndpoints.create, { params }),
      {
        name: `Försäkringsprotokoll ${Date.now() % 100_000}.docx`,
        type: DOCX,
        bytes: docxFile({ paragraphs: [paragraph('Besiktningsprotokoll {assignment.number}')] }),
      },
    );
    await context.close();
    return uploaded;
  })();
  return template;
}

const person = (token: string, firstName: string, lastName: string) =>
  callApi<{ id: string }>(token, 'POST', endpointUrl(contactEndpoints.create, { params }), {
    type: 'person',
    firstName,
    lastName,
  });

/**
 * A finished överlåtelsebesiktning of the demo firm, prepared through the API as the office would
 * have it: performed, inspected by the signed-in inspector, with its seller and buyer, the estate
 * designation when given, and its report issued.
 */
async function finishedAssignment(token: string, designation: string | null) {
  const choices = await callApi<InspectionMetadata>(
    token,
    'GET',
    endpointUrl(inspectionEndpoints.formChoices, { params }),
  );
  const type = choices.types.find((candidate) => candidate.name === 'Överlåtelsebesiktning')!;
  const performed = choices.statuses.find((status) => status.category === 'performed')!;
  const role = (name: string) => choices.contactRoles.find((candidate) => candidate.name === name)!.id;
  const inspector = choices.inspectors.find((candidate) => candidate.name === DEMO.user.name)!;
  const seller = await person(token, 'Sara', 'Säljare');
  const buyer = await person(token, 'Kalle', 'Köpare');
  const assignment = await callApi<{ id: string; number: string }>(
    token,
    'POST',
    endpointUrl(inspectionEndpoints.create, { params }),
    {
      typeId: type.id,
      statusId: performed.id,
      customerId: seller.id,
      address: { address: 'Kvarnvägen 3', postalCode: '903 25', city: 'Umeå' },
      date: '2026-11-20',
      inspectorId: inspector.id,
      contacts: [
        { contactId: seller.id, roleId: role('Säljare') },
        { contactId: buyer.id, roleId: role('Köpare') },
      ],
      ...(designation ? { attributes: { 'estate.number': designation } } : {}),
    },
  );
  await issueReport(token, assignment.id, (await reportTemplate()).id);
  return assignment;
}

const openAssignment = (page: Page, id: string) => page.goto(`${baseUrl()}/main/${tenant}/inspections/${id}`);

describe('the hidden-defect insurance request', () => {
  it(
    'an inspector sends the request of a finished överlåtelsebesiktning and sees the insurer’s reference',
    { timeout: 240_000 },
    async () => {
      const { context, page, errors, token } = await signedIn(DEMO.user);
      const assignment = await finishedAssignment(token, 'Umeå Tegsbacken 2:14');
      await openAssignment(page, assignment.id);
      const section = page.getByTestId('insurance-section');
      await section.getByRole('button', { name: 'Begär dolda fel-försäkring' }).click();

      const dialog = page.getByTestId('insurance-dialog');
      await dialog.getByText(`Begär dolda fel-försäkring för uppdrag ${assignment.number}`).waitFor();
      expect(await dialog.getByTestId('insurance-seller').textContent()).toContain('Sara Säljare');
      expect(await dialog.getByTestId('insurance-buyer').textContent()).toContain('Kalle Köpare');
      expect(await dialog.getByTestId('insurance-estate').textContent()).toContain('Umeå Tegsbacken 2:14');
      expect(await dialog.getByTestId('insurance-address').textContent()).toContain('Kvarnvägen 3');
      expect(await dialog.getByTestId('insurance-date').textContent()).toContain('2026-11-20');
      expect(await dialog.getByTestId('insurance-inspector').textContent()).toContain(DEMO.user.name);
      expect(await dialog.getByTestId('insurance-report').textContent()).toMatch(
        /Version 1 utfärdad \d{4}-\d{2}-\d{2}.*SHA-256 [0-9a-f]{12}/,
      );
      expect(await seriousAxeViolations(page, { selector: '[data-testid="insurance-dialog"]' })).toEqual([]);

      // Cancel has the focus: the keyboard reaches the send button with a Tab.
      await page.keyboard.press('Tab');
      await page.keyboard.press('Enter');
      const result = dialog.getByTestId('insurance-result');
      await result.waitFor();
      expect(await result.textContent()).toMatch(/Försäkringsbolagets referens: DFF-\d+/);
      const reference = /DFF-\d+/.exec((await result.textContent())!)![0];
      await dialog.getByRole('button', { name: 'Stäng' }).click();
      await dialog.waitFor({ state: 'detached' });

      // The sent request stays on the assignment, with its reference, and no button to send again.
      await section.getByTestId('insurance-sent').getByText(`Referens ${reference}`).waitFor();
      await page.reload();
      await section.getByTestId('insurance-sent').getByText(`Referens ${reference}`).waitFor();
      expect(await section.getByTestId('insurance-request').count()).toBe(0);
      expect(errors).toEqual([]);
      await context.close();
    },
  );

  it('names the missing estate designation on a phone and sends nothing', { timeout: 240_000 }, async () => {
    const { context, page, errors, token } = await signedIn(DEMO.user, undefined, PHONE);
    const assignment = await finishedAssignment(token, null);
    await openAssignment(page, assignment.id);
    await page.getByTestId('insurance-section').getByTestId('insurance-request').click();
    const dialog = page.getByTestId('insurance-dialog');
    const message = dialog.getByTestId('insurance-incomplete');
    await message.waitFor();
    expect(await message.textContent()).toContain(
      'Försäkringsobjektet kan inte skapas. Kontrollera uppgifterna: Fastighetsbeteckning saknas',
    );
    expect(await dialog.getByTestId('insurance-estate').textContent()).toContain('saknas');
    expect(await dialog.getByTestId('insurance-send').count()).toBe(0);
    // The dialog fits the phone: nothing wider than the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await page.getByTestId('insurance-sent').count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});
