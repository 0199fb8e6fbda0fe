import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { remarkEndpoints, remarkImageEndpoints } from '@syna/contracts/endpoints/remarks';
import { IDEMPOTENCY_KEY_REUSED_PROBLEM_TYPE } from '@syna/contracts/problem';
import { IDEMPOTENCY_KEY_TTL_HOURS } from '@syna/contracts/constants';
import { sql } from 'drizzle-orm';
import { queryRows } from '../src/platform/db/database.ts';
import { deleteExpiredIdempotencyKeys } from '../src/platform/http/idempotency-sweep.ts';
import { apiDocument } from './support/api-client.ts';
import type { TestUser } from './support/factories.ts';
import {
  addObject,
  addRemark,
  buildInspection,
  jpegFile,
  objectAt,
  remarkAt,
} from './support/remark-factories.ts';
import { setUpTwoFirms } from './support/two-firms.ts';
import { useWorld } from './support/test-world.ts';

const world = useWorld(async () => {
  const firms = await setUpTwoFirms({ name: 'inspector', roles: ['user'] });
  const inspection = await buildInspection(firms.app, firms.firm, firms.owner);
  const otherInspection = await buildInspection(firms.app, firms.otherFirm, firms.outsider);
  return { ...firms, inspection, otherInspection };
});
let object: { id: string };

beforeAll(async () => {
  object = await addObject(world.app, world.firm, world.owner, world.inspection.id);
});

const keyed = (key: string) => ({ 'idempotency-key': key });
const remarksPath = () => objectAt(world.firm, world.inspection.id, object.id);
const createRemark = (key: string, body: { title: string; gradeId?: string }, user: TestUser = world.owner) =>
  world.as(user).send(remarkEndpoints.create, { ...remarksPath(), body }, keyed(key));
/** The same change in the other firm, by its owner, on an object of its own assignment. */
let theirObject: { id: string } | undefined;
const createTheirRemark = async (key: string, body: { title: string }) => {
  theirObject ??= await addObject(world.app, world.otherFirm, world.outsider, world.otherInspection.id);
  return world
    .as(world.outsider)
    .send(
      remarkEndpoints.create,
      { ...objectAt(world.otherFirm, world.otherInspection.id, theirObject.id), body },
      keyed(key),
    );
};
const titles = async () =>
  (await world.as(world.owner).ok(remarkEndpoints.list, remarksPath())).items.map((remark) => remark.title);

describe('changes sent with an Idempotency-Key', () => {
  it('applies a create once and answers a repeat with the stored answer, marked as replayed', async () => {
    const key = randomUUID();
    const first = await createRemark(key, { title: 'Fuktfläck' });
    const second = await createRemark(key, { title: 'Fuktfläck' });
    expect(first.statusCode).toBe(201);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    expect(second.statusCode).toBe(201);
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(second.json()).toEqual(first.json());
    expect((await titles()).filter((title) => title === 'Fuktfläck')).toHaveLength(1);
  });

  it('refuses the same key for another body (422), changing nothing', async () => {
    const key = randomUUID();
    await createRemark(key, { title: 'Spricka i grund' });
    const before = await titles();
    const other = await createRemark(key, { title: 'Spricka i vägg' });
    expect(other.statusCode).toBe(422);
    expect(other.json()).toMatchObject({
      type: IDEMPOTENCY_KEY_REUSED_PROBLEM_TYPE,
      detail: 'Idempotency-Key används redan för en annan begäran',
    });
    const elsewhere = await world.as(world.owner).send(
      remarkEndpoints.change,
      {
        ...remarkAt(world.firm, world.inspection.id, object.id, randomUUID()),
        body: { title: 'Spricka i grund' },
      },
      keyed(key),
    );
    expect(elsewhere.statusCode).toBe(422);
    expect(await titles()).toEqual(before);
  });

  it('applies two identical requests sent at once only once', async () => {
    const key = randomUUID();
    const answers = await Promise.all([
      createRemark(key, { title: 'Samtidig' }),
      createRemark(key, { title: 'Samtidig' }),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201]);
    expect(answers[0]!.json()).toEqual(answers[1]!.json());
    expect(answers.filter((answer) => answer.headers['idempotent-replayed'] === 'true')).toHaveLength(1);
    expect((await titles()).filter((title) => title === 'Samtidig')).toHaveLength(1);
  });

  it('keeps no key for a refused request: corrected, the same key then goes through', async () => {
    const key = randomUUID();
    const refused = await createRemark(key, { title: 'Takfot', gradeId: randomUUID() });
    expect(refused.statusCode).toBe(400);
    const invalid = await createRemark(key, { title: '' });
    expect(invalid.statusCode).toBe(400);
    const corrected = await createRemark(key, { title: 'Takfot' });
    expect(corrected.statusCode).toBe(201);
    expect(corrected.headers['idempotent-replayed']).toBeUndefined();
    expect((await titles()).filter((title) => title === 'Takfot')).toHaveLength(1);
  });

  it('keeps a key to its user and firm', async () => {
    const key = randomUUID();
    const mine = await createRemark(key, { title: 'Ventilation' });
    const colleagues = await createRemark(key, { title: 'Ventilation' }, world.inspector);
    expect(colleagues.statusCode).toBe(201);
    expect(colleagues.headers['idempotent-replayed']).toBeUndefined();
    expect(colleagues.json<{ id: string }>().id).not.toBe(mine.json<{ id: string }>().id);
    const theirs = await createTheirRemark(key, { title: 'Ventilation' });
    expect(theirs.statusCode).toBe(201);
    expect(theirs.headers['idempotent-replayed']).toBeUndefined();
    expect((await titles()).filter((title) => title === 'Ventilation')).toHaveLength(2);
  });

  it('refuses a malformed key (400) and ignores a key on a read', async () => {
    for (const key of ['', 'a'.repeat(201), 'med mellanslag']) {
      const answer = await createRemark(key, { title: 'Ogiltig nyckel' });
      expect(answer.statusCode).toBe(400);
      expect(answer.json<{ detail: string }>().detail).toContain('Idempotency-Key');
    }
    expect(await titles()).not.toContain('Ogiltig nyckel');
    const read = await world.as(world.owner).send(remarkEndpoints.list, remarksPath(), keyed(' '));
    expect(read.statusCode).toBe(200);
  });

  it('uploads a photo once for a repeated upload', async () => {
    const remark = await addRemark(world.app, world.firm, world.owner, world.inspection.id, object.id, {
      title: 'Med foto',
    });
    const at = remarkAt(world.firm, world.inspection.id, object.id, remark.id);
    const photo = await jpegFile();
    const key = randomUUID();
    const first = await world.as(world.owner).upload(remarkImageEndpoints.upload, at, [photo], keyed(key));
    const second = await world.as(world.owner).upload(remarkImageEndpoints.upload, at, [photo], keyed(key));
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(201);
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(second.json()).toEqual(first.json());
    const listed = await world.as(world.owner).ok(remarkEndpoints.list, remarksPath());
    expect(listed.items.find((item) => item.id === remark.id)!.images).toHaveLength(1);
    const otherPhoto = await world
      .as(world.owner)
      .upload(remarkImageEndpoints.upload, at, [await jpegFile('IMG_2.jpg', { width: 40 })], keyed(key));
    expect(otherPhoto.statusCode).toBe(422);
  });

  it('names the header in the API document on changes, not on reads', async () => {
    const document = await apiDocument(world.app);
    const remarks = document.paths[
      '/{tenant}/v1/inspections/inspections/{id}/objects/{object}/remarks'
    ] as Record<string, { parameters?: { in: string; name: string }[] }>;
    const headerNames = (method: string) =>
      (remarks[method]!.parameters ?? []).filter((parameter) => parameter.in === 'header').map((p) => p.name);
    expect(headerNames('post')).toEqual(['Idempotency-Key']);
    expect(headerNames('get')).toEqual([]);
  });
});

describe('keys past their time', () => {
  /** Makes the keys `hours` old, as if sent then. */
  const age = (keys: string[], hours: number) =>
    world.app.database.asSystem((tx) =>
      tx.execute(sql`UPDATE idempotency_keys SET created_at = now() - make_interval(hours => ${hours})
                     WHERE key IN (${sql.join(
                       keys.map((key) => sql`${key}`),
                       sql`, `,
                     )})`),
    );
  const keptOf = (keys: string[]) =>
    world.app.database.asSystem(async (tx) =>
      (
        await queryRows<{ key: string }>(
          tx,
          sql`SELECT key FROM idempotency_keys WHERE key IN (${sql.join(
            keys.map((key) => sql`${key}`),
            sql`, `,
          )})`,
        )
      ).map((row) => row.key),
    );

  it('are deleted in every firm by the sweep, while a key within its time stays and still answers its repeat', async () => {
    const [spent, theirSpent, fresh] = [randomUUID(), randomUUID(), randomUUID()];
    await createRemark(spent, { title: 'Gammal ändring' });
    await createTheirRemark(theirSpent, { title: 'Gammal ändring' });
    const first = await createRemark(fresh, { title: 'Färsk ändring' });
    await age([spent, theirSpent], IDEMPOTENCY_KEY_TTL_HOURS + 1);
    await age([fresh], IDEMPOTENCY_KEY_TTL_HOURS - 1);

    expect(await deleteExpiredIdempotencyKeys(world.app.database)).toBeGreaterThanOrEqual(2);
    expect(await keptOf([spent, theirSpent, fresh])).toEqual([fresh]);
    const repeat = await createRemark(fresh, { title: 'Färsk ändring' });
    expect(repeat.statusCode).toBe(201);
    expect(repeat.headers['idempotent-replayed']).toBe('true');
    expect(repeat.json()).toEqual(first.json());
    expect((await titles()).filter((title) => title === 'Färsk ändring')).toHaveLength(1);
    // A spent key is free again: its change counts as a new one.
    const again = await createRemark(spent, { title: 'Gammal ändring' });
    expect(again.headers['idempotent-replayed']).toBeUndefined();
    // Nothing left to delete.
    expect(await deleteExpiredIdempotencyKeys(world.app.database)).toBe(0);
  });
});
