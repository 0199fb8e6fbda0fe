import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { IDEMPOTENCY_KEY_TTL_HOURS } from '@syna/contracts/constants';
import { publicOrderEndpoints } from '@syna/contracts/endpoints/public-orders';
import type { PublicOrderSubmitInput } from '@syna/contracts/orders';
import { IDEMPOTENCY_KEY_REUSED_PROBLEM_TYPE } from '@syna/contracts/problem';
import { deleteExpiredIdempotencyKeys } from '../../platform/http/idempotency-sweep.ts';
import { apiDocument } from '../../../test/support/api-client.ts';
import { buildInspectionType, readRows } from '../../../test/support/inspection-factories.ts';
import { useOrderWorld } from '../../../test/support/order-fixture.ts';
import { clientAddress, countRows, orderBody, postOrderType } from '../../../test/support/order-factories.ts';

/** A firm that takes orders and another beside it, each with an order type to order. */
const world = useOrderWorld(async (built) => {
  const orderType = await postOrderType(built.app, built.firm.id, built.owner.auth, {
    inspectionTypeIds: [built.villa.id],
  });
  const theirType = await buildInspectionType(built.app, built.otherFirm.id);
  const theirOrderType = await postOrderType(built.app, built.otherFirm.id, built.stranger.auth, {
    inspectionTypeIds: [theirType.id],
  });
  return {
    ours: { firmId: built.firm.id, orderTypeId: orderType.id, types: [built.villa.id] },
    theirs: { firmId: built.otherFirm.id, orderTypeId: theirOrderType.id, types: [theirType.id] },
  };
});

type Firm = { firmId: string; orderTypeId: string; types: string[] };

const orderIn = ({ orderTypeId, types }: Firm, overrides: Partial<PublicOrderSubmitInput> = {}) =>
  orderBody({ orderTypeId, types, preferredDate: world.nextDate }, overrides);

/** Sends an order with the key, each attempt from an address of its own (as a phone changing networks). */
const submitKeyed = (firm: Firm, body: PublicOrderSubmitInput, key: string) =>
  world
    .as(null)
    .send(
      publicOrderEndpoints.submit,
      { params: { tenant: firm.firmId }, body },
      { 'x-forwarded-for': clientAddress(), 'idempotency-key': key },
    );

/** What a firm holds: its orders, the notices and e-mails they sent, its events and its kept keys. */
const holdings = async (firmId: string) => ({
  orders: await countRows(world.app, firmId, 'orders'),
  notices: await countRows(world.app, firmId, 'notifications'),
  mails: await countRows(world.app, firmId, 'mail_outbox'),
  events: await countRows(world.app, firmId, 'events'),
  keys: await countRows(world.app, firmId, 'idempotency_keys'),
});

const ordersNumbered = async (firmId: string, number: string) =>
  (
    await readRows<{ count: number }>(
      world.app,
      firmId,
      sql`SELECT count(*)::int AS count FROM orders WHERE number = ${number}`,
    )
  )[0]!.count;

describe('a public order sent with an Idempotency-Key', () => {
  it('is placed once: a repeat gets the first receipt again, marked as replayed, and writes nothing', async () => {
    const key = randomUUID();
    const body = orderIn(world.ours);
    const first = await submitKeyed(world.ours, body, key);
    expect(first.statusCode).toBe(201);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    const before = await holdings(world.ours.firmId);
    const again = await submitKeyed(world.ours, body, key);
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect(await holdings(world.ours.firmId)).toEqual(before);
    expect(await ordersNumbered(world.ours.firmId, first.json<{ number: string }>().number)).toBe(1);
  });

  it('is placed once when the same submission arrives twice at once', async () => {
    const key = randomUUID();
    const body = orderIn(world.ours);
    const before = await countRows(world.app, world.ours.firmId, 'orders');
    const answers = await Promise.all([
      submitKeyed(world.ours, body, key),
      submitKeyed(world.ours, body, key),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201]);
    expect(answers[0]!.json()).toEqual(answers[1]!.json());
    expect(answers.filter((answer) => answer.headers['idempotent-replayed'] === 'true')).toHaveLength(1);
    expect(await countRows(world.app, world.ours.firmId, 'orders')).toBe(before + 1);
  });

  it('refuses the key for another order (422), placing nothing', async () => {
    const key = randomUUID();
    await submitKeyed(world.ours, orderIn(world.ours), key);
    const before = await holdings(world.ours.firmId);
    const other = await submitKeyed(
      world.ours,
      orderIn(world.ours, { message: 'Ring innan ni kommer' }),
      key,
    );
    expect(other.statusCode).toBe(422);
    expect(other.json()).toMatchObject({ type: IDEMPOTENCY_KEY_REUSED_PROBLEM_TYPE });
    expect(await holdings(world.ours.firmId)).toEqual(before);
  });

  it('refuses a malformed key (400), placing nothing', async () => {
    const before = await holdings(world.ours.firmId);
    for (const key of ['', 'a'.repeat(201), 'med mellanslag']) {
      const answer = await submitKeyed(world.ours, orderIn(world.ours), key);
      expect(answer.statusCode).toBe(400);
      expect(answer.json<{ detail: string }>().detail).toContain('Idempotency-Key');
    }
    expect(await holdings(world.ours.firmId)).toEqual(before);
  });

  it('keeps a key to its firm: the same key in another firm places an order there', async () => {
    const key = randomUUID();
    const mine = await submitKeyed(world.ours, orderIn(world.ours), key);
    const theirs = await submitKeyed(world.theirs, orderIn(world.theirs), key);
    expect([mine.statusCode, theirs.statusCode]).toEqual([201, 201]);
    expect(theirs.headers['idempotent-replayed']).toBeUndefined();
    expect(await ordersNumbered(world.theirs.firmId, theirs.json<{ number: string }>().number)).toBe(1);
  });

  it('keeps nothing of a bot’s order: the key stays free for a real one', async () => {
    const key = randomUUID();
    const before = await holdings(world.ours.firmId);
    const bot = await submitKeyed(world.ours, orderIn(world.ours, { website: 'http://spam.example' }), key);
    expect(bot.statusCode).toBe(201);
    expect(await holdings(world.ours.firmId)).toEqual(before);
    const real = await submitKeyed(world.ours, orderIn(world.ours), key);
    expect(real.statusCode).toBe(201);
    expect(real.headers['idempotent-replayed']).toBeUndefined();
    expect(real.json<{ number: string }>().number).not.toBe(bot.json<{ number: string }>().number);
  });

  it('is forgotten by the sweep once past its time, as a member’s is', async () => {
    const key = randomUUID();
    await submitKeyed(world.ours, orderIn(world.ours), key);
    await world.app.database.asSystem((tx) =>
      tx.execute(sql`UPDATE idempotency_keys SET created_at = now() - make_interval(hours => ${IDEMPOTENCY_KEY_TTL_HOURS + 1})
                     WHERE key = ${key}`),
    );
    expect(await deleteExpiredIdempotencyKeys(world.app.database)).toBeGreaterThanOrEqual(1);
    const again = await submitKeyed(world.ours, orderIn(world.ours), key);
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBeUndefined();
  });

  it('is named in the API document on the order, not on the order page', async () => {
    const document = await apiDocument(world.app);
    const order = document.paths['/{tenant}/v1/vb/public/order'] as Record<
      string,
      { parameters?: { in: string; name: string }[] }
    >;
    const headerNames = (method: string) =>
      (order[method]!.parameters ?? []).filter((parameter) => parameter.in === 'header').map((p) => p.name);
    expect(headerNames('post')).toEqual(['Idempotency-Key']);
    expect(headerNames('get')).toEqual([]);
  });
});
