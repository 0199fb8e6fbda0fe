import type { FastifyBaseLogger } from 'fastify';
import type { WebSocket } from 'ws';
import { LIVE_SOCKET_CLOSE, type LiveMessage } from '@syna/contracts/notification';
import type { Database } from '../../platform/db/database.ts';
import { findNotification, NOTIFICATION_CHANNEL, type NotificationEvent } from './notification.repo.ts';

interface LiveConnection {
  socket: WebSocket;
  sessionId: string;
}

const keyOf = (tenantId: string, userId: string) => `${tenantId}\u0000${userId}`;

/** The longest delay a Node timer takes; a token valid for longer closes its socket early, and it reconnects. */
const MAX_TIMER_MS = 2 ** 31 - 1;

/**
 * This server's live sockets, keyed by tenant, user and session. It hears every server copy's
 * new notifications through PostgreSQL LISTEN/NOTIFY and delivers those of its own sockets.
 */
export class NotificationHub {
  private readonly connections = new Map<string, Set<LiveConnection>>();

  private constructor(
    private readonly database: Database,
    private readonly log: FastifyBaseLogger,
    private unlisten: (() => Promise<void>) | null = null,
  ) {}

  static async start(database: Database, log: FastifyBaseLogger): Promise<NotificationHub> {
    const hub = new NotificationHub(database, log);
    hub.unlisten = await database.listen(NOTIFICATION_CHANNEL, {
      notified: (payload) => {
        void hub
          .deliver(payload)
          .catch((error: unknown) => log.error({ err: error }, 'live delivery failed'));
      },
    });
    return hub;
  }

  /**
   * Registers a socket until it closes. At `expiresAt` (the token's expiry) the server closes it
   * with 4401: whoever signed out or lost access stops hearing, and the app reconnects with a
   * fresh token.
   */
  attach(
    tenantId: string,
    userId: string,
    sessionId: string,
    socket: WebSocket,
    expiresAt: Date | null,
  ): void {
    const key = keyOf(tenantId, userId);
    const connection = { socket, sessionId };
    const set = this.connections.get(key) ?? new Set();
    set.add(connection);
    this.connections.set(key, set);
    const expiry = expiresAt
      ? setTimeout(
          () => socket.close(LIVE_SOCKET_CLOSE.tokenExpired, 'token expired'),
          Math.min(MAX_TIMER_MS, Math.max(0, expiresAt.getTime() - Date.now())),
        )
      : null;
    socket.on('close', () => {
      if (expiry) clearTimeout(expiry);
      set.delete(connection);
      if (set.size === 0) this.connections.delete(key);
    });
    sendOpen(socket, serialise({ type: 'ready' }));
  }

  connectionCount(): number {
    let total = 0;
    for (const set of this.connections.values()) total += set.size;
    return total;
  }

  private async deliver(payload: string): Promise<void> {
    const event = JSON.parse(payload) as NotificationEvent;
    const sockets = this.connections.get(keyOf(event.tenantId, event.userId));
    if (!sockets || sockets.size === 0) return;
    const notification = await this.database.withTenant(
      { tenantId: event.tenantId, userId: event.userId },
      (tx) => findNotification(tx, event.userId, event.id),
    );
    if (!notification) return;
    // One serialisation per event, however many of the member's devices listen.
    const message = serialise({ type: 'notification', notification });
    for (const { socket } of sockets) sendOpen(socket, message);
  }

  /**
   * Closes every live socket with 1012 (service restart), which tells the staff app to connect
   * again shortly: a server that stops for an update is not an error.
   */
  closeSockets(): void {
    for (const set of this.connections.values())
      for (const { socket } of set) socket.close(LIVE_SOCKET_CLOSE.serverRestart, 'server restarting');
    this.connections.clear();
  }

  async stop(): Promise<void> {
    this.closeSockets();
    await this.unlisten?.();
    this.unlisten = null;
  }
}

const serialise = (message: LiveMessage): string => JSON.stringify(message);

function sendOpen(socket: WebSocket, message: string): void {
  if (socket.readyState === socket.OPEN) socket.send(message);
}
