import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import WebSocket from 'ws';
import { notificationCreateSchema, type LiveMessage } from '@syna/contracts/notification';
import { queryRows } from '../../apps/server/src/platform/db/database.ts';
import { notifyUser } from '../../apps/server/src/modules/notifications/notification.service.ts';
import { summarise, type Measurement } from './measure.ts';
import { BIG_FIRM } from './seed-data.ts';
import { identityOf, statementRecorder } from './statement-recorder.ts';

/** Sockets of the firm's member that hear every event, and of the same member in another firm. */
export const FAN_OUT = { sockets: 1_000, otherFirmSockets: 100, events: 20 };
/** Sockets opened at once while connecting, so the server's accept queue is not the thing measured. */
const CONNECT_BATCH = 100;
/** How long an event's deliveries are awaited before the missing ones count as lost. */
const DELIVERY_TIMEOUT_MS = 10_000;

export interface FanOutResult {
  deliveries: Measurement;
  /** Deliveries that never came within the timeout. */
  lost: number;
  /** Deliveries to the member's sockets in the other firm: must be none. */
  crossTenant: number;
}

/** Opens one live socket as the browser tab `session` would, authenticated by the bearer token. */
function openSocket(
  url: string,
  token: string,
  onMessage: (message: LiveMessage) => void,
): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url, {
      headers: { authorization: `Bearer ${token}`, 'x-client-version': '1.0.0' },
    });
    socket.on('message', (data) => {
      const message = JSON.parse(String(data)) as LiveMessage;
      if (message.type === 'ready') resolve(socket);
      else onMessage(message);
    });
    socket.once('error', reject);
    socket.once('unexpected-response', (_request, response) =>
      reject(new Error(`live socket answered ${response.statusCode}`)),
    );
  });
}

async function openSockets(
  baseUrl: string,
  tenant: string,
  count: number,
  token: string,
  onMessage: (message: LiveMessage) => void,
): Promise<WebSocket[]> {
  const origin = baseUrl.replace(/^http/, 'ws');
  const sockets: WebSocket[] = [];
  for (let start = 0; start < count; start += CONNECT_BATCH) {
    const batch = Array.from({ length: Math.min(CONNECT_BATCH, count - start) }, (_, index) =>
      openSocket(
        `${origin}/${tenant}/v1/notifications/live?session=bench-${tenant}-${start + index}`,
        token,
        onMessage,
      ),
    );
    sockets.push(...(await Promise.all(batch)));
  }
  return sockets;
}

/**
 * Live fan-out: the signed-in owner has `FAN_OUT.sockets` live sockets open in the big firm (tabs
 * and devices; the hub keys them by firm and member) and `FAN_OUT.otherFirmSockets` in the other
 * demo firm, where the owner is a member too. Each event is a notification to the owner in the
 * big firm, stored and announced by the product's own `notifyUser` in a tenant transaction, as a
 * new order's notice is: after the commit, PostgreSQL NOTIFY reaches the server, which loads the
 * notification once and sends it to every socket of that firm and member. The latency of each
 * delivery is taken from the moment the transaction began to the socket's message.
 */
export async function fanOutScenario(
  databaseUrl: string,
  baseUrl: string,
  signedIn: { token: string; email: string },
): Promise<FanOutResult> {
  const recorder = await statementRecorder(databaseUrl);
  const sockets: WebSocket[] = [];
  try {
    const identity = await identityOf(recorder.database, signedIn.email);
    const [member] = await recorder.database.asSystem((tx) =>
      queryRows<{ user_id: string; other_firm: string }>(
        tx,
        sql`SELECT a.user_id, other.tenant_id AS other_firm
            FROM accounts a JOIN users u ON u.id = a.user_id
            JOIN accounts other ON other.user_id = a.user_id AND other.tenant_id <> a.tenant_id
            WHERE u.issuer = ${identity.issuer} AND u.sub = ${identity.subject} AND a.tenant_id = ${BIG_FIRM} LIMIT 1`,
      ),
    );
    if (!member) throw new Error(`${signedIn.email} is a member of no firm beside ${BIG_FIRM}`);
    const pending = new Map<string, { sent: number; waiting: number; done: () => void }>();
    const latencies: number[] = [];
    let crossTenant = 0;
    sockets.push(
      ...(await openSockets(baseUrl, BIG_FIRM, FAN_OUT.sockets, signedIn.token, (message) => {
        if (message.type !== 'notification') return;
        const event = pending.get(message.notification.id);
        if (!event) return;
        latencies.push(performance.now() - event.sent);
        event.waiting -= 1;
        if (event.waiting === 0) event.done();
      })),
      ...(await openSockets(baseUrl, member.other_firm, FAN_OUT.otherFirmSockets, signedIn.token, () => {
        crossTenant += 1;
      })),
    );
    let lost = 0;
    const start = performance.now();
    for (let n = 1; n <= FAN_OUT.events; n += 1) {
      const sent = performance.now();
      let done = () => {};
      const delivered = new Promise<void>((resolve) => (done = resolve));
      // Registered before the commit: a delivery may overtake the commit's acknowledgement.
      let id = '';
      await recorder.database.withTenant({ tenantId: BIG_FIRM, identity }, async (tx) => {
        const notification = await notifyUser(
          tx,
          BIG_FIRM,
          notificationCreateSchema.parse({
            userId: member.user_id,
            subject: `Ny beställning ${n}`,
            body: 'En kund har skickat en beställning via webben.',
          }),
        );
        id = notification.id;
        pending.set(id, { sent, waiting: FAN_OUT.sockets, done });
      });
      const timedOut = new Promise<void>((resolve) => setTimeout(resolve, DELIVERY_TIMEOUT_MS).unref());
      await Promise.race([delivered, timedOut]);
      lost += pending.get(id)!.waiting;
      pending.delete(id);
    }
    // A leak would reach the other firm's sockets as soon as the own firm's, which every event awaited.
    return {
      deliveries: summarise(latencies, (performance.now() - start) / 1000, lost),
      lost,
      crossTenant,
    };
  } finally {
    for (const socket of sockets) socket.terminate();
    await recorder.close();
  }
}
