import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { contactEndpoints } from '@syna/contracts/endpoints/contacts';
import { eventEndpoints } from '@syna/contracts/endpoints/events';
import type { Event } from '@syna/contracts/events';
import { placeVillaOrder, useOrderWorld } from '../../../test/support/order-fixture.ts';
import { readRows } from '../../../test/support/inspection-factories.ts';
import type { TestUser } from '../../../test/support/factories.ts';
import { personBody } from '../../../test/support/contact-factories.ts';

const world = useOrderWorld();
const inFirm = () => ({ params: { tenant: world.firm.id } });
const ofContact = (id: string) => ({ params: { tenant: world.firm.id, id } });

const eventsPage = (query: { pageSize?: 10 | 25; cursor?: string } = {}, user: TestUser = world.owner) =>
  world.as(user).send(eventEndpoints.list, { ...inFirm(), query });
const newestEvents = async (count = 10): Promise<Event[]> =>
  (await world.as(world.owner).ok(eventEndpoints.list, { ...inFirm(), query: { pageSize: 25 } })).items.slice(
    0,
    count,
  );
const eventCount = async () =>
  (
    await readRows<{ count: number }>(
      world.app,
      world.firm.id,
      sql`SELECT count(*)::int AS count FROM events`,
    )
  )[0]!.count;

describe('the events log', () => {
  it('records each change with who, what, when and from where, newest first', async () => {
    const before = Date.now();
    const created = await world.as(world.inspector).ok(contactEndpoints.create, {
      ...inFirm(),
      body: personBody({ firstName: 'Loggad' }),
    });
    await world.as(world.owner).ok(contactEndpoints.replace, {
      ...ofContact(created.id),
      body: personBody({ firstName: 'Ändrad' }),
    });
    await world.as(world.owner).ok(contactEndpoints.remove, ofContact(created.id));

    const [removed, replaced, creation] = await newestEvents(3);
    expect(creation).toMatchObject({
      actor: { id: world.inspector.id, name: 'Ingrid Inspektör' },
      method: 'POST',
      route: '/v1/contact',
      target: created.id,
      address: '127.0.0.1',
    });
    expect(replaced).toMatchObject({
      actor: { id: world.owner.id },
      method: 'PUT',
      route: '/v1/contact/:id',
    });
    expect(removed).toMatchObject({ method: 'DELETE', route: '/v1/contact/:id', target: created.id });
    expect(Date.parse(creation!.at)).toBeGreaterThanOrEqual(before - 1000);
  });

  it('records nothing for reads, searches sent as a body, or refused changes', async () => {
    const count = await eventCount();
    await world.as(world.owner).ok(contactEndpoints.search, { ...inFirm(), body: { query: 'Loggad' } });
    await world.as(world.owner).ok(contactEndpoints.tags, inFirm());
    const invalid = await world.as(world.owner).send(contactEndpoints.create, {
      ...inFirm(),
      body: { ...personBody(), email: 'inte en adress' },
    });
    expect(invalid.statusCode).toBe(400);
    const stranger = await world.as(world.stranger).ok(contactEndpoints.create, {
      params: { tenant: world.otherFirm.id },
      body: personBody(),
    });
    const foreign = await world.as(world.owner).send(contactEndpoints.remove, ofContact(stranger.id));
    expect(foreign.statusCode).toBe(404);
    const viewerWrite = await world.as(world.viewer).send(contactEndpoints.create, {
      ...inFirm(),
      body: personBody(),
    });
    expect(viewerWrite.statusCode).toBe(403);
    expect(await eventCount()).toBe(count);
  });

  it('records a customer’s order from the public page without an actor', async () => {
    await placeVillaOrder(world);
    const [order] = await newestEvents(1);
    expect(order).toMatchObject({ actor: null, method: 'POST', route: '/v1/vb/public/order' });
    expect(order!.address).toMatch(/^10\./);
  });

  it('keeps each firm’s events to itself', async () => {
    const own = await newestEvents(25);
    const theirs = (
      await world.as(world.stranger).ok(eventEndpoints.list, {
        params: { tenant: world.otherFirm.id },
        query: { pageSize: 25 },
      })
    ).items;
    expect(theirs.map((event) => event.actor?.id)).toEqual(theirs.map(() => world.stranger.id));
    expect(own.some((event) => event.actor?.id === world.stranger.id)).toBe(false);
    // Not a member of the firm, and a member who is no administrator.
    expect((await eventsPage({}, world.stranger)).statusCode).toBe(403);
    expect((await eventsPage({}, world.inspector)).statusCode).toBe(403);
  });

  it('pages by cursor and refuses a cursor it did not make', async () => {
    for (const firstName of [
      'Ett',
      'Två',
      'Tre',
      'Fyra',
      'Fem',
      'Sex',
      'Sju',
      'Åtta',
      'Nio',
      'Tio',
      'Elva',
    ]) {
      await world
        .as(world.owner)
        .ok(contactEndpoints.create, { ...inFirm(), body: personBody({ firstName }) });
    }
    const all = (
      await world.as(world.owner).ok(eventEndpoints.list, { ...inFirm(), query: { pageSize: 100 } })
    ).items;
    const first = (await eventsPage({ pageSize: 10 })).json();
    const second = (await eventsPage({ pageSize: 10, cursor: first.nextCursor })).json();
    expect([...first.items, ...second.items].map((event: Event) => event.id)).toEqual(
      all.slice(0, 20).map((event) => event.id),
    );
    const forged = await eventsPage({ cursor: Buffer.from('["x","events-newest"]').toString('base64url') });
    expect(forged.statusCode).toBe(400);
    expect(Object.keys(forged.json().errors)).toEqual(['query.cursor']);
  });

  it('is append-only: the request role can neither change nor remove an event', async () => {
    const refusal = (statement: ReturnType<typeof sql>) =>
      world.app.database
        .withTenant({ tenantId: world.firm.id }, (tx) => tx.execute(statement))
        .then(
          () => 'done',
          (error: Error) => String((error.cause as Error | undefined)?.message ?? error.message),
        );
    const before = await eventCount();
    expect(await refusal(sql`UPDATE events SET route = '/forged'`)).toMatch(/permission denied/);
    expect(await refusal(sql`DELETE FROM events`)).toMatch(/permission denied/);
    expect(await eventCount()).toBe(before);
  });
});
