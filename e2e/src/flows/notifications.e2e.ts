import { describe, expect, it } from 'vitest';
import type { InitialData } from '@syna/contracts/initial-data';
import type { Notification, NotificationList } from '@syna/contracts/notification';
import { mkdir } from 'node:fs/promises';
import { endpointPath } from '@syna/contracts/endpoints/endpoint-url';
import { inspectionEndpoints } from '@syna/contracts/endpoints/inspections';
import { baseUrl, callApi, DEMO, uploadApi } from '../support/browser.ts';
import { customerWithAssignment } from '../support/customer-assignment.ts';
import { unreadCount } from '../support/notification-bell.ts';
import { useSignedIn } from '../support/signed-in.ts';

const { tenant, signedIn } = useSignedIn();

describe('live notifications', () => {
  it('shows an administrator’s notification at once, marks it read when opened and clears the list', async () => {
    const user = await signedIn(DEMO.user);
    const page = user.page;
    const userToken = user.token;
    const { user: me } = await callApi<InitialData>(userToken, 'GET', `/${tenant}/v1/vb`);

    const admin = await signedIn(DEMO.admin);
    const adminToken = admin.token;
    await admin.context.close();

    const liveDot = page.getByTestId('live-dot');
    await page.locator('[data-testid="live-dot"][data-connected="true"]').waitFor();
    expect(await liveDot.getAttribute('aria-label')).toBe('Live-anslutning aktiv');

    const bell = page.getByTestId('notification-bell');
    const before = await unreadCount(page);

    const subject = `Besiktning Storgatan 12 ${Date.now()}`;
    const created = await callApi<Notification>(adminToken, 'POST', `/${tenant}/v1/vb/admin/notifications`, {
      userId: me.id,
      subject,
      body: 'Imorgon kl. 09:00, ta med fuktmätaren.',
      category: 'REMINDER',
    });

    const snackbar = page.getByTestId('snackbar');
    await snackbar.getByText(subject).waitFor();
    expect(await snackbar.getAttribute('data-color')).toBe('info');
    expect(await snackbar.innerText()).toContain('Imorgon kl. 09:00, ta med fuktmätaren.');
    await expect.poll(async () => unreadCount(page)).toBe(before + 1);
    expect(await bell.innerText()).toBe(String(before + 1));

    await bell.click();
    const dialog = page.getByTestId('notification-dialog');
    await dialog.waitFor();
    const item = dialog.getByRole('button', { name: new RegExp(`^Oläst:\\s*${subject}`) });
    expect(await item.isVisible()).toBe(true);
    await item.click();
    await dialog.getByRole('button', { name: new RegExp(`^${subject}`) }).waitFor();
    await expect.poll(async () => unreadCount(page)).toBe(before);
    const stored = await callApi<NotificationList>(userToken, 'GET', `/${tenant}/v1/vb/notifications`);
    expect(stored.items.find((notification) => notification.id === created.id)?.read).toBe(true);
    expect(await dialog.isVisible()).toBe(true);

    // Timed in the page, where the test runner's own delays do not count: from the moment the list
    // shows it is empty to the moment the dialog is gone (its 1 s delay plus the fade-out).
    const timing = page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          let emptiedAt = 0;
          const observer = new MutationObserver(() => {
            const open = document.querySelector('[data-testid="notification-dialog"]');
            if (!emptiedAt && open?.textContent?.includes('Inga notiser')) emptiedAt = performance.now();
            if (emptiedAt && !open) {
              observer.disconnect();
              resolve(performance.now() - emptiedAt);
            }
          });
          observer.observe(document.body, { childList: true, subtree: true, characterData: true });
        }),
    );
    await dialog.getByRole('button', { name: 'Rensa alla' }).click();
    await dialog.getByText('Inga notiser').waitFor();
    await dialog.waitFor({ state: 'detached', timeout: 5_000 });
    const closedAfter = await timing;
    expect(closedAfter).toBeGreaterThanOrEqual(950);
    expect(closedAfter).toBeLessThan(2_500);
    expect(await unreadCount(page)).toBe(0);
    const cleared = await callApi<NotificationList>(userToken, 'GET', `/${tenant}/v1/vb/notifications`);
    expect(cleared.total).toBe(0);
    expect(user.errors).toEqual([]);
    await user.context.close();
  });

  it('shows a notification’s icon, its file to download and its action, which leads to the assignment', async () => {
    const admin = await signedIn(DEMO.admin);
    const adminToken = admin.token;
    await admin.context.close();
    const user = await signedIn(DEMO.user);
    const page = user.page;
    const { user: me } = await callApi<InitialData>(user.token, 'GET', `/${tenant}/v1/vb`);

    const { assignment } = await customerWithAssignment(adminToken, {
      firstName: 'Nora',
      lastName: 'Notis',
      email: `nora.${Date.now()}@example.se`,
    });
    const filePath = endpointPath(inspectionEndpoints.files, { tenant, id: assignment.id });
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n');
    const file = await uploadApi<{ id: string; filename: string }>(adminToken, filePath, {
      name: `Protokoll ${assignment.number}.pdf`,
      type: 'application/pdf',
      bytes: pdf,
    });
    const subject = `Rapporten för uppdrag ${assignment.number} är klar`;
    await callApi<Notification>(adminToken, 'POST', `/${tenant}/v1/vb/admin/notifications`, {
      userId: me.id,
      subject,
      icon: 'report',
      action: { label: 'Öppna uppdraget', route: `/${tenant}/inspections/${assignment.id}` },
      attachments: [
        {
          name: file.filename,
          url: endpointPath(inspectionEndpoints.downloadFile, { tenant, id: assignment.id, fileId: file.id }),
        },
      ],
    });
    await page.getByTestId('snackbar').getByText(subject).waitFor();

    await page.getByTestId('notification-bell').click();
    const dialog = page.getByTestId('notification-dialog');
    const item = dialog.locator('li[data-unread]').filter({ hasText: subject });
    await item.waitFor();
    expect(await item.getByTestId('notification-icon').getAttribute('data-icon')).toBe('report');

    // Seen by a person, at the widths of a laptop and of a phone.
    const shots = process.env.SCREENSHOT_DIR;
    if (shots) {
      await mkdir(shots, { recursive: true });
      for (const width of [1366, 360]) {
        await page.setViewportSize({ width, height: width > 400 ? 800 : 740 });
        await new Promise((resolve) => setTimeout(resolve, 400));
        await page.screenshot({ path: `${shots}/notification-dialog-${width}.png` });
      }
      await page.setViewportSize({ width: 1366, height: 800 });
    }

    const download = page.waitForEvent('download');
    await item.getByRole('link', { name: `Ladda ned ${file.filename}` }).click();
    const downloaded = await download;
    expect(downloaded.suggestedFilename()).toBe(file.filename);

    await item.getByRole('button', { name: 'Öppna uppdraget' }).click();
    await page.waitForURL((url) => url.pathname === `/main/${tenant}/inspections/${assignment.id}`);
    await dialog.waitFor({ state: 'detached' });
    await expect
      .poll(async () => {
        const stored = await callApi<NotificationList>(user.token, 'GET', `/${tenant}/v1/vb/notifications`);
        return stored.items.find((notification) => notification.subject === subject)?.read;
      })
      .toBe(true);
    expect(user.errors).toEqual([]);
    await user.context.close();
  });

  it('tells an inspector at once when the office gives her an assignment, as her settings choose', async () => {
    const user = await signedIn(DEMO.user, '/settings');
    const page = user.page;
    const admin = await signedIn(DEMO.admin);

    // Her settings list the notices she gets; being given an assignment comes in the app and by e-mail.
    const notices = page.getByTestId('settings-notices');
    await notices.waitFor();
    const given = (channel: string) =>
      notices.getByRole('checkbox', { name: `Jag får ett uppdrag: ${channel}` });
    expect(await given('I appen').isChecked()).toBe(true);
    expect(await given('E-post').isChecked()).toBe(true);
    expect(
      await notices.getByRole('checkbox', { name: 'En rapport jag bett om är klar: E-post' }).count(),
    ).toBe(0);

    const { assignment } = await customerWithAssignment(
      admin.token,
      { firstName: 'Greta', lastName: 'Givare', email: `greta.${Date.now()}@example.se` },
      { address: 'Kyrkogatan 3', postalCode: '903 26', city: 'Umeå' },
    );
    await admin.page.goto(`${baseUrl()}/main/${tenant}/inspections/${assignment.id}`);
    await admin.page.getByTestId('inspection-edit').click();
    const form = admin.page.getByTestId('inspection-edit-form');
    await form.getByRole('combobox', { name: /Besiktningsman/ }).click();
    await admin.page.getByRole('option', { name: DEMO.user.name }).click();
    await form.getByRole('button', { name: 'Spara' }).click();
    await form.waitFor({ state: 'detached' });

    const subject = `Du har fått uppdrag ${assignment.number}`;
    const snackbar = page.getByTestId('snackbar');
    await snackbar.getByText(subject).waitFor();
    expect(await snackbar.innerText()).toContain('Kyrkogatan 3, 903 26 Umeå');
    await page.getByTestId('notification-bell').click();
    const item = page
      .getByTestId('notification-dialog')
      .locator('li[data-unread]')
      .filter({ hasText: subject });
    await item.getByRole('button', { name: 'Öppna uppdraget' }).click();
    await page.waitForURL((url) => url.pathname === `/main/${tenant}/inspections/${assignment.id}`);
    expect(user.errors).toEqual([]);
    expect(admin.errors).toEqual([]);
    await admin.context.close();
    await user.context.close();
  });
});
