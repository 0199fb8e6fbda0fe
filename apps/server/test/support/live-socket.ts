import WebSocket from 'ws';
import type { LiveMessage } from '@syna/contracts/notification';
import type { TestUser } from './factories.ts';

/**
 * A member's live notification socket in a firm on a listening server at `address`, open once its
 * first message came, and the subjects of the notifications it got since.
 */
export async function openLiveSocket(address: string, tenantId: string, user: TestUser, session: string) {
  const messages: LiveMessage[] = [];
  const socket = new WebSocket(
    `${address.replace('http', 'ws')}/${tenantId}/v1/notifications/live?session=${session}`,
    { headers: { cookie: `JWT=${user.token}`, origin: address } },
  );
  const ready = new Promise((resolve) => socket.once('message', resolve));
  socket.on('message', (data: Buffer) => messages.push(JSON.parse(data.toString()) as LiveMessage));
  await ready;
  const subjects = () =>
    messages.flatMap((message) => (message.type === 'notification' ? [message.notification.subject] : []));
  return { socket, subjects };
}
