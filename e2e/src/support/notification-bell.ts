import type { Page } from 'playwright-core';

/**
 * The unread count the bell tells assistive technology ("Notiser, 2 olästa"), once the list has
 * loaded: until then the bell is labelled "Notiser" alone.
 */
export async function unreadCount(page: Page): Promise<number> {
  const bell = page.locator('[data-testid="notification-bell"][aria-label^="Notiser, "]');
  await bell.waitFor();
  const label = await bell.getAttribute('aria-label');
  const match = label?.match(/^Notiser, (\d+) olästa?$/);
  if (!match) throw new Error(`unexpected bell label: ${label}`);
  return Number(match[1]);
}
