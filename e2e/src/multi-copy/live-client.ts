import WebSocket from 'ws';
import type { LiveMessage, Notification, NotificationList } from '@syna/contracts/notification';
import { UPSTREAM_HEADER } from '@syna/server-process/nginx';
import { RECONNECT_BASE_MS } from '../../../apps/web/src/lib/live/live-socket.ts';
import { call } from './http.ts';

/** A live socket that behaves as the staff app's, seen from the test. */
export interface LiveClient {
  /** The notifications it has: delivered on the socket, or caught up from the list on reconnecting. */
  notifications: Map<string, Notification>;
  /** The copy (`127.0.0.1:port`, from nginx) each connection was held by, in order. */
  upstreams: string[];
  /** Resolves once `count` connections have said `ready`. */
  ready(count: number, timeoutMs?: number): Promise<void>;
  /** Resolves once a notification with `subject` is there. */
  received(subject: string, timeoutMs?: number): Promise<Notification>;
  close(): void;
}

async function until(check: () => boolean, timeoutMs: number, what: () => string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`waited ${timeoutMs} ms for ${what()}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/**
 * The staff app's live notifications (apps/web/src/lib/live/live-socket.ts and
 * use-live-notifications.ts) in a Node `ws` client: the socket at the page's origin (nginx),
 * reconnecting a second after it closed, and on every connection after the first reading the
 * notification list again, so that what arrived while it was away is caught up.
 */
export function openLiveClient(baseUrl: string, tenant: string, token: string): LiveClient {
  const notifications = new Map<string, Notification>();
  const upstreams: string[] = [];
  let readyCount = 0;
  let closed = false;
  let socket: WebSocket | null = null;
  const url = `${baseUrl.replace('http', 'ws')}/${tenant}/v1/notifications/live?session=multi-copy-${Date.now()}`;

  const catchUp = async () => {
    const list = await call<NotificationList>(baseUrl, `/${tenant}/v1/vb/notifications`, { token });
    if (list.status === 200) for (const item of list.body.items) notifications.set(item.id, item);
  };

  const connect = () => {
    if (closed) return;
    socket = new WebSocket(url, { headers: { authorization: `Bearer ${token}` } });
    socket.on('upgrade', (response) => upstreams.push(String(response.headers[UPSTREAM_HEADER] ?? '')));
    socket.on('open', () => {
      if (upstreams.length > 1) void catchUp();
    });
    socket.on('message', (data: Buffer) => {
      const message = JSON.parse(data.toString()) as LiveMessage;
      if (message.type === 'notification') notifications.set(message.notification.id, message.notification);
      if (message.type === 'ready') readyCount += 1;
    });
    socket.on('error', () => undefined);
    socket.on('close', () => {
      if (!closed) setTimeout(connect, RECONNECT_BASE_MS);
    });
  };
  connect();

  return {
    notifications,
    upstreams,
    ready: (count, timeoutMs = 15_000) =>
      until(
        () => readyCount >= count,
        timeoutMs,
        () => `${count} connections`,
      ),
    async received(subject, timeoutMs = 15_000) {
      const find = () => [...notifications.values()].find((item) => item.subject === subject);
      await until(
        () => find() !== undefined,
        timeoutMs,
        () => `the notification "${subject}"`,
      );
      return find()!;
    },
    close() {
      closed = true;
      socket?.close(1000);
    },
  };
}
