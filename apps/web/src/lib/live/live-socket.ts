import { LIVE_SOCKET_CLOSE } from '@syna/contracts/notification-values';

/** First reconnect after one second, doubling up to 30 s, plus up to a second of jitter. */
export const RECONNECT_BASE_MS = 1_000;
export const RECONNECT_MAX_MS = 30_000;

export function reconnectDelay(attempt: number, random: () => number = Math.random): number {
  const exponential = Math.min(RECONNECT_MAX_MS, RECONNECT_BASE_MS * 2 ** Math.max(0, attempt));
  return exponential + Math.floor(random() * RECONNECT_BASE_MS);
}

/** `ws(s)://host/{tenant}/v1/notifications/live?session=…` on the page's own origin. */
export function liveNotificationsUrl(
  location: Pick<Location, 'protocol' | 'host'>,
  tenantId: string,
  sessionId: string,
) {
  const scheme = location.protocol === 'https:' ? 'wss' : 'ws';
  return `${scheme}://${location.host}/${encodeURIComponent(tenantId)}/v1/notifications/live?session=${encodeURIComponent(sessionId)}`;
}

export interface LiveSocketOptions {
  url: string;
  onMessage(message: unknown): void;
  onConnectionChange(connected: boolean): void;
  /** Puts an unexpired token in the cookie, before reconnecting a socket closed at its token's expiry. */
  renewToken(): Promise<unknown>;
  /**
   * A connection opened after an earlier one closed: what was sent while it was away (its server
   * copy died or restarted) never comes on the socket, and is to be read again.
   */
  onReconnected(): void;
}

/**
 * A WebSocket that reconnects with backoff until closed. The `JWT` cookie authenticates it (same
 * origin), so there is no token in the URL; the server closes it when that token expires, and it
 * reconnects once the token is renewed.
 */
export function openLiveSocket(options: LiveSocketOptions): { close(): void } {
  let socket: WebSocket | null = null;
  let attempt = 0;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let closed = false;
  let openedBefore = false;

  const connect = () => {
    if (closed) return;
    socket = new WebSocket(options.url);
    socket.addEventListener('open', () => {
      attempt = 0;
      options.onConnectionChange(true);
      if (openedBefore) options.onReconnected();
      openedBefore = true;
    });
    socket.addEventListener('message', (event: MessageEvent) => {
      if (typeof event.data !== 'string') return;
      try {
        options.onMessage(JSON.parse(event.data));
      } catch (error) {
        console.warn('Ignored a malformed live message', error);
      }
    });
    socket.addEventListener('close', (event: CloseEvent) => {
      options.onConnectionChange(false);
      if (closed) return;
      const delay = reconnectDelay(attempt);
      attempt += 1;
      const ready =
        event.code === LIVE_SOCKET_CLOSE.tokenExpired ? options.renewToken().catch(() => null) : null;
      void Promise.resolve(ready).then(() => {
        if (!closed) timer = setTimeout(connect, delay);
      });
    });
  };

  connect();
  return {
    close() {
      closed = true;
      if (timer) clearTimeout(timer);
      socket?.close(LIVE_SOCKET_CLOSE.closedByApp, 'closed by the app');
      options.onConnectionChange(false);
    },
  };
}
