import { describe, expect, it } from 'vitest';
import { endpointUrl } from '@syna/contracts/endpoints/endpoint-url';
import { inspectionStatusEndpoints } from '@syna/contracts/endpoints/lookups';
import { baseUrl, callApi, DEMO } from '../support/browser.ts';
import { customerWithAssignment } from '../support/customer-assignment.ts';
import { useSignedIn } from '../support/signed-in.ts';

const { tenant, params, signedIn } = useSignedIn();

describe('the events log in the admin overview', () => {
  it('tells a status change as a sentence with who and the assignment, linked, and filters by person', async () => {
    const { page, errors, token } = await signedIn(DEMO.admin);
    const stamp = Date.now();
    const statusName = `Bokad ${stamp}`;
    await callApi(token, 'POST', endpointUrl(inspectionStatusEndpoints.create, { params }), {
      name: statusName,
    });
    const { assignment } = await customerWithAssignment(token, {
      firstName: 'Nora',
      lastName: `Notis${stamp}`,
      email: `nora.${stamp}@example.se`,
    });

    // The status, changed on the assignment's page.
    await page.goto(`${baseUrl()}/main/${tenant}/inspections/${assignment.id}`);
    const header = page.getByTestId('inspection-header');
    await page.getByTestId('inspection-status').click();
    await page.getByRole('menuitem', { name: statusName }).click();
    await expect.poll(() => header.textContent()).toContain(statusName);

    // The log, of the administrator's own changes.
    await page.goto(`${baseUrl()}/main/${tenant}/admin`);
    await page.getByTestId('event-filter-actor').click();
    await page.getByRole('option', { name: DEMO.admin.name }).click();
    const log = page.getByTestId('events-log');
    const sentences = log.getByTestId('event-sentence');
    const change = sentences.filter({ hasText: `till ${statusName}` });
    await expect.poll(() => change.count()).toBe(1);
    // Creating the status is told by its name too.
    expect(await sentences.filter({ hasText: `skapade statusen ${statusName}` }).count()).toBe(1);
    expect(await change.textContent()).toMatch(
      new RegExp(
        `^${DEMO.admin.name} ändrade status på uppdrag ${assignment.number} från .+ till ${statusName}$`,
      ),
    );
    const names = await sentences.allTextContents();
    expect(names.every((sentence) => sentence.startsWith(`${DEMO.admin.name} `))).toBe(true);

    // The assignment's number leads to it.
    const link = change.getByTestId('event-record-link');
    expect(await link.textContent()).toBe(`uppdrag ${assignment.number}`);
    await link.click();
    await page.waitForURL(`**/main/${tenant}/inspections/${assignment.id}`);
    await expect.poll(() => header.textContent()).toContain(assignment.number);
    expect(errors).toEqual([]);
  });
});
