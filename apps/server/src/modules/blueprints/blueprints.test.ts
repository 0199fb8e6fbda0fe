import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { BlueprintCreateInput } from '@syna/contracts/blueprints';
import { blueprintEndpoints } from '@syna/contracts/endpoints/blueprints';
import { formEndpoints } from '@syna/contracts/endpoints/forms';
import { inspectionEndpoints } from '@syna/contracts/endpoints/inspections';
import { inspectionTypeEndpoints, remarkGradeEndpoints } from '@syna/contracts/endpoints/lookups';
import { objectEndpoints } from '@syna/contracts/endpoints/remarks';
import { countRows } from '../../../test/support/direct-rows.ts';
import { BUILDING_YEAR, uniqueFormKey } from '../../../test/support/form-factories.ts';
import { buildInspectionType } from '../../../test/support/inspection-factories.ts';
import { addMember, buildUser } from '../../../test/support/factories.ts';
import { useTwoFirms } from '../../../test/support/two-firms.ts';

// A plain member ('user') creates assignments but administers nothing.
const world = useTwoFirms({ name: 'member', roles: ['user'] });

const inFirm = () => ({ tenant: world.firm.id });
const one = (id: string) => ({ tenant: world.firm.id, id });
const owner = () => world.as(world.owner);

const newForm = (scope: 'INSPECTION' | 'OBJECT' | 'ORDER', archived = false) =>
  owner().ok(formEndpoints.create, {
    params: inFirm(),
    body: { key: uniqueFormKey('mall'), name: { sv: 'Radon' }, scope, archived, fields: [BUILDING_YEAR] },
  });
const firstGrade = async () =>
  (await owner().ok(remarkGradeEndpoints.list, { params: inFirm(), query: {} })).items[0]!;

/** A blueprint of a new type: two objects, the first with a graded template remark. */
async function blueprintBody(overrides: Partial<BlueprintCreateInput> = {}): Promise<BlueprintCreateInput> {
  const type = await buildInspectionType(world.app, world.firm.id);
  const grade = await firstGrade();
  return {
    name: { sv: 'Överlåtelse villa', en: 'Transfer, house' },
    typeId: type.id,
    objects: [
      {
        name: 'Bostadshus',
        remarks: [
          { title: 'Fuktfläck i källaren', text: 'Mät fukthalten.', gradeId: grade.id },
          { title: 'Takavvattning' },
        ],
      },
      { name: 'Garage' },
    ],
    ...overrides,
  };
}
const create = async (overrides: Partial<BlueprintCreateInput> = {}) =>
  owner().ok(blueprintEndpoints.create, { params: inFirm(), body: await blueprintBody(overrides) });
const read = (id: string) => owner().ok(blueprintEndpoints.get, { params: one(id) });
const listed = async (caller: ReturnType<typeof owner>, query: Record<string, string>) =>
  (await caller.ok(blueprintEndpoints.list, { params: inFirm(), query })).items.map((item) => item.id);

describe('inspection blueprints', () => {
  it('are created with their objects, template remarks and forms in order, and read back whole', async () => {
    const form = await newForm('OBJECT');
    const grade = await firstGrade();
    const blueprint = await create({ formIds: [form.id, form.id] });
    expect(blueprint).toMatchObject({
      name: { sv: 'Överlåtelse villa', en: 'Transfer, house' },
      archived: false,
      formIds: [form.id],
      objects: [
        {
          name: 'Bostadshus',
          remarks: [
            { title: 'Fuktfläck i källaren', text: 'Mät fukthalten.', gradeId: grade.id },
            { title: 'Takavvattning', text: null, gradeId: null },
          ],
        },
        { name: 'Garage', remarks: [] },
      ],
    });
    expect(blueprint.typeName).toMatch(/^Typ /);
    expect(await read(blueprint.id)).toEqual(blueprint);
  });

  it('are listed by name with their object count, the archived ones only on request', async () => {
    const kept = await create({ name: { sv: 'Att ha kvar' } });
    const archived = await create({ name: { sv: 'Arkiverad' }, archived: true });
    const list = await owner().ok(blueprintEndpoints.list, { params: inFirm(), query: {} });
    expect(list.items.find((item) => item.id === kept.id)).toMatchObject({ objectCount: 2 });
    expect(list.items.map((item) => item.id)).not.toContain(archived.id);
    expect(await listed(owner(), { archived: 'true' })).toEqual(
      expect.arrayContaining([kept.id, archived.id]),
    );
  });

  it('change only what is sent; objects and forms are replaced whole', async () => {
    const blueprint = await create();
    const form = await newForm('INSPECTION');
    const changed = await owner().ok(blueprintEndpoints.update, {
      params: one(blueprint.id),
      body: { objects: [{ name: 'Tomt', remarks: [{ title: 'Dränering' }] }], formIds: [form.id] },
    });
    expect(changed).toMatchObject({
      name: blueprint.name,
      typeId: blueprint.typeId,
      objects: [{ name: 'Tomt', remarks: [{ title: 'Dränering' }] }],
      formIds: [form.id],
    });
    const renamed = await owner().ok(blueprintEndpoints.update, {
      params: one(blueprint.id),
      body: { name: { sv: 'Ny' }, archived: true },
    });
    expect(renamed).toMatchObject({ name: { sv: 'Ny', en: null }, archived: true, formIds: [form.id] });
    expect(renamed.objects).toEqual(changed.objects);
  });

  it('are deleted with their lists; assignments made from them keep their objects', async () => {
    const blueprint = await create();
    const assignment = await owner().ok(inspectionEndpoints.create, {
      params: inFirm(),
      body: { blueprint: blueprint.id },
    });
    expect((await owner().send(blueprintEndpoints.remove, { params: one(blueprint.id) })).statusCode).toBe(
      204,
    );
    expect((await owner().send(blueprintEndpoints.get, { params: one(blueprint.id) })).statusCode).toBe(404);
    const objects = await owner().ok(objectEndpoints.list, { params: one(assignment.id) });
    expect(objects.items.map((object) => object.name)).toEqual(['Bostadshus', 'Garage']);
  });

  it('refuse what is not the firm’s, or a form archived or of another scope, at the field, writing nothing', async () => {
    const theirType = await buildInspectionType(world.app, world.otherFirm.id);
    const theirGrade = (
      await world.as(world.outsider).ok(remarkGradeEndpoints.list, {
        params: { tenant: world.otherFirm.id },
        query: {},
      })
    ).items[0]!;
    const theirForm = await world.as(world.outsider).ok(formEndpoints.create, {
      params: { tenant: world.otherFirm.id },
      body: { key: uniqueFormKey('deras'), name: { sv: 'Deras' }, scope: 'OBJECT' },
    });
    const archivedForm = await newForm('OBJECT', true);
    const orderForm = await newForm('ORDER');
    const liveForm = await newForm('INSPECTION');
    const before = await countRows(world.app, world.firm.id, 'blueprints');
    const response = await owner().send(blueprintEndpoints.create, {
      params: inFirm(),
      body: await blueprintBody({
        typeId: theirType.id,
        objects: [{ name: 'Garage', remarks: [{ title: 'Rost', gradeId: theirGrade.id }] }],
        formIds: [liveForm.id, theirForm.id, archivedForm.id, orderForm.id],
      }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({
      'body.typeId': ['Uppdragstypen finns inte'],
      'body.objects.0.remarks.0.gradeId': [expect.any(String)],
      'body.formIds.1': ['Formuläret finns inte'],
      'body.formIds.2': ['Formuläret är arkiverat'],
      'body.formIds.3': ['Bara formulär för uppdrag eller objekt kan ingå i en uppdragsmall'],
    });
    const blank = await owner().send(blueprintEndpoints.create, {
      params: inFirm(),
      body: { name: { sv: ' ' }, typeId: 'x', objects: [{ name: '' }] } as never,
    });
    expect(Object.keys(blank.json().errors).sort()).toEqual([
      'body.name.sv',
      'body.objects.0.name',
      'body.typeId',
    ]);
    expect(await countRows(world.app, world.firm.id, 'blueprints')).toBe(before);
  });

  it('keep a form they have after it is archived, and refuse it on a change that adds it', async () => {
    const form = await newForm('OBJECT');
    const blueprint = await create({ formIds: [form.id] });
    await owner().ok(formEndpoints.update, { params: one(form.id), body: { archived: true } });
    const saved = await owner().ok(blueprintEndpoints.update, {
      params: one(blueprint.id),
      body: { name: { sv: 'Sparad' }, formIds: [form.id] },
    });
    expect(saved.formIds).toEqual([form.id]);
    const other = await create();
    const refused = await owner().send(blueprintEndpoints.update, {
      params: one(other.id),
      body: { formIds: [form.id] },
    });
    expect(refused.statusCode).toBe(400);
    expect((await read(other.id)).formIds).toEqual([]);
  });

  it('keep their inspection type and grades in use: deleting them is refused, a deleted form leaves them', async () => {
    const form = await newForm('OBJECT');
    const blueprint = await create({ formIds: [form.id] });
    const typeDeleted = await owner().send(inspectionTypeEndpoints.remove, { params: one(blueprint.typeId) });
    expect(typeDeleted.statusCode).toBe(409);
    expect(typeDeleted.json().detail).toContain('uppdragsmall');
    const gradeDeleted = await owner().send(remarkGradeEndpoints.remove, {
      params: one(blueprint.objects[0]!.remarks[0]!.gradeId!),
    });
    expect(gradeDeleted.statusCode).toBe(409);
    expect((await owner().send(formEndpoints.remove, { params: one(form.id) })).statusCode).toBe(204);
    expect((await read(blueprint.id)).formIds).toEqual([]);
  });

  it('answer 404 for another firm’s blueprint on every call, leaving it as it was', async () => {
    const theirType = await buildInspectionType(world.app, world.otherFirm.id);
    const theirs = await world.as(world.outsider).ok(blueprintEndpoints.create, {
      params: { tenant: world.otherFirm.id },
      body: { name: { sv: 'Deras mall' }, typeId: theirType.id },
    });
    const missing = [
      await owner().send(blueprintEndpoints.get, { params: one(theirs.id) }),
      await owner().send(blueprintEndpoints.update, { params: one(theirs.id), body: { archived: true } }),
      await owner().send(blueprintEndpoints.remove, { params: one(theirs.id) }),
    ];
    expect(missing.map((response) => response.statusCode)).toEqual([404, 404, 404]);
    expect(missing[0]!.json().detail).toBe('Uppdragsmallen finns inte');
    expect(
      await world.as(world.outsider).ok(blueprintEndpoints.get, {
        params: { tenant: world.otherFirm.id, id: theirs.id },
      }),
    ).toEqual(theirs);
  });
});

describe('the blueprints a new assignment may start from', () => {
  it('are the live ones of live types, for administrators on request and for every member who creates assignments', async () => {
    const offered = await create();
    const archived = await create({ archived: true });
    const ofArchivedType = await create();
    await owner().ok(inspectionTypeEndpoints.update, {
      params: one(ofArchivedType.typeId),
      body: { archived: true },
    });
    const forAdmin = await listed(owner(), { create: 'true' });
    expect(forAdmin).toContain(offered.id);
    expect(forAdmin).not.toContain(archived.id);
    expect(forAdmin).not.toContain(ofArchivedType.id);
    expect(await listed(owner(), {})).toContain(ofArchivedType.id);
    // A member who is not an administrator gets the same, whatever they ask.
    const member = world.as(world.member);
    expect(await listed(member, { create: 'true' })).toEqual(forAdmin);
    expect(await listed(member, { archived: 'true' })).toEqual(forAdmin);
    expect((await member.send(blueprintEndpoints.get, { params: one(offered.id) })).statusCode).toBe(403);
    expect(
      (await member.send(blueprintEndpoints.create, { params: inFirm(), body: await blueprintBody() }))
        .statusCode,
    ).toBe(403);
  });

  it('are not read by a member who cannot create assignments', async () => {
    const reader = await buildUser(world.app, { name: 'Läs Läsare' });
    await world.app.database.asSystem((tx) => addMember(tx, world.firm.id, reader, ['viewer']));
    const response = await world.as(reader).send(blueprintEndpoints.list, {
      params: inFirm(),
      query: { create: 'true' },
    });
    expect(response.statusCode).toBe(403);
  });
});

describe('an assignment created from a blueprint', () => {
  it('takes its type and gets its objects in order with their template remarks, in one request', async () => {
    const blueprint = await create();
    const assignment = await world.as(world.member).ok(inspectionEndpoints.create, {
      params: inFirm(),
      body: { blueprint: blueprint.id, littera: 'A1' },
    });
    expect(assignment.type?.id).toBe(blueprint.typeId);
    const objects = await owner().ok(objectEndpoints.list, { params: one(assignment.id) });
    expect(
      objects.items.map((object) => ({
        name: object.name,
        remarks: object.remarks.map(({ title, text, gradeId }) => ({ title, text, gradeId })),
      })),
    ).toEqual(blueprint.objects);
    // The same type given beside it is no conflict.
    const again = await owner().send(inspectionEndpoints.create, {
      params: inFirm(),
      body: { blueprint: blueprint.id, typeId: blueprint.typeId },
    });
    expect(again.statusCode).toBe(201);
  });

  it('is refused at body.blueprint, writing nothing, for a blueprint not the firm’s, archived, or of another type', async () => {
    const theirType = await buildInspectionType(world.app, world.otherFirm.id);
    const theirs = await world.as(world.outsider).ok(blueprintEndpoints.create, {
      params: { tenant: world.otherFirm.id },
      body: { name: { sv: 'Deras' }, typeId: theirType.id, objects: [{ name: 'Deras hus' }] },
    });
    const archived = await create({ archived: true });
    const ours = await create();
    const otherType = await buildInspectionType(world.app, world.firm.id);
    const before = await Promise.all(
      ['inspections', 'inspection_objects', 'remarks'].map((table) =>
        countRows(world.app, world.firm.id, table),
      ),
    );
    for (const [body, message] of [
      [{ blueprint: theirs.id }, 'Uppdragsmallen finns inte'],
      [{ blueprint: crypto.randomUUID(), typeId: otherType.id }, 'Uppdragsmallen finns inte'],
      [{ blueprint: archived.id }, 'Uppdragsmallen finns inte'],
      [{ blueprint: ours.id, typeId: otherType.id }, 'Uppdragsmallen är för en annan uppdragstyp'],
    ] as const) {
      const response = await owner().send(inspectionEndpoints.create, { params: inFirm(), body });
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().errors).toEqual({ 'body.blueprint': [message] });
    }
    const typeless = await owner().send(inspectionEndpoints.create, { params: inFirm(), body: {} });
    expect(typeless.json().errors).toEqual({ 'body.typeId': ['Välj uppdragstyp eller uppdragsmall'] });
    const after = await Promise.all(
      ['inspections', 'inspection_objects', 'remarks'].map((table) =>
        countRows(world.app, world.firm.id, table),
      ),
    );
    expect(after).toEqual(before);
  });

  it('is written whole or not at all: a failure at its last remark leaves no assignment and no object', async () => {
    const blueprint = await create({
      objects: [
        { name: 'Bostadshus', remarks: [{ title: 'Fukt' }] },
        { name: 'Garage', remarks: [{ title: 'STOPP' }] },
      ],
    });
    // A trigger of this test's own database fails the request when it writes the last remark.
    await world.app.database.asSystem(async (tx) => {
      await tx.execute(sql`CREATE FUNCTION test_refuse_stop() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN IF NEW.title = 'STOPP' THEN RAISE EXCEPTION 'stopp'; END IF; RETURN NEW; END $$`);
      await tx.execute(sql`CREATE TRIGGER test_refuse_stop BEFORE INSERT ON remarks
        FOR EACH ROW EXECUTE FUNCTION test_refuse_stop()`);
    });
    const tables = ['inspections', 'inspection_objects', 'remarks'];
    const before = await Promise.all(tables.map((table) => countRows(world.app, world.firm.id, table)));
    try {
      const response = await owner().send(inspectionEndpoints.create, {
        params: inFirm(),
        body: { blueprint: blueprint.id },
      });
      expect(response.statusCode).toBe(500);
      expect(await Promise.all(tables.map((table) => countRows(world.app, world.firm.id, table)))).toEqual(
        before,
      );
    } finally {
      await world.app.database.asSystem(async (tx) => {
        await tx.execute(sql`DROP TRIGGER test_refuse_stop ON remarks`);
        await tx.execute(sql`DROP FUNCTION test_refuse_stop()`);
      });
    }
  });
});
