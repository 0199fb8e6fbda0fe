import type { FastifyBaseLogger } from 'fastify';
import { LRUCache } from 'lru-cache';
import type { WebSocket } from 'ws';
import { LIVE_SOCKET_CLOSE, type LiveMessage, type Notification } from '@syna/contracts/notification';
import type { Database } from '../../platform/db/database.ts';
import {
  findNotification,
  listUnreadSince,
  NOTIFICATION_CHANNEL,
  type NotificationEvent,
} from './notification.repo.ts';

interface LiveConnection {
  socket: WebSocket;
  sessionId: string;
}

/** One member's sockets on this server copy (a member may have several devices open). */
interface MemberSockets {
  tenantId: string;
  userId: string;
  sockets: Set<LiveConnection>;
}

const keyOf = (tenantId: string, userId: string) => `${tenantId}\u0000${userId}`;

/** The longest delay a Node timer takes; a token valid for longer closes its socket early, and it reconnects. */
const MAX_TIMER_MS = 2 ** 31 - 1;
/**
 * How far before the moment the subscription dropped the catch-up looks: a notification's time is
 * the start of the transaction that created it (which may have begun before the drop and committed
 * after it), and this server's clock may differ a little from the database's.
 */
const CATCH_UP_MARGIN_MS = 60_000;
/** The most notifications one member is sent on catching up; the bell's list holds the rest. */
const CATCH_UP_LIMIT = 50;
/** How many notification ids the hub remembers having delivered, so that none goes out twice. */
const DELIVERED_MEMORY = 10_000;

declare module 'fastify' {
  interface FastifyInstance {
    notificationHub: NotificationHub;
  }
}

/**
 * This server's live sockets, keyed by tenant, user and session. It hears every server copy's
 * new notifications through PostgreSQL LISTEN/NOTIFY and delivers those of its own sockets. When
 * the subscription drops (the database restarts), notifications created meanwhile are not
 * announced to it: once it is back, it sends its members what they missed.
 */
export class NotificationHub {
  private readonly members = new Map<string, MemberSockets>();
  /** Notifications already delivered (or heard of while their member had no socket here). */
  private readonly delivered = new LRUCache<string, true>({ max: DELIVERED_MEMORY });
  /** When the subscription dropped, until what was created since then has been caught up. */
  private missedSince: Date | null = null;
  private subscribed = true;

  private constructor(
    private readonly database: Database,
    private readonly log: FastifyBaseLogger,
    private unlisten: (() => Promise<void>) | null = null,
  ) {}

  static async start(database: Database, log: FastifyBaseLogger): Promise<NotificationHub> {
    const hub = new NotificationHub(database, log);
    const logFailure = (error: unknown) => log.error({ err: error }, 'live delivery failed');
    hub.unlisten = await database.listen(NOTIFICATION_CHANNEL, {
      notified: (payload) => void hub.deliver(payload).catch(logFailure),
      unsubscribed: () => {
        hub.subscribed = false;
        hub.missedSince ??= new Date();
      },
      resubscribed: () => {
        hub.subscribed = true;
        void hub.catchUp().catch(logFailure);
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
    const member = this.members.get(key) ?? { tenantId, userId, sockets: new Set() };
    member.sockets.add(connection);
    this.members.set(key, member);
    const expiry = expiresAt
      ? setTimeout(
          () => socket.close(LIVE_SOCKET_CLOSE.tokenExpired, 'token expired'),
          Math.min(MAX_TIMER_MS, Math.max(0, expiresAt.getTime() - Date.now())),
        )
      : null;
    socket.on('close', () => {
      if (expiry) clearTimeout(expiry);
      member.sockets.delete(connection);
      if (member.sockets.size === 0) this.members.delete(key);
    });
    sendOpen(socket, serialise({ type: 'ready' }));
  }

  connectionCount(): number {
    let total = 0;
    for (const member of this.members.values()) total += member.sockets.size;
    return total;
  }

  private async deliver(payload: string): Promise<void> {
    const event = JSON.parse(payload) as NotificationEvent;
    if (this.delivered.has(event.id)) return;
    // Marked at once: a member without a socket here loads it with the bell's list when they connect.
    this.delivered.set(event.id, true);
    const member = this.members.get(keyOf(event.tenantId, event.userId));
    if (!member) return;
    const notification = await this.database.withTenant(
      { tenantId: event.tenantId, userId: event.userId },
      (tx) => findNotification(tx, event.userId, event.id),
    );
    if (notification) this.send(member, notification);
  }

  /**
   * Sends each member with a socket here their unread notifications created since the subscription
   * dropped that no announcement brought, each read in that member's own tenant scope.
   */
  private async catchUp(): Promise<void> {
    const missedSince = this.missedSince;
    if (!missedSince) return;
    const since = new Date(missedSince.getTime() - CATCH_UP_MARGIN_MS);
    for (const member of [...this.members.values()]) {
      const missed = await this.database.withTenant(
        { tenantId: member.tenantId, userId: member.userId },
        (tx) => listUnreadSince(tx, member.userId, since, CATCH_UP_LIMIT),
      );
      for (const notification of missed) {
        if (this.delivered.has(notification.id)) continue;
        this.delivered.set(notification.id, true);
        this.send(member, notification);
      }
    }
    // Kept when the subscription dropped again meanwhile: the next resubscription catches up from it.
    if (this.subscribed) this.missedSince = null;
  }

  private send(member: MemberSockets, notification: Notification): void {
    // One serialisation per notification, however many of the member's devices listen.
    const message = serialise({ type: 'notification', notification });
    for (const { socket } of member.sockets) sendOpen(socket, message);
  }

  /**
   * Closes every live socket with 1012 (service restart), which tells the staff app to connect
   * again shortly: a server that stops for an update is not an error.
   */
  closeSockets(): void {
    for (const member of this.members.values())
      for (const { socket } of member.sockets)
        socket.close(LIVE_SOCKET_CLOSE.serverRestart, 'server restarting');
    this.members.clear();
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
