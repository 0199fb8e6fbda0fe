import { randomUUID } from 'node:crypto';
import { call } from './http.ts';

/** One write as its client saw it: the key it is known by, and the answer (0: no answer at all). */
export interface Write {
  key: string;
  status: number;
  upstream: string;
}

/** A person contact named after its key, so that the database shows which writes arrived. */
export const contactBody = (key: string) => ({ type: 'person', firstName: 'Kopia', lastName: key });

/** Creates one contact with `key` as its Idempotency-Key (a repeat with the key is answered as the first). */
export async function writeContact(
  baseUrl: string,
  tenant: string,
  token: string,
  key: string,
): Promise<Write> {
  const answer = await call(baseUrl, `/${tenant}/v1/contact`, {
    method: 'POST',
    token,
    body: contactBody(key),
    headers: { 'idempotency-key': key },
  }).catch(() => ({ status: 0, upstream: '' }));
  return { key, status: answer.status, upstream: answer.upstream };
}

/**
 * Clients writing one after the other until `running()` says stop: `clients` staff members'
 * tabs creating contacts, each with a fresh Idempotency-Key.
 */
export async function writeContacts(
  baseUrl: string,
  tenant: string,
  token: string,
  clients: number,
  running: () => boolean,
): Promise<Write[]> {
  const writes: Write[] = [];
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (running()) writes.push(await writeContact(baseUrl, tenant, token, randomUUID()));
    }),
  );
  return writes;
}

/**
 * Customers placing public orders one after the other until `running()` says stop, each from an
 * address of its own (the balancer passes it on in X-Forwarded-For), so the per-address limit
 * does not stop them. The key of a taken order is its number.
 */
export async function placeOrders(
  baseUrl: string,
  tenant: string,
  order: (email: string) => unknown,
  running: () => boolean,
): Promise<Write[]> {
  const writes: Write[] = [];
  let count = 0;
  while (running()) {
    count += 1;
    const address = `10.77.${Math.floor(count / 250)}.${(count % 250) + 1}`;
    const answer = await call<{ number?: string }>(baseUrl, `/${tenant}/v1/vb/public/order`, {
      method: 'POST',
      body: order(`kund.${randomUUID()}@example.se`),
      headers: { 'x-forwarded-for': address },
    }).catch(() => ({ status: 0, upstream: '', body: {} as { number?: string } }));
    writes.push({ key: answer.body?.number ?? '', status: answer.status, upstream: answer.upstream });
  }
  return writes;
}
