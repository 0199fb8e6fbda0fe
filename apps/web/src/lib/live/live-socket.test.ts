import { afterEach, describe, expect, it, vi } from 'vitest';
import { LIVE_SOCKET_CLOSE } from '@syna/contracts/notification';
import { liveNotificationsUrl, openLiveSocket, reconnectDelay } from './live-socket';

describe('reconnectDelay', () => {
  it('doubles from one second up to thirty', () => {
    const delays = [0, 1, 2, 3, 4, 5, 6, 10].map((attempt) => reconnectDelay(attempt, () => 0));
    expect(delays).toEqual([1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000, 30_000]);
  });
  it('adds less than a second of jitter', () => {
    expect(reconnectDelay(0, () => 0.999)).toBe(1_999);
  });
});

describe('liveNotificationsUrl', () => {
  it('uses ws on http and wss on https, keyed by tenant and session', () => {
    expect(liveNotificationsUrl({ protocol: 'http:', host: 'localhost:3000' }, 'acme', 's-1')).toBe(
      'ws://localhost:3000/acme/v1/notifications/live?session=s-1',
    );
    expect(liveNotificationsUrl({ protocol: 'https:', host: 'syna.example' }, 'acme', 's 1')).toBe(
      'wss://syna.example/acme/v1/notifications/live?session=s%201',
    );
  });
});

/** A browser WebSocket stand-in whose server side the test plays. */
class FakeSocket extends EventTarget {
  static opened: FakeSocket[] = [];
  closedWith: number | null = null;
  constructor(readonly url: string) {
    super();
    FakeSocket.opened.push(this);
  }
  close(code: number) {
    this.closedWith = code;
  }
  serverCloses(code: number) {
    this.dispatchEvent(Object.assign(new Event('close'), { code }));
  }
  serverAccepts() {
    this.dispatchEvent(new Event('open'));
  }
}

describe('openLiveSocket', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    FakeSocket.opened = [];
  });

  const open = () => {
    vi.useFakeTimers();
    vi.stubGlobal('WebSocket', FakeSocket);
    const renewToken = vi.fn(async () => 'fresh');
    const onReconnected = vi.fn();
    const live = openLiveSocket({
      url: 'ws://x/live',
      onMessage: () => {},
      onConnectionChange: () => {},
      renewToken,
      onReconnected,
    });
    return { live, renewToken, onReconnected };
  };

  it('tells of a reconnection, not of the first connection', async () => {
    const { live, onReconnected } = open();
    FakeSocket.opened[0]!.serverAccepts();
    expect(onReconnected).not.toHaveBeenCalled();
    FakeSocket.opened[0]!.serverCloses(1006);
    await vi.advanceTimersByTimeAsync(reconnectDelay(0, () => 1));
    FakeSocket.opened[1]!.serverAccepts();
    expect(onReconnected).toHaveBeenCalledTimes(1);
    live.close();
  });

  it('renews the token before reconnecting a socket the server closed at its expiry', async () => {
    const { live, renewToken } = open();
    FakeSocket.opened[0]!.serverCloses(LIVE_SOCKET_CLOSE.tokenExpired);
    expect(renewToken).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(reconnectDelay(0, () => 1));
    expect(FakeSocket.opened).toHaveLength(2);
    live.close();
    expect(FakeSocket.opened[1]!.closedWith).toBe(LIVE_SOCKET_CLOSE.closedByApp);
  });

  it('reconnects after a restart without renewing, and not at all once the app closed it', async () => {
    const { live, renewToken } = open();
    FakeSocket.opened[0]!.serverCloses(LIVE_SOCKET_CLOSE.serverRestart);
    await vi.advanceTimersByTimeAsync(reconnectDelay(0, () => 1));
    expect(FakeSocket.opened).toHaveLength(2);
    expect(renewToken).not.toHaveBeenCalled();
    live.close();
    FakeSocket.opened[1]!.serverCloses(LIVE_SOCKET_CLOSE.closedByApp);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(FakeSocket.opened).toHaveLength(2);
  });
});
