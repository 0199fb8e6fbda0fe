import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { formEndpoints } from '@syna/contracts/endpoints/forms';
import { inspectionTypeEndpoints } from '@syna/contracts/endpoints/lookups';
import { orderTypeEndpoints } from '@syna/contracts/endpoints/orders';
import { formFieldSchema, type FormFieldInput } from '@syna/contracts/form-fields';
import type { FormCreateInput } from '@syna/contracts/forms';
import { queryRows } from '../../platform/db/database.ts';
import { buildInspectionType } from '../../../test/support/inspection-factories.ts';
import { BUILDING_YEAR, HEATING, uniqueFormKey } from '../../../test/support/form-factories.ts';
import { useTwoFirms } from '../../../test/support/two-firms.ts';

const world = useTwoFirms({ name: 'member', roles: ['user'] });

const inFirm = () => ({ tenant: world.firm.id });
const one = (id: string) => ({ tenant: world.firm.id, id });
const owner = () => world.as(world.owner);
const label = (sv: string) => ({ sv });

const newForm = (overrides: Partial<FormCreateInput> = {}): FormCreateInput => ({
  key: uniqueFormKey('fastighet'),
  name: { sv: 'Fastighetsuppgifter', en: 'Property data' },
  scope: 'INSPECTION',
  fields: [BUILDING_YEAR, HEATING],
  ...overrides,
});
const create = (overrides: Partial<FormCreateInput> = {}) =>
  owner().ok(formEndpoints.create, { params: inFirm(), body: newForm(overrides) });
const read = (id: string) => owner().ok(formEndpoints.get, { params: one(id) });

/** The versions kept of a form, read past the API: what stored values will refer to. */
const storedVersions = (id: string) =>
  world.app.database.withTenant({ tenantId: world.firm.id }, (tx) =>
    queryRows<{ version: number; keys: string[] }>(
      tx,
      sql`SELECT version, (SELECT jsonb_agg(field->>'key') FROM jsonb_array_elements(fields) field) AS keys
            FROM form_versions WHERE form_id = ${id} ORDER BY version`,
    ),
  );

describe('the standard forms', () => {
  it('are every firm’s from the start, for every assignment, with fields as the contract writes them', async () => {
    const standard = [
      {
        key: 'fastighetsuppgifter',
        name: 'Fastighetsuppgifter',
        labels: ['Fastighetsbeteckning', 'Byggnadsår', 'Uppvärmning', 'Grundläggning'],
      },
      { key: 'riskanalys', name: 'Riskanalys', labels: ['Riskområden'] },
    ];
    for (const [firm, caller] of [
      [world.firm, world.as(world.owner)],
      [world.otherFirm, world.as(world.outsider)],
    ] as const) {
      const listed = await caller.ok(formEndpoints.list, { params: { tenant: firm.id }, query: {} });
      for (const { key, name, labels } of standard) {
        const summary = listed.items.find((item) => item.key === key);
        expect(summary).toMatchObject({ name: { sv: name }, scope: 'INSPECTION', version: 1 });
        const form = await caller.ok(formEndpoints.get, { params: { tenant: firm.id, id: summary!.id } });
        expect(form).toMatchObject({ orderTypeIds: [], inspectionTypeIds: [], archived: false });
        expect(form.fields).toEqual(formFieldSchema.array().parse(form.fields));
        expect(form.fields.map((field) => field.label.sv)).toEqual(expect.arrayContaining(labels));
      }
    }
  });

  it('ask the riskanalys as a list of risk areas, each with its assessment', async () => {
    const listed = await world.as(world.owner).ok(formEndpoints.list, { params: inFirm(), query: {} });
    const risk = listed.items.find((item) => item.key === 'riskanalys')!;
    const form = await world.as(world.owner).ok(formEndpoints.get, { params: { ...inFirm(), id: risk.id } });
    expect(form.fields).toMatchObject([
      {
        key: 'risker',
        type: 'TABLE',
        columns: [
          { key: 'omrade', type: 'TEXT', required: true, label: { sv: 'Riskområde' } },
          { key: 'bedomning', type: 'TEXT', required: true, multiline: true, label: { sv: 'Bedömning' } },
        ],
      },
    ]);
  });
});

describe('input forms', () => {
  it('are created at version 1 with their fields in order and read back whole', async () => {
    const type = await buildInspectionType(world.app, world.firm.id);
    const form = await create({ inspectionTypeIds: [type.id] });
    expect(form).toMatchObject({
      name: { sv: 'Fastighetsuppgifter', en: 'Property data' },
      scope: 'INSPECTION',
      archived: false,
      version: 1,
      orderTypeIds: [],
      inspectionTypeIds: [type.id],
    });
    expect(form.fields.map((field) => field.key)).toEqual(['byggnadsar', 'uppvarmning']);
    expect(form.fields[0]).toMatchObject({ required: true, min: 1600, max: 2100, help: null, default: null });
    expect(await read(form.id)).toEqual(form);
  });

  it('are listed by name without their fields, the archived ones only on request', async () => {
    const kept = await create({ name: { sv: 'Att ha kvar' } });
    const archived = await create({ name: { sv: 'Arkiverad' }, archived: true });
    const list = await owner().ok(formEndpoints.list, { params: inFirm(), query: {} });
    const listed = list.items.map((item) => item.id);
    expect(listed).toContain(kept.id);
    expect(listed).not.toContain(archived.id);
    expect(list.items.find((item) => item.id === kept.id)).toMatchObject({ fieldCount: 2, version: 1 });
    expect(list.items.find((item) => item.id === kept.id)).not.toHaveProperty('fields');
    const all = await owner().ok(formEndpoints.list, { params: inFirm(), query: { archived: 'true' } });
    expect(all.items.map((item) => item.id)).toEqual(expect.arrayContaining([kept.id, archived.id]));
    const names = all.items.map((item) => item.name.sv);
    expect(names).toEqual([...names].sort());
  });

  it('refuse a key another form of the firm has (409), while another firm may use it', async () => {
    const form = await create();
    const again = await owner().send(formEndpoints.create, {
      params: inFirm(),
      body: newForm({ key: form.key }),
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().detail).toBe(`Ett annat formulär har redan nyckeln ${form.key}`);
    const elsewhere = await world.as(world.outsider).send(formEndpoints.create, {
      params: { tenant: world.otherFirm.id },
      body: newForm({ key: form.key }),
    });
    expect(elsewhere.statusCode).toBe(201);
  });

  it('refuse bad definitions with field errors, writing nothing', async () => {
    const before = await owner().ok(formEndpoints.list, { params: inFirm(), query: { archived: 'true' } });
    const refused = async (fields: unknown[]) => {
      const response = await owner().send(formEndpoints.create, {
        params: inFirm(),
        body: newForm({ fields: fields as FormFieldInput[] }),
      });
      expect(response.statusCode).toBe(400);
      return response.json<{ errors: Record<string, string[]> }>().errors;
    };
    expect(await refused([{ key: 'a', label: label('A'), type: 'JSON' }])).toHaveProperty([
      'body.fields.0.type',
    ]);
    expect(await refused([BUILDING_YEAR, { ...BUILDING_YEAR, label: label('Igen') }])).toEqual({
      'body.fields.1.key': ['Nyckeln används redan i listan'],
    });
    expect(await refused([{ ...HEATING, default: 'olja' }])).toEqual({
      'body.fields.0.default': ['Välj ett av alternativen'],
    });
    expect(await refused([{ ...BUILDING_YEAR, min: 2000, max: 1900 }])).toEqual({
      'body.fields.0.max': ['Största värdet får inte vara mindre än minsta värdet'],
    });
    const tooMany = Array.from({ length: 10_000 }, (_, index) => ({
      key: `f${index}`,
      label: label('F'),
      type: 'BOOLEAN',
    }));
    expect(await refused(tooMany)).toEqual({ 'body.fields': ['Högst 200 fält'] });
    expect(await owner().ok(formEndpoints.list, { params: inFirm(), query: { archived: 'true' } })).toEqual(
      before,
    );
  });

  it('refuse order and inspection types that are not the firm’s (400 on the field)', async () => {
    const theirType = await buildInspectionType(world.app, world.otherFirm.id);
    const ours = await buildInspectionType(world.app, world.firm.id);
    const response = await owner().send(formEndpoints.create, {
      params: inFirm(),
      body: newForm({ inspectionTypeIds: [ours.id, theirType.id], orderTypeIds: [crypto.randomUUID()] }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({
      'body.orderTypeIds.0': ['Typen finns inte'],
      'body.inspectionTypeIds.1': ['Typen finns inte'],
    });
  });

  it('keep a new version when the fields change, and every old one beside it', async () => {
    const form = await create();
    const renamed = await owner().ok(formEndpoints.update, {
      params: one(form.id),
      body: { name: { sv: 'Fastighet' }, fields: [BUILDING_YEAR, HEATING], version: 1 },
    });
    // The same fields sent back are no change of them.
    expect(renamed).toMatchObject({ name: { sv: 'Fastighet', en: null }, version: 1 });
    const changed = await owner().ok(formEndpoints.update, {
      params: one(form.id),
      body: { fields: [HEATING, { key: 'radon', label: label('Radonhalt'), type: 'DECIMAL', decimals: 0 }] },
    });
    expect(changed.version).toBe(2);
    expect(changed.fields.map((field) => field.key)).toEqual(['uppvarmning', 'radon']);
    expect(changed.name.sv).toBe('Fastighet');
    // The removed field stays described by the version its values were written with.
    expect(await storedVersions(form.id)).toEqual([
      { version: 1, keys: ['byggnadsar', 'uppvarmning'] },
      { version: 2, keys: ['uppvarmning', 'radon'] },
    ]);
  });

  it('refuse a change made on a version someone has since replaced (409), keeping theirs', async () => {
    const form = await create();
    await owner().ok(formEndpoints.update, { params: one(form.id), body: { fields: [HEATING], version: 1 } });
    const stale = await owner().send(formEndpoints.update, {
      params: one(form.id),
      body: { fields: [BUILDING_YEAR], version: 1 },
    });
    expect(stale.statusCode).toBe(409);
    expect((await read(form.id)).fields.map((field) => field.key)).toEqual(['uppvarmning']);
  });

  it('change only what is sent: types, scope and archiving', async () => {
    const inspectionType = await buildInspectionType(world.app, world.firm.id);
    const orderType = await owner().ok(orderTypeEndpoints.create, {
      params: inFirm(),
      body: { name: `Köp ${crypto.randomUUID().slice(0, 6)}`, inspectionTypeIds: [inspectionType.id] },
    });
    const form = await create({ inspectionTypeIds: [inspectionType.id] });
    const changed = await owner().ok(formEndpoints.update, {
      params: one(form.id),
      body: { scope: 'ORDER', orderTypeIds: [orderType.id], archived: true },
    });
    expect(changed).toMatchObject({
      scope: 'ORDER',
      archived: true,
      orderTypeIds: [orderType.id],
      inspectionTypeIds: [inspectionType.id],
      version: 1,
    });
    // A type a form names is in use: deleting it is refused, archiving it is the way.
    const typeDeleted = await owner().send(orderTypeEndpoints.remove, { params: one(orderType.id) });
    expect(typeDeleted.statusCode).toBe(409);
    expect(typeDeleted.json().detail).toContain('1 formulär');
    const inspectionTypeDeleted = await owner().send(inspectionTypeEndpoints.remove, {
      params: one(inspectionType.id),
    });
    expect(inspectionTypeDeleted.statusCode).toBe(409);
  });

  it('refuse a bad change with field errors, changing nothing', async () => {
    const form = await create();
    const response = await owner().send(formEndpoints.update, {
      params: one(form.id),
      body: { name: { sv: 'Ny' }, fields: [{ ...BUILDING_YEAR, type: 'TABLE', columns: [] } as never] },
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().errors)).toEqual(['body.fields.0.columns']);
    expect(await read(form.id)).toEqual(form);
  });

  it('are deleted with their versions while nothing was recorded with them', async () => {
    const form = await create();
    await owner().ok(formEndpoints.update, { params: one(form.id), body: { fields: [HEATING] } });
    const deleted = await owner().send(formEndpoints.remove, { params: one(form.id) });
    expect(deleted.statusCode).toBe(204);
    expect((await owner().send(formEndpoints.get, { params: one(form.id) })).statusCode).toBe(404);
    expect(await storedVersions(form.id)).toEqual([]);
    expect((await owner().send(formEndpoints.remove, { params: one(form.id) })).statusCode).toBe(404);
  });

  it('answer 404 for another firm’s form on every call, leaving it as it was', async () => {
    const theirs = await world.as(world.outsider).ok(formEndpoints.create, {
      params: { tenant: world.otherFirm.id },
      body: newForm(),
    });
    const missing = [
      await owner().send(formEndpoints.get, { params: one(theirs.id) }),
      await owner().send(formEndpoints.update, { params: one(theirs.id), body: { archived: true } }),
      await owner().send(formEndpoints.remove, { params: one(theirs.id) }),
    ];
    expect(missing.map((response) => response.statusCode)).toEqual([404, 404, 404]);
    expect(missing[0]!.json().detail).toBe('Formuläret finns inte');
    const unchanged = await world.as(world.outsider).ok(formEndpoints.get, {
      params: { tenant: world.otherFirm.id, id: theirs.id },
    });
    expect(unchanged).toEqual(theirs);
  });

  it('are for administrators only', async () => {
    const form = await create();
    expect(
      (await world.as(world.member).send(formEndpoints.list, { params: inFirm(), query: {} })).statusCode,
    ).toBe(403);
    expect((await world.as(world.member).send(formEndpoints.get, { params: one(form.id) })).statusCode).toBe(
      403,
    );
    expect(
      (await world.as(world.member).send(formEndpoints.create, { params: inFirm(), body: newForm() }))
        .statusCode,
    ).toBe(403);
  });
});
