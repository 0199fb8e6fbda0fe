import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { inspectionEndpoints } from '@syna/contracts/endpoints/inspections';
import { sequenceEndpoints } from '@syna/contracts/endpoints/sequences';
import type { SequenceCreate } from '@syna/contracts/sequences';
import { queryRows } from '../../platform/db/database.ts';
import { buildInspectionType } from '../../../test/support/inspection-factories.ts';
import { useTwoFirms } from '../../../test/support/two-firms.ts';

const world = useTwoFirms({ name: 'member', roles: ['user'] });

const inFirm = () => ({ tenant: world.firm.id });
const one = (id: string) => ({ tenant: world.firm.id, id });
const owner = () => world.as(world.owner);
const create = (body: SequenceCreate) => owner().ok(sequenceEndpoints.create, { params: inFirm(), body });
const uniqueName = (name: string) => `${name} ${crypto.randomUUID().slice(0, 6)}`;
const storedRow = async (id: string) =>
  (
    await world.app.database.withTenant({ tenantId: world.firm.id }, (tx) =>
      queryRows<{ name: string; next_value: string; prefix: string }>(
        tx,
        sql`SELECT name, next_value::text, prefix FROM number_sequences WHERE id = ${id}`,
      ),
    )
  )[0];

describe('number sequences', () => {
  it('number a firm’s reports from the start: "Protokollnummer", P-0001', async () => {
    const listed = await world.as(world.member).ok(sequenceEndpoints.list, { params: inFirm() });
    expect(listed.items.filter((sequence) => sequence.target === 'report')).toEqual([
      expect.objectContaining({
        name: 'Protokollnummer',
        prefix: 'P-',
        padding: 4,
        next: 1,
        nextNumber: 'P-0001',
      }),
    ]);
  });

  it('are created with a format, listed by name and read one at a time', async () => {
    const sequence = await create({ name: uniqueName('Rapporter'), prefix: ' R- ', padding: 5, next: 42 });
    expect(sequence).toMatchObject({
      target: null,
      prefix: 'R-',
      padding: 5,
      next: 42,
      nextNumber: 'R-00042',
    });
    const plain = await create({ name: uniqueName('Egna') });
    expect(plain).toMatchObject({ prefix: '', padding: 0, next: 1, nextNumber: '1' });
    const listed = await world.as(world.member).ok(sequenceEndpoints.list, { params: inFirm() });
    expect(listed.items.map((item) => item.id)).toEqual(expect.arrayContaining([sequence.id, plain.id]));
    const names = listed.items.map((item) => item.name.toLowerCase());
    expect(names).toEqual([...names].sort());
    expect(await world.as(world.member).ok(sequenceEndpoints.get, { params: one(sequence.id) })).toEqual(
      sequence,
    );
  });

  it('peek at the next number without drawing it', async () => {
    const sequence = await create({ name: uniqueName('Fakturor'), prefix: 'F', padding: 3, next: 7 });
    const peek = () => world.as(world.member).ok(sequenceEndpoints.peek, { params: one(sequence.id) });
    expect(await peek()).toEqual({ value: 7, number: 'F007' });
    expect(await peek()).toEqual({ value: 7, number: 'F007' });
  });

  it('change only the fields sent; a cleared prefix gives plain numbers', async () => {
    const sequence = await create({ name: uniqueName('Byt'), prefix: 'B-', padding: 2, next: 3 });
    const changed = await owner().ok(sequenceEndpoints.update, {
      params: one(sequence.id),
      body: { padding: 4, target: 'invoice' },
    });
    expect(changed).toMatchObject({
      name: sequence.name,
      prefix: 'B-',
      padding: 4,
      target: 'invoice',
      next: 3,
    });
    const cleared = await owner().ok(sequenceEndpoints.update, {
      params: one(sequence.id),
      body: { prefix: null, target: null },
    });
    expect(cleared).toMatchObject({ prefix: '', target: null, nextNumber: '0003' });
  });

  it('refuse a name another sequence has (in any case) or a target another numbers, changing nothing', async () => {
    const name = uniqueName('Dubbel');
    const first = await create({ name, target: 'invoice' });
    const sameName = await owner().send(sequenceEndpoints.create, {
      params: inFirm(),
      body: { name: name.toUpperCase() },
    });
    expect(sameName.statusCode).toBe(409);
    expect(sameName.json().errors['body.name']).toEqual([
      `Det finns redan en nummerserie med namnet ${name.toUpperCase()}`,
    ]);
    const second = await create({ name: uniqueName('Annan') });
    const sameTarget = await owner().send(sequenceEndpoints.update, {
      params: one(second.id),
      body: { name: uniqueName('Nytt namn'), target: 'invoice' },
    });
    expect(sameTarget.statusCode).toBe(409);
    expect(sameTarget.json().detail).toBe('En annan nummerserie numrerar redan detta');
    expect((await storedRow(second.id))!.name).toBe(second.name);
    // Renaming to its own name in another case is no clash.
    await owner().ok(sequenceEndpoints.update, { params: one(first.id), body: { name: name.toUpperCase() } });
  });

  it('answer 400 with field errors for bad input, and write nothing', async () => {
    const name = uniqueName('Fel');
    const response = await owner().send(sequenceEndpoints.create, {
      params: inFirm(),
      body: { name, padding: 13, next: -1, target: 'okänd' as never },
    });
    expect(response.statusCode).toBe(400);
    const errors = response.json().errors;
    expect(errors['body.padding']).toEqual(['Ange ett antal siffror från 0 till 12']);
    expect(errors['body.next']).toEqual(['Ange ett heltal från 0 till 999999999999']);
    expect(errors['body.target']).toBeDefined();
    const listed = await owner().ok(sequenceEndpoints.list, { params: inFirm() });
    expect(listed.items.map((item) => item.name)).not.toContain(name);
    const blank = await owner().send(sequenceEndpoints.create, { params: inFirm(), body: { name: '  ' } });
    expect(blank.json().errors['body.name']).toEqual(['Ange ett namn']);
  });

  it('are deleted, after which they answer 404', async () => {
    const sequence = await create({ name: uniqueName('Bort') });
    await owner().ok(sequenceEndpoints.remove, { params: one(sequence.id) });
    for (const endpoint of [sequenceEndpoints.get, sequenceEndpoints.peek, sequenceEndpoints.remove]) {
      const response = await owner().send(endpoint, { params: one(sequence.id) });
      expect(response.statusCode).toBe(404);
      expect(response.json().detail).toBe('Nummerserien finns inte');
    }
  });

  it('of another firm answer 404 and stay as they were', async () => {
    const theirs = await world.as(world.outsider).ok(sequenceEndpoints.create, {
      params: { tenant: world.otherFirm.id },
      body: { name: 'Deras', next: 5 },
    });
    const ours = world.as(world.owner);
    expect((await ours.send(sequenceEndpoints.get, { params: one(theirs.id) })).statusCode).toBe(404);
    const next = await ours.send(sequenceEndpoints.next, {
      params: one(theirs.id),
      body: { old: 5, new: 9 },
    });
    expect(next.statusCode).toBe(404);
    const mine = await world
      .as(world.outsider)
      .ok(sequenceEndpoints.get, { params: { tenant: world.otherFirm.id, id: theirs.id } });
    expect(mine.next).toBe(5);
  });

  it('are kept by administrators: a user reads them but may not change them', async () => {
    const sequence = await create({ name: uniqueName('Läs') });
    const member = world.as(world.member);
    expect((await member.send(sequenceEndpoints.peek, { params: one(sequence.id) })).statusCode).toBe(200);
    const refused = await member.send(sequenceEndpoints.next, {
      params: one(sequence.id),
      body: { old: 1, new: 2 },
    });
    expect(refused.statusCode).toBe(403);
    expect((await storedRow(sequence.id))!.next_value).toBe('1');
  });
});

describe('setting the next value', () => {
  it('succeeds when the old value is still the next one, and may set it back', async () => {
    const sequence = await create({ name: uniqueName('Sätt'), next: 10 });
    const raised = await owner().ok(sequenceEndpoints.next, {
      params: one(sequence.id),
      body: { old: 10, new: 100 },
    });
    expect(raised).toMatchObject({ next: 100, nextNumber: '100' });
    const lowered = await owner().ok(sequenceEndpoints.next, {
      params: one(sequence.id),
      body: { old: 100, new: 2 },
    });
    expect(lowered.next).toBe(2);
  });

  it('with a stale old value answers 409 naming the current value and changes nothing', async () => {
    const sequence = await create({ name: uniqueName('Gammal'), next: 10 });
    const response = await owner().send(sequenceEndpoints.next, {
      params: one(sequence.id),
      body: { old: 9, new: 50 },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().detail).toBe(
      'Nästa nummer är inte längre 9 utan 10; någon har ändrat det eller dragit ett nummer',
    );
    expect((await storedRow(sequence.id))!.next_value).toBe('10');
    const english = await owner().send(
      sequenceEndpoints.next,
      { params: one(sequence.id), body: { old: 9, new: 50 } },
      { 'accept-language': 'en' },
    );
    expect(english.json().detail).toBe(
      'The next number is no longer 9 but 10; someone has changed it or drawn a number',
    );
  });
});

describe('the assignment sequence', () => {
  it('numbers new assignments when the firm keeps one, and stops when it is deleted', async () => {
    const type = await buildInspectionType(world.app, world.firm.id);
    const sequence = await create({
      name: uniqueName('Uppdrag'),
      target: 'inspection',
      prefix: 'U',
      padding: 3,
    });
    const assignment = await owner().ok(inspectionEndpoints.create, {
      params: inFirm(),
      body: { typeId: type.id },
    });
    expect(assignment.number).toBe('U001');
    expect((await owner().ok(sequenceEndpoints.peek, { params: one(sequence.id) })).number).toBe('U002');
    await owner().ok(sequenceEndpoints.remove, { params: one(sequence.id) });
    const after = await owner().ok(inspectionEndpoints.create, {
      params: inFirm(),
      body: { typeId: type.id },
    });
    expect(after.number).toMatch(/^\d{4}-\d{4}$/);
  });
});
