import { describe, expect, it } from 'vitest';
import { formEndpoints } from '@syna/contracts/endpoints/forms';
import { recordFormEndpoints } from '@syna/contracts/endpoints/record-forms';
import type { FormCreateInput } from '@syna/contracts/forms';
import { buildInspectionType, buildProject } from '../../../test/support/inspection-factories.ts';
import { addObject, buildInspection } from '../../../test/support/remark-factories.ts';
import { BUILDING_YEAR, uniqueFormKey } from '../../../test/support/form-factories.ts';
import { useTwoFirms } from '../../../test/support/two-firms.ts';

// A world of its own: a form of the scope in use anywhere in the firm changes every answer.
const world = useTwoFirms();
const owner = () => world.as(world.owner);
const tenant = () => world.firm.id;

const createForm = (overrides: Partial<FormCreateInput> & Pick<FormCreateInput, 'scope'>) =>
  owner().ok(formEndpoints.create, {
    params: { tenant: tenant() },
    body: { key: uniqueFormKey('lista'), name: { sv: 'Lista' }, fields: [BUILDING_YEAR], ...overrides },
  });

async function assignmentWithObjects(typeId: string) {
  const inspection = await buildInspection(world.app, world.firm, world.owner, { typeId });
  const objects = [
    await addObject(world.app, world.firm, world.owner, inspection.id),
    await addObject(world.app, world.firm, world.owner, inspection.id),
  ];
  return { params: { tenant: tenant(), id: inspection.id }, objects };
}

describe('which records of a list have input forms, in one answer for the list', () => {
  it('says an assignment’s objects have forms when one applies to its type, and which hold values of one', async () => {
    const villa = await buildInspectionType(world.app, tenant());
    const flat = await buildInspectionType(world.app, tenant());
    const house = await assignmentWithObjects(villa.id);
    const apartment = await assignmentWithObjects(flat.id);
    const of = (assignment: typeof house) =>
      owner().ok(recordFormEndpoints.objectsWithForms, { params: assignment.params });
    expect(await of(house)).toEqual({ every: false, withValues: [] });

    const form = await createForm({ scope: 'OBJECT', inspectionTypeIds: [villa.id] });
    expect(await of(house)).toEqual({ every: true, withValues: [] });
    expect(await of(apartment)).toEqual({ every: false, withValues: [] });

    // Values of a form archived since keep their object among those with forms, and it alone.
    await owner().ok(recordFormEndpoints.writeObjectForm, {
      params: { ...house.params, object: house.objects[0]!.id, form: form.id },
      body: { values: { byggnadsar: 1974 } },
    });
    await owner().ok(formEndpoints.update, {
      params: { tenant: tenant(), id: form.id },
      body: { archived: true },
    });
    expect(await of(house)).toEqual({ every: false, withValues: [house.objects[0]!.id] });
    expect(await of(apartment)).toEqual({ every: false, withValues: [] });
  });

  it('says a project’s estates have forms once an estate form is in use', async () => {
    const project = await buildProject(world.app, tenant(), { estates: ['Hagen 1:1', 'Hagen 1:2'] });
    const params = { tenant: tenant(), id: project.id };
    expect(await owner().ok(recordFormEndpoints.estatesWithForms, { params })).toEqual({
      every: false,
      withValues: [],
    });
    await createForm({ scope: 'ESTATE' });
    // A viewer reads it as they read the estates' forms.
    expect(await world.as(world.viewer).ok(recordFormEndpoints.estatesWithForms, { params })).toEqual({
      every: true,
      withValues: [],
    });
  });

  it('answers 404 for another firm’s assignment or project', async () => {
    const theirs = await buildInspection(world.app, world.otherFirm, world.outsider);
    const response = await owner().send(recordFormEndpoints.objectsWithForms, {
      params: { tenant: tenant(), id: theirs.id },
    });
    expect(response.statusCode).toBe(404);
    const theirProject = await buildProject(world.app, world.otherFirm.id);
    const estates = await owner().send(recordFormEndpoints.estatesWithForms, {
      params: { tenant: tenant(), id: theirProject.id },
    });
    expect(estates.statusCode).toBe(404);
  });
});
