import { describe, expect, it } from 'vitest';
import type { InitialData } from '@syna/contracts/initial-data';
import type { Notification, NotificationList } from '@syna/contracts/notification';
import { callApi, DEMO } from '../support/browser.ts';
import { useSignedIn } from '../support/signed-in.ts';

const { tenant, signedIn } = useSignedIn();

/** The unread count the bell tells assistive technology ("Notiser, 2 olästa"). */
function unreadOf(label: string | null): number {
  const match = label?.match(/^Notiser, (\d+) olästa?$/);
  if (!match) throw new Error(`unexpected bell label: ${label}`);
  return Number(match[1]);
}

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
    const before = unreadOf(await bell.getAttribute('aria-label'));

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
    await expect.poll(async () => unreadOf(await bell.getAttribute('aria-label'))).toBe(before + 1);
    expect(await bell.innerText()).toBe(String(before + 1));

    await bell.click();
    const dialog = page.getByTestId('notification-dialog');
    await dialog.waitFor();
    const item = dialog.getByRole('button', { name: new RegExp(`^Oläst:\\s*${subject}`) });
    expect(await item.isVisible()).toBe(true);
    await item.click();
    await dialog.getByRole('button', { name: new RegExp(`^${subject}`) }).waitFor();
    await expect.poll(async () => unreadOf(await bell.getAttribute('aria-label'))).toBe(before);
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
    expect(unreadOf(await bell.getAttribute('aria-label'))).toBe(0);
    const cleared = await callApi<NotificationList>(userToken, 'GET', `/${tenant}/v1/vb/notifications`);
    expect(cleared.total).toBe(0);
    expect(user.errors).toEqual([]);
    await user.context.close();
  });
});
