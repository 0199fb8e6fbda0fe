import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { formEndpoints } from '@syna/contracts/endpoints/forms';
import { recordFormEndpoints } from '@syna/contracts/endpoints/record-forms';
import type { FormFieldInput } from '@syna/contracts/form-fields';
import type { FormCreateInput } from '@syna/contracts/forms';
import { queryRows } from '../../platform/db/database.ts';
import { buildInspectionType, buildProject } from '../../../test/support/inspection-factories.ts';
import { addObject, buildInspection } from '../../../test/support/remark-factories.ts';
import { BUILDING_YEAR, HEATING, uniqueFormKey } from '../../../test/support/form-factories.ts';
import { useTwoFirms } from '../../../test/support/two-firms.ts';

const world = useTwoFirms(); // the member is a viewer: reads, never writes

const owner = () => world.as(world.owner);

const balconies: FormFieldInput = {
  key: 'balkonger',
  label: { sv: 'Balkonger' },
  type: 'TABLE',
  columns: [
    { key: 'lagenhet', label: { sv: 'Lägenhet' }, type: 'TEXT' },
    { key: 'bredd', label: { sv: 'Bredd (m)' }, type: 'DECIMAL', decimals: 1, min: 0 },
  ],
};

const createForm = (overrides: Partial<FormCreateInput> = {}) =>
  owner().ok(formEndpoints.create, {
    params: { tenant: world.firm.id },
    body: {
      key: uniqueFormKey('fastighet'),
      name: { sv: 'Fastighetsuppgifter' },
      scope: 'INSPECTION',
      fields: [BUILDING_YEAR, HEATING],
      ...overrides,
    },
  });

/** An assignment of the firm with an inspection type, and its path parameters. */
async function newAssignment(typeId?: string) {
  const inspection = await buildInspection(world.app, world.firm, world.owner, typeId ? { typeId } : {});
  return { tenant: world.firm.id, id: inspection.id };
}

const formsOf = (params: { tenant: string; id: string }) =>
  owner().ok(recordFormEndpoints.inspectionForms, { params });
const write = (params: { tenant: string; id: string }, form: string, values: Record<string, unknown>) =>
  owner().send(recordFormEndpoints.writeInspectionForm, { params: { ...params, form }, body: { values } });

const storedRows = (formId: string) =>
  world.app.database.withTenant({ tenantId: world.firm.id }, (tx) =>
    queryRows<{ form_version: number }>(
      tx,
      sql`SELECT form_version FROM form_values WHERE form_id = ${formId}`,
    ),
  );

describe('a record’s input forms', () => {
  it('lists the forms of the assignment’s scope and type, and keeps the values written', async () => {
    const villa = await buildInspectionType(world.app, world.firm.id);
    const other = await buildInspectionType(world.app, world.firm.id);
    const forAll = await createForm({ name: { sv: 'A: alla typer' } });
    const forVilla = await createForm({ name: { sv: 'B: villor' }, inspectionTypeIds: [villa.id] });
    await createForm({ name: { sv: 'C: andra' }, inspectionTypeIds: [other.id] });
    await createForm({ name: { sv: 'D: objekt' }, scope: 'OBJECT' });
    await createForm({ name: { sv: 'E: arkiverad' }, archived: true });
    const assignment = await newAssignment(villa.id);

    const before = await formsOf(assignment);
    // The firm's standard forms apply to every assignment too.
    expect(before.items.map((item) => item.form.name.sv)).toEqual([
      'A: alla typer',
      'B: villor',
      'Fastighetsuppgifter',
      'Riskanalys',
    ]);
    expect(before.items.slice(0, 2).map((item) => item.form.id)).toEqual([forAll.id, forVilla.id]);
    expect(before.items.every((item) => item.stored === null)).toBe(true);

    const response = await write(assignment, forVilla.id, { byggnadsar: 1974, uppvarmning: 'bergvarme' });
    expect(response.statusCode).toBe(200);
    const written = await formsOf(assignment);
    expect(written.items[1]!.stored).toMatchObject({
      version: 1,
      values: { byggnadsar: 1974, uppvarmning: 'bergvarme' },
      updatedBy: { id: world.owner.id, name: 'Olle Ägare' },
    });
    expect(written.items[1]!.stored!.fields.map((field) => field.key)).toEqual(['byggnadsar', 'uppvarmning']);
  });

  it('refuses values the form does not take, with the field’s message, and writes nothing', async () => {
    const form = await createForm({ fields: [BUILDING_YEAR, HEATING, balconies] });
    const assignment = await newAssignment();
    const response = await write(assignment, form.id, {
      uppvarmning: 'kakelugn',
      balkonger: [{ lagenhet: '1101', bredd: 'bred' }],
      okand: 1,
    });
    expect(response.statusCode).toBe(400);
    const problem = response.json();
    expect(problem.detail).toBe('Formuläret är inte rätt ifyllt: se fälten');
    expect(problem.errors).toMatchObject({
      'body.values.byggnadsar': ['Fältet måste fyllas i'],
      'body.values.uppvarmning': ['Välj ett av alternativen'],
      'body.values.balkonger.0.bredd': ['Ange ett tal'],
      'body.values.okand': ['Formuläret har inget sådant fält'],
    });
    expect(await storedRows(form.id)).toEqual([]);
  });

  it('reads values with the version they were written with after the form changed, and keeps the form from deletion', async () => {
    const form = await createForm();
    const assignment = await newAssignment();
    expect((await write(assignment, form.id, { byggnadsar: 1930 })).statusCode).toBe(200);
    await owner().ok(formEndpoints.update, {
      params: { tenant: world.firm.id, id: form.id },
      body: { fields: [HEATING] },
    });

    const [item] = (await formsOf(assignment)).items.filter((entry) => entry.form.id === form.id);
    expect(item!.form.version).toBe(2);
    expect(item!.form.fields.map((field) => field.key)).toEqual(['uppvarmning']);
    expect(item!.stored).toMatchObject({ version: 1, values: { byggnadsar: 1930 } });
    expect(item!.stored!.fields[0]).toMatchObject({ key: 'byggnadsar', label: { sv: 'Byggnadsår' } });

    const removal = await owner().send(formEndpoints.remove, {
      params: { tenant: world.firm.id, id: form.id },
    });
    expect(removal.statusCode).toBe(409);
    expect(removal.json().detail).toBe(
      'Formuläret har ifyllda värden och kan inte tas bort. Arkivera det i stället.',
    );
  });

  it('shows an archived form’s values to read and refuses to change them', async () => {
    const form = await createForm();
    const assignment = await newAssignment();
    expect((await write(assignment, form.id, { byggnadsar: 2001 })).statusCode).toBe(200);
    await owner().ok(formEndpoints.update, {
      params: { tenant: world.firm.id, id: form.id },
      body: { archived: true },
    });
    const listed = (await formsOf(assignment)).items.find((item) => item.form.id === form.id);
    expect(listed?.stored?.values).toEqual({ byggnadsar: 2001 });
    const change = await write(assignment, form.id, { byggnadsar: 2002 });
    expect(change.statusCode).toBe(409);
    expect(change.json().detail).toBe('Formuläret är arkiverat: dess värden kan läsas men inte ändras');
  });

  it('keeps an object’s and an estate’s values apart from their assignment’s and project’s', async () => {
    const objectForm = await createForm({ scope: 'OBJECT', fields: [balconies] });
    const estateForm = await createForm({ scope: 'ESTATE', fields: [BUILDING_YEAR] });
    const assignment = await newAssignment();
    const object = await addObject(world.app, world.firm, world.owner, assignment.id);
    const objectParams = { ...assignment, object: object.id };
    const rows = [{ lagenhet: '1101', bredd: 2.5 }];
    await owner().ok(recordFormEndpoints.writeObjectForm, {
      params: { ...objectParams, form: objectForm.id },
      body: { values: { balkonger: rows } },
    });
    const objectForms = await owner().ok(recordFormEndpoints.objectForms, { params: objectParams });
    expect(objectForms.items.find((item) => item.form.id === objectForm.id)?.stored?.values).toEqual({
      balkonger: rows,
    });
    expect((await formsOf(assignment)).items.some((item) => item.form.id === objectForm.id)).toBe(false);

    const project = await buildProject(world.app, world.firm.id, { estates: ['Hagen 1:1'] });
    const estateParams = { tenant: world.firm.id, id: project.id, estate: project.estates[0]!.id };
    await owner().ok(recordFormEndpoints.writeEstateForm, {
      params: { ...estateParams, form: estateForm.id },
      body: { values: { byggnadsar: 1912 } },
    });
    const projectForms = await owner().ok(recordFormEndpoints.projectForms, {
      params: { tenant: world.firm.id, id: project.id },
    });
    expect(projectForms.items.some((item) => item.form.id === estateForm.id)).toBe(false);
    const estateForms = await owner().ok(recordFormEndpoints.estateForms, { params: estateParams });
    expect(estateForms.items.find((item) => item.form.id === estateForm.id)?.stored?.values).toEqual({
      byggnadsar: 1912,
    });
  });

  it('answers 404 for a form of another scope, and for another firm’s record or form', async () => {
    const objectForm = await createForm({ scope: 'OBJECT' });
    const assignment = await newAssignment();
    expect((await write(assignment, objectForm.id, { byggnadsar: 1990 })).statusCode).toBe(404);

    const theirs = await buildInspection(world.app, world.otherFirm, world.outsider);
    const form = await createForm();
    expect(
      (
        await owner().send(recordFormEndpoints.inspectionForms, {
          params: { tenant: world.firm.id, id: theirs.id },
        })
      ).statusCode,
    ).toBe(404);
    const outsiderForm = await world.as(world.outsider).ok(formEndpoints.create, {
      params: { tenant: world.otherFirm.id },
      body: { key: 'deras', name: { sv: 'Deras' }, scope: 'INSPECTION', fields: [BUILDING_YEAR] },
    });
    expect((await write(assignment, outsiderForm.id, { byggnadsar: 1990 })).statusCode).toBe(404);
    expect(await storedRows(form.id)).toEqual([]);
  });

  it('lets a viewer read the values and not write them', async () => {
    const form = await createForm();
    const assignment = await newAssignment();
    await write(assignment, form.id, { byggnadsar: 1955 });
    const viewer = world.as(world.viewer);
    const read = await viewer.ok(recordFormEndpoints.inspectionForms, { params: assignment });
    expect(read.items.find((item) => item.form.id === form.id)?.stored?.values).toEqual({ byggnadsar: 1955 });
    const change = await viewer.send(recordFormEndpoints.writeInspectionForm, {
      params: { ...assignment, form: form.id },
      body: { values: { byggnadsar: 1956 } },
    });
    expect(change.statusCode).toBe(403);
  });
});
