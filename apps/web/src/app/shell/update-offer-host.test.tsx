// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Workbox, WorkboxEvent } from 'workbox-window';
import { afterEach, describe, expect, it } from 'vitest';
import { initI18n } from '@/lib/i18n/i18n';
import { offerWaitingVersions } from '@/lib/pwa/service-worker';
import { UpdateOfferHost } from './update-offer-host';

afterEach(() => {
  cleanup();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

/**
 * workbox-window's own `Workbox`, whose events the test raises as the browser's service worker
 * would; activating the waiting worker (a message to it) is counted instead of sent.
 */
function workboxWithWaitingWorker() {
  // jsdom has no service workers; `Workbox` only listens to the container's messages here.
  Object.defineProperty(navigator, 'serviceWorker', { value: new EventTarget(), configurable: true });
  const workbox = new Workbox('/main/sw.js', { scope: '/main/' });
  const sent = { skipWaiting: 0 };
  workbox.messageSkipWaiting = () => {
    sent.skipWaiting += 1;
  };
  return { workbox, sent };
}

describe('the offer of a new version', () => {
  it('shows when a new worker waits, and reloads once only after the user asks and the new worker controls the page', async () => {
    await initI18n().changeLanguage('sv');
    const { workbox, sent } = workboxWithWaitingWorker();
    let reloads = 0;
    offerWaitingVersions(workbox, () => (reloads += 1));
    render(<UpdateOfferHost />);
    expect(screen.queryByTestId('update-offer')).toBeNull();

    act(() => workbox.dispatchEvent(new WorkboxEvent('waiting', { isExternal: true })));
    const offer = await screen.findByTestId('update-offer');
    expect(offer.textContent).toContain('Ny version finns – ladda om');
    // The new worker taking over in another tab reloads nothing here until the user asks.
    act(() => workbox.dispatchEvent(new WorkboxEvent('controlling', { isExternal: true })));
    expect(reloads).toBe(0);
    expect(sent.skipWaiting).toBe(0);

    fireEvent.click(screen.getByRole('button', { name: 'Ladda om' }));
    expect(sent.skipWaiting).toBe(1);
    expect(reloads).toBe(0);
    act(() => workbox.dispatchEvent(new WorkboxEvent('controlling', { isExternal: false })));
    act(() => workbox.dispatchEvent(new WorkboxEvent('controlling', { isExternal: false })));
    expect(reloads).toBe(1);
  });
});
