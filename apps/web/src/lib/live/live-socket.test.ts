import { describe, expect, it } from 'vitest';
import { liveNotificationsUrl, reconnectDelay } from './live-socket';

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
