import pg from 'pg';
import type { Listener } from './database-driver.ts';
import type { DatabaseEvents } from './database-events.ts';

/** Waits before the next try to reconnect: quickly at first, then every few seconds. */
const RETRY_DELAYS_MS = [250, 500, 1000, 2000, 3000];

/**
 * A LISTEN subscription on a connection of its own that outlives the database: when the server
 * restarts or the connection drops, it connects again (with growing pauses) and listens anew.
 * Notifications sent while it was away are not replayed: the listener's `resubscribed` catches up.
 */
export async function listenWithReconnect(
  url: string,
  channel: string,
  listener: Listener,
  events: DatabaseEvents,
): Promise<() => Promise<void>> {
  let client: pg.Client | null = null;
  let stopped = false;
  let retryTimer: NodeJS.Timeout | null = null;
  let failures = 0;

  const connect = async (): Promise<void> => {
    // Named, so that an administrator (and a test) can tell the subscription's connection apart.
    const next = new pg.Client({ connectionString: url, application_name: listenerApplicationName(channel) });
    // Without a listener a dropped connection's 'error' event would end the process.
    next.on('error', (error) => events.connectionLost?.(error));
    next.on('end', () => {
      if (client !== next) return;
      listener.unsubscribed?.();
      scheduleReconnect();
    });
    next.on('notification', (message) => listener.notified(message.payload ?? ''));
    try {
      await next.connect();
      await next.query(`LISTEN ${quoteIdentifier(channel)}`);
    } catch (error) {
      await next.end().catch(() => undefined);
      throw error;
    }
    client = next;
  };

  const scheduleReconnect = (): void => {
    client = null;
    if (stopped || retryTimer) return;
    const delay = RETRY_DELAYS_MS[Math.min(failures, RETRY_DELAYS_MS.length - 1)]!;
    retryTimer = setTimeout(() => {
      retryTimer = null;
      connect().then(
        () => {
          failures = 0;
          events.reconnected?.(channel);
          listener.resubscribed?.();
        },
        (error: unknown) => {
          failures += 1;
          events.connectionLost?.(error);
          scheduleReconnect();
        },
      );
    }, delay);
  };

  await connect();
  return async () => {
    stopped = true;
    if (retryTimer) clearTimeout(retryTimer);
    const current = client;
    client = null;
    await current?.end().catch(() => undefined);
  };
}

/** The `application_name` of the connection that listens on `channel`. */
export const listenerApplicationName = (channel: string): string => `syna listen ${channel}`;

function quoteIdentifier(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}
