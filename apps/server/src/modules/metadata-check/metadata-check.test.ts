import { describe, expect, it } from 'vitest';
import { blueprintEndpoints } from '@syna/contracts/endpoints/blueprints';
import { formEndpoints } from '@syna/contracts/endpoints/forms';
import { inspectionEndpoints } from '@syna/contracts/endpoints/inspections';
import { inspectionTypeEndpoints, remarkGradeEndpoints } from '@syna/contracts/endpoints/lookups';
import { metadataCheckEndpoints } from '@syna/contracts/endpoints/metadata-check';
import { orderTypeEndpoints } from '@syna/contracts/endpoints/orders';
import { recordFormEndpoints } from '@syna/contracts/endpoints/record-forms';
import type { MetadataCheckFinding, MetadataCheckKind } from '@syna/contracts/metadata-check';
import { BUILDING_YEAR, uniqueFormKey } from '../../../test/support/form-factories.ts';
import { buildInspectionStatus, buildInspectionType } from '../../../test/support/inspection-factories.ts';
import { postOrderType } from '../../../test/support/order-factories.ts';
import { useTwoFirms } from '../../../test/support/two-firms.ts';

// A plain member ('user') works on assignments but administers nothing.
const world = useTwoFirms({ name: 'member', roles: ['user'] });

const inFirm = () => ({ tenant: world.firm.id });
const one = (id: string) => ({ tenant: world.firm.id, id });
const owner = () => world.as(world.owner);

const check = async (tenant = world.firm.id, by = world.owner) =>
  (await world.as(by).ok(metadataCheckEndpoints.list, { params: { tenant } })).items;
/** The findings of one kind about one subject (by id, or an attribute by name). */
const findingsOf = async (
  kind: MetadataCheckKind,
  subject: string,
  tenant?: string,
  by?: typeof world.owner,
) =>
  (await check(tenant, by)).filter(
    (finding) => finding.kind === kind && (finding.subject.id ?? finding.subject.name) === subject,
  );
const names = (finding: MetadataCheckFinding | undefined) => finding?.involved.map((record) => record.name);

const newType = (name: string) => buildInspectionType(world.app, world.firm.id, { name });
const archiveType = (id: string) =>
  owner().ok(inspectionTypeEndpoints.update, { params: one(id), body: { archived: true } });
const newAssignment = (typeId: string, tenant = world.firm.id, by = world.owner) =>
  world.as(by).ok(inspectionEndpoints.create, { params: { tenant }, body: { typeId } });

describe('the metadata check', () => {
  it('finds nothing wrong in a new firm', async () => {
    expect(await check()).toEqual([]);
  });

  it('lists an attribute no form field has, with its assignments, until a field takes its name', async () => {
    const type = await newType('Fuktutredning');
    const first = await newAssignment(type.id);
    const second = await newAssignment(type.id);
    for (const [assignment, name] of [
      [first, 'Fuktmätning källare'],
      [second, 'fuktmätning  KÄLLARE'],
      [first, 'Byggnadsår'], // the standard property form's label
    ] as const)
      await owner().ok(inspectionEndpoints.setAttribute, {
        params: { ...one(assignment.id), name },
        body: { value: '18 %' },
      });

    const [finding, ...others] = await check();
    expect(others.filter((other) => other.kind === 'attributeWithoutField')).toHaveLength(1);
    expect(finding).toMatchObject({
      kind: 'attributeWithoutField',
      subject: { type: 'attribute', id: null, name: 'Fuktmätning källare' },
      involved: [{ type: 'inspection', id: first.id, name: first.number }],
      involvedCount: 1,
      fix: 'open',
    });

    await owner().ok(formEndpoints.create, {
      params: inFirm(),
      body: {
        key: uniqueFormKey('fukt'),
        name: { sv: 'Fukt' },
        scope: 'INSPECTION',
        fields: [{ key: 'fukt_kallare', label: { sv: 'Fuktmätning källare' }, type: 'TEXT' }],
      },
    });
    expect(await findingsOf('attributeWithoutField', 'Fuktmätning källare')).toEqual([]);
    // The other spelling is another attribute (names are kept as typed but for white space).
    expect(await findingsOf('attributeWithoutField', 'fuktmätning KÄLLARE')).toEqual([]);
  });

  it('lists a form that applies to an archived type, and not once the type is taken out of it', async () => {
    const type = await newType('Radonmätning');
    const orderType = await postOrderType(world.app, world.firm.id, world.owner.auth, {
      name: 'Radon, beställd',
      inspectionTypeIds: [type.id],
    });
    const form = await owner().ok(formEndpoints.create, {
      params: inFirm(),
      body: {
        key: uniqueFormKey('radon'),
        name: { sv: 'Radon' },
        scope: 'INSPECTION',
        inspectionTypeIds: [type.id],
        orderTypeIds: [orderType.id],
      },
    });
    expect(await findingsOf('formArchivedType', form.id)).toEqual([]);

    await archiveType(type.id);
    await owner().ok(orderTypeEndpoints.change, { params: one(orderType.id), body: { archived: true } });
    const [finding] = await findingsOf('formArchivedType', form.id);
    expect(finding).toMatchObject({ subject: { type: 'form', name: 'Radon' }, fix: 'removeReferences' });
    expect(finding!.involved).toEqual([
      { type: 'inspectionType', id: type.id, name: 'Radonmätning' },
      { type: 'orderType', id: orderType.id, name: 'Radon, beställd' },
    ]);

    await owner().ok(formEndpoints.update, {
      params: one(form.id),
      body: { inspectionTypeIds: [], orderTypeIds: [], version: form.version },
    });
    expect(await findingsOf('formArchivedType', form.id)).toEqual([]);
  });

  it('lists a blueprint naming an archived form and an archived grade, until they are taken out', async () => {
    const type = await newType('Besiktning av garage');
    const form = await owner().ok(formEndpoints.create, {
      params: inFirm(),
      body: { key: uniqueFormKey('garage'), name: { sv: 'Garageportar' }, scope: 'OBJECT' },
    });
    const grade = await owner().ok(remarkGradeEndpoints.create, {
      params: inFirm(),
      body: { name: 'Kosmetiskt' },
    });
    const objects = [{ name: 'Garage', remarks: [{ title: 'Port kärvar', gradeId: grade.id }] }];
    const blueprint = await owner().ok(blueprintEndpoints.create, {
      params: inFirm(),
      body: { name: { sv: 'Garagemall' }, typeId: type.id, objects, formIds: [form.id] },
    });
    await owner().ok(formEndpoints.update, { params: one(form.id), body: { archived: true } });
    await owner().ok(remarkGradeEndpoints.update, { params: one(grade.id), body: { archived: true } });

    const findings = await check();
    const ofBlueprint = findings.filter((finding) => finding.subject.id === blueprint.id);
    expect(ofBlueprint.map((finding) => [finding.kind, names(finding), finding.fix])).toEqual([
      ['blueprintArchivedForm', ['Garageportar'], 'removeReferences'],
      ['blueprintArchivedGrade', ['Kosmetiskt'], 'removeReferences'],
    ]);

    await owner().ok(blueprintEndpoints.update, {
      params: one(blueprint.id),
      body: {
        formIds: [],
        objects: [{ name: 'Garage', remarks: [{ title: 'Port kärvar', gradeId: null }] }],
      },
    });
    expect((await check()).filter((finding) => finding.subject.id === blueprint.id)).toEqual([]);
  });

  it('lists assignments in progress with required fields left empty, until they are filled in', async () => {
    const type = await newType('Energideklaration');
    const form = await owner().ok(formEndpoints.create, {
      params: inFirm(),
      body: {
        key: uniqueFormKey('energi'),
        name: { sv: 'Energi' },
        scope: 'INSPECTION',
        inspectionTypeIds: [type.id],
        fields: [BUILDING_YEAR],
      },
    });
    const open = await newAssignment(type.id);
    const finished = await newAssignment(type.id);
    const done = await buildInspectionStatus(world.app, world.firm.id, { name: 'Avslutad', final: true });
    await owner().ok(inspectionEndpoints.setStatus, { params: one(finished.id), body: { value: done.id } });

    const [finding] = await findingsOf('requiredFieldMissing', open.id);
    expect(finding).toMatchObject({
      subject: { type: 'inspection', id: open.id, name: open.number },
      involved: [{ type: 'field', id: form.id, name: 'Energi: Byggnadsår' }],
      involvedCount: 1,
      fix: 'open',
    });
    expect(await findingsOf('requiredFieldMissing', finished.id)).toEqual([]);

    await owner().ok(recordFormEndpoints.writeInspectionForm, {
      params: { ...one(open.id), form: form.id },
      body: { values: { byggnadsar: 1972 } },
    });
    expect(await findingsOf('requiredFieldMissing', open.id)).toEqual([]);
  });

  it('lists an order type that offers no live inspection type, until it offers one', async () => {
    const archived = await newType('Gammal typ');
    const orderType = await postOrderType(world.app, world.firm.id, world.owner.auth, {
      name: 'Överlåtelse, webb',
      inspectionTypeIds: [archived.id],
    });
    expect(await findingsOf('orderTypeWithoutInspectionType', orderType.id)).toEqual([]);
    await archiveType(archived.id);
    expect(await findingsOf('orderTypeWithoutInspectionType', orderType.id)).toEqual([
      {
        kind: 'orderTypeWithoutInspectionType',
        subject: { type: 'orderType', id: orderType.id, name: 'Överlåtelse, webb' },
        involved: [],
        involvedCount: 0,
        fix: 'open',
      },
    ]);

    const live = await newType('Ny typ');
    await owner().ok(orderTypeEndpoints.change, {
      params: one(orderType.id),
      body: { inspectionTypeIds: [archived.id, live.id] },
    });
    expect(await findingsOf('orderTypeWithoutInspectionType', orderType.id)).toEqual([]);
  });

  it('finds nothing wrong once everything found is fixed', async () => {
    expect(await check()).toEqual([]);
  });

  it('never lists another firm’s set-up, and is for administrators only', async () => {
    const type = await buildInspectionType(world.app, world.otherFirm.id, { name: 'Annan firmas typ' });
    const theirs = await newAssignment(type.id, world.otherFirm.id, world.outsider);
    await world.as(world.outsider).ok(inspectionEndpoints.setAttribute, {
      params: { tenant: world.otherFirm.id, id: theirs.id, name: 'Hemligt attribut' },
      body: { value: 1 },
    });
    expect(
      await findingsOf('attributeWithoutField', 'Hemligt attribut', world.otherFirm.id, world.outsider),
    ).toHaveLength(1);
    expect(await check()).toEqual([]);

    for (const [caller, status] of [
      [world.member, 403],
      [world.outsider, 403],
      [null, 401],
    ] as const) {
      const response = await world.as(caller).send(metadataCheckEndpoints.list, { params: inFirm() });
      expect(response.statusCode).toBe(status);
      expect(response.headers['content-type']).toMatch(/application\/problem\+json/);
    }
  });
});
