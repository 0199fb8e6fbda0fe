import { describe, expect, it } from 'vitest';
import { eventEndpoints } from '@syna/contracts/endpoints/events';
import { metadataEndpoints } from '@syna/contracts/endpoints/metadata';
import type { Metadata } from '@syna/contracts/metadata';
import { callerFactory } from '../../../test/support/api-client.ts';
import { createTestApp } from '../../../test/support/test-app.ts';
import type { TestUser } from '../../../test/support/factories.ts';
import { buildFirmWithMembers } from '../../../test/support/firm-with-members.ts';
import { useWorld } from '../../../test/support/test-world.ts';

const world = useWorld(async () => {
  const app = await createTestApp();
  return { app, as: callerFactory(app), ...(await buildFirmWithMembers(app, ['admin', 'user'])) };
});

const params = () => ({ tenant: world.firm.id });
const read = (by: TestUser = world.owner) => world.as(by).ok(metadataEndpoints.get, { params: params() });
const write = (by: TestUser, body: object) =>
  world.as(by).send(metadataEndpoints.replace, { params: params(), body: body as never });

const rooms = { rooms: { kinds: ['Kök', 'Badrum', 'Sovrum'], floors: 2, basement: true, note: null } };

describe('the firm’s metadata', () => {
  it('is empty until written, then the document as written, with when and by whom', async () => {
    expect(await read()).toEqual({ document: {}, updatedAt: null, updatedBy: null });
    const written = await write(world.members.admin, { document: rooms, updatedAt: null });
    expect(written.statusCode).toBe(200);
    const metadata = await read(world.members.admin);
    expect(metadata).toEqual({
      document: rooms,
      updatedAt: written.json<Metadata>().updatedAt,
      updatedBy: { id: world.members.admin.id, name: world.members.admin.name },
    });
    const events = await world.as(world.owner).ok(eventEndpoints.list, { params: params(), query: {} });
    expect(events.items[0]).toMatchObject({ method: 'POST', route: '/v1/vb/admin/metadata' });
  });

  it('refuses a write based on a document someone else has since changed, keeping theirs', async () => {
    const seen = await read();
    const first = await write(world.owner, {
      document: { ...rooms, extra: { a: 'ett' } },
      updatedAt: seen.updatedAt,
    });
    expect(first.statusCode).toBe(200);
    // The administrator still has the older document open.
    const stale = await write(world.members.admin, { document: {}, updatedAt: seen.updatedAt });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().detail).toBe('Metadata har ändrats sedan du läste dem: läs in dem igen');
    expect((await write(world.members.admin, { document: {}, updatedAt: null })).statusCode).toBe(409);
    expect((await read()).document).toEqual({ ...rooms, extra: { a: 'ett' } });
    // Without updatedAt the write replaces whatever is there.
    expect((await write(world.owner, { document: rooms })).statusCode).toBe(200);
    expect((await read()).document).toEqual(rooms);
  });

  it('answers 400 with the field for a bad name or value, changing nothing', async () => {
    const before = await read();
    const badName = await write(world.owner, { document: { 'två ord': { a: 1 } } });
    expect(badName.statusCode).toBe(400);
    expect(JSON.stringify(badName.json().errors)).toContain('Namnet får bara innehålla');
    const badValue = await write(world.owner, { document: { rooms: { nested: { deep: true } } } });
    expect(badValue.statusCode).toBe(400);
    expect(Object.keys(badValue.json().errors)[0]).toMatch(/^body\.document\.rooms\.nested/);
    expect(await read()).toEqual(before);
  });

  it('is for administrators only', async () => {
    expect(
      (await world.as(world.members.user).send(metadataEndpoints.get, { params: params() })).statusCode,
    ).toBe(403);
    expect((await write(world.members.user, { document: {} })).statusCode).toBe(403);
  });
});
