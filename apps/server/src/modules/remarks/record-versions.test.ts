import { beforeAll, describe, expect, it } from 'vitest';
import { objectEndpoints, remarkEndpoints } from '@syna/contracts/endpoints/remarks';
import { VERSION_CONFLICT_PROBLEM_TYPE } from '@syna/contracts/problem';
import type { InspectionObject, Remark } from '@syna/contracts/remarks';
import { useRemarkWorld } from '../../../test/support/remark-fixture.ts';
import {
  addObject,
  addRemark,
  objectAt,
  objectsOf,
  remarkAt,
} from '../../../test/support/remark-factories.ts';

// Changes made against a version the record no longer has, as an offline outbox sends them.

const world = useRemarkWorld();
let object: InspectionObject;

beforeAll(async () => {
  object = await addObject(world.app, world.firm, world.owner, world.inspection.id);
});

const ifMatch = (version: number | string) => ({
  'if-match': typeof version === 'number' ? `"${version}"` : version,
});
const at = (remark: { id: string }) => remarkAt(world.firm, world.inspection.id, object.id, remark.id);
const listed = async (id: string) =>
  (
    await world.as(world.owner).ok(remarkEndpoints.list, objectAt(world.firm, world.inspection.id, object.id))
  ).items.find((remark) => remark.id === id);

describe('versions of remarks', () => {
  it('starts at 1 and moves on every change, a reorder of several too, with the ETag of the answer', async () => {
    const remark = await addRemark(world.app, world.firm, world.owner, world.inspection.id, object.id);
    expect(remark.version).toBe(1);
    const changed = await world
      .as(world.owner)
      .send(remarkEndpoints.change, { ...at(remark), body: { text: 'Ny' } });
    expect(changed.json<Remark>().version).toBe(2);
    expect(changed.headers.etag).toBe('"2"');
    await world.as(world.owner).ok(remarkEndpoints.changeMany, {
      ...objectAt(world.firm, world.inspection.id, object.id),
      body: { items: [{ id: remark.id, sortOrder: 50 }] },
    });
    expect((await listed(remark.id))!.version).toBe(3);
  });

  it('refuses a change against an old version with 409 and the remark as it is, changing nothing', async () => {
    const remark = await addRemark(world.app, world.firm, world.owner, world.inspection.id, object.id, {
      title: 'Fuktfläck',
    });
    await world
      .as(world.owner)
      .ok(remarkEndpoints.change, { ...at(remark), body: { text: 'Kontorets text' } });
    const current = await listed(remark.id);
    const stale = await world
      .as(world.owner)
      .send(remarkEndpoints.change, { ...at(remark), body: { text: 'Inspektörens text' } }, ifMatch(1));
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({
      type: VERSION_CONFLICT_PROBLEM_TYPE,
      title: 'Någon annan har ändrat posten',
      current: { id: remark.id, version: 2, text: 'Kontorets text' },
    });
    expect(stale.json<{ current: Remark }>().current).toEqual(current);
    expect(await listed(remark.id)).toEqual(current);
    const staleDelete = await world.as(world.owner).send(remarkEndpoints.remove, at(remark), ifMatch(1));
    expect(staleDelete.statusCode).toBe(409);
    expect(staleDelete.json<{ current: Remark }>().current).toEqual(current);
    expect(await listed(remark.id)).toEqual(current);
  });

  it('applies a change at the current version (weak or bare forms too) and deletes at it', async () => {
    const remark = await addRemark(world.app, world.firm, world.owner, world.inspection.id, object.id);
    const first = await world
      .as(world.owner)
      .send(remarkEndpoints.change, { ...at(remark), body: { text: 'A' } }, ifMatch(1));
    expect(first.statusCode).toBe(200);
    expect(first.json<Remark>()).toMatchObject({ text: 'A', version: 2 });
    const weak = await world
      .as(world.owner)
      .send(remarkEndpoints.change, { ...at(remark), body: { text: 'B' } }, ifMatch('W/"2"'));
    expect(weak.json<Remark>().version).toBe(3);
    const bare = await world
      .as(world.owner)
      .send(remarkEndpoints.change, { ...at(remark), body: { text: 'C' } }, ifMatch('3'));
    expect(bare.json<Remark>().version).toBe(4);
    const malformed = await world
      .as(world.owner)
      .send(remarkEndpoints.change, { ...at(remark), body: { text: 'D' } }, ifMatch('"fyra"'));
    expect(malformed.statusCode).toBe(400);
    const removed = await world.as(world.owner).send(remarkEndpoints.remove, at(remark), ifMatch(4));
    expect(removed.statusCode).toBe(204);
    expect(await listed(remark.id)).toBeUndefined();
    const gone = await world
      .as(world.owner)
      .send(remarkEndpoints.change, { ...at(remark), body: { text: 'E' } }, ifMatch(4));
    expect(gone.statusCode).toBe(404);
  });

  it('keeps the earlier states, newest first, with who replaced them and when', async () => {
    const remark = await addRemark(world.app, world.firm, world.owner, world.inspection.id, object.id, {
      title: 'Takfot',
      text: 'Inspektörens första text',
    });
    await world.as(world.owner).ok(remarkEndpoints.change, { ...at(remark), body: { text: 'Andra texten' } });
    await world
      .as(world.owner)
      .ok(remarkEndpoints.change, { ...at(remark), body: { text: 'Tredje texten' } });
    const revisions = await world.as(world.viewer).ok(remarkEndpoints.revisions, at(remark));
    expect(revisions.items.map((revision) => [revision.version, revision.text])).toEqual([
      [2, 'Andra texten'],
      [1, 'Inspektörens första text'],
    ]);
    expect(revisions.items[0]).toMatchObject({
      title: 'Takfot',
      changedBy: { id: world.owner.id, name: 'Olle Ägare' },
    });
    expect(Date.parse(revisions.items[0]!.changedAt)).not.toBeNaN();
    const theirs = await world
      .as(world.outsider)
      .send(
        remarkEndpoints.revisions,
        remarkAt(world.otherFirm, world.otherInspection.id, object.id, remark.id),
      );
    expect(theirs.statusCode).toBe(404);
  });
});

describe('versions of objects', () => {
  it('moves on a change, refuses an old version with the object as it is, and deletes at the current one', async () => {
    const made = await addObject(world.app, world.firm, world.owner, world.inspection.id, { name: 'Garage' });
    expect(made.version).toBe(1);
    const path = objectAt(world.firm, world.inspection.id, made.id);
    const changed = await world
      .as(world.owner)
      .send(objectEndpoints.change, { ...path, body: { name: 'Carport' } }, ifMatch(1));
    expect(changed.json<InspectionObject>().version).toBe(2);
    expect(changed.headers.etag).toBe('"2"');
    const stale = await world
      .as(world.owner)
      .send(objectEndpoints.change, { ...path, body: { name: 'Förråd' } }, ifMatch(1));
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ current: { id: made.id, name: 'Carport', version: 2 } });
    expect((await world.as(world.owner).send(objectEndpoints.remove, path, ifMatch(1))).statusCode).toBe(409);
    const objects = await world
      .as(world.owner)
      .ok(objectEndpoints.list, objectsOf(world.firm, world.inspection.id));
    expect(objects.items.find((item) => item.id === made.id)).toMatchObject({ name: 'Carport', version: 2 });
    expect((await world.as(world.owner).send(objectEndpoints.remove, path, ifMatch(2))).statusCode).toBe(204);
  });
});
