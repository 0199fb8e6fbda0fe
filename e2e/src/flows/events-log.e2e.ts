import { describe, expect, it } from 'vitest';
import { baseUrl, DEMO } from '../support/browser.ts';
import { useSignedIn } from '../support/signed-in.ts';

const { tenant, signedIn } = useSignedIn();

describe('the events log in the admin overview', () => {
  it('shows a change an administrator just made: who, what, which id and from where', async () => {
    const { page, errors } = await signedIn(DEMO.admin);
    const statusName = `Loggad ${Date.now()}`;

    await page.goto(`${baseUrl()}/main/${tenant}/admin/inspection-status`);
    await page.getByRole('button', { name: 'Ny status' }).click();
    const dialog = page.getByTestId('lookup-form-dialog');
    await dialog.getByLabel('Namn').fill(statusName);
    await dialog.getByLabel('Namn').press('Enter');
    await expect.poll(() => page.getByTestId('lookup-row').filter({ hasText: statusName }).count()).toBe(1);

    await page.goto(`${baseUrl()}/main/${tenant}/admin`);
    const log = page.getByRole('table', { name: 'Händelser' });
    await log.waitFor();
    const newest = log.getByTestId('event-row').first();
    const cells = await newest.getByRole('cell').allTextContents();
    expect(cells[1]).toBe('Adam Lind');
    expect(cells[2]).toContain('Skapade eller utförde · Status');
    expect(cells[2]).toContain('POST /v1/inspections/statuses');
    expect(cells[3]).toMatch(/^[0-9a-f-]{36}$/);
    expect(cells[4]).toMatch(/^(127\.0\.0\.1|::1|::ffff:127\.0\.0\.1)$/);
    expect(errors).toEqual([]);
  });
});
