import { beforeAll, describe, expect, it } from 'vitest';
import { blueprintEndpoints } from '@syna/contracts/endpoints/blueprints';
import { formEndpoints } from '@syna/contracts/endpoints/forms';
import {
  contactRoleEndpoints,
  inspectionBranchEndpoints,
  inspectionStatusEndpoints,
  inspectionTypeEndpoints,
  remarkGradeEndpoints,
} from '@syna/contracts/endpoints/lookups';
import { metadataEndpoints } from '@syna/contracts/endpoints/metadata';
import {
  formTransferEndpoints,
  metadataTransferEndpoints,
} from '@syna/contracts/endpoints/metadata-transfer';
import { orderTypeEndpoints } from '@syna/contracts/endpoints/orders';
import {
  METADATA_FILE_FORMAT,
  METADATA_FILE_VERSION,
  METADATA_IMPORT_MAX_BYTES,
  type MetadataFile,
  type MetadataImportPreview,
} from '@syna/contracts/metadata-transfer';
import { firmSnapshot } from '../../../test/support/endpoint-walk.ts';
import type { TestUser } from '../../../test/support/factories.ts';
import { BUILDING_YEAR, HEATING } from '../../../test/support/form-factories.ts';
import { useTwoFirms } from '../../../test/support/two-firms.ts';

const world = useTwoFirms({ name: 'member', roles: ['user'] });
const JSON_TYPE = 'application/json';

type Firm = { id: string };
const inA = () => ({ params: { tenant: world.firm.id } });
const inB = () => ({ params: { tenant: world.otherFirm.id } });
const a = () => world.as(world.owner);
const b = () => world.as(world.outsider);

/** Firm A's own set-up, beside what every firm starts with: every group, referring to each other. */
beforeAll(async () => {
  const type = await a().ok(inspectionTypeEndpoints.create, {
    ...inA(),
    body: { name: 'Överlåtelsebesiktning', description: 'Vid köp' },
  });
  await a().ok(inspectionBranchEndpoints.create, {
    params: { tenant: world.firm.id, typeId: type.id },
    body: { name: 'Villa' },
  });
  await a().ok(inspectionStatusEndpoints.create, {
    ...inA(),
    body: { name: 'Fältarbete', color: '#ff8800' },
  });
  await a().ok(contactRoleEndpoints.create, { ...inA(), body: { name: 'Säljare' } });
  const grade = await a().ok(remarkGradeEndpoints.create, {
    ...inA(),
    body: { name: 'Akut fel', serious: true },
  });
  const orderType = await a().ok(orderTypeEndpoints.create, {
    ...inA(),
    body: { name: 'Köparbesiktning', inspectionTypeIds: [type.id] },
  });
  const form = await a().ok(formEndpoints.create, {
    ...inA(),
    body: {
      key: 'byggnad',
      name: { sv: 'Byggnad', en: 'Building' },
      scope: 'INSPECTION',
      orderTypeIds: [orderType.id],
      inspectionTypeIds: [type.id],
      fields: [BUILDING_YEAR, HEATING],
    },
  });
  await a().ok(blueprintEndpoints.create, {
    ...inA(),
    body: {
      name: { sv: 'Villa standard' },
      typeId: type.id,
      objects: [{ name: 'Källare', remarks: [{ title: 'Fukt', text: 'Mät fukt', gradeId: grade.id }] }],
      formIds: [form.id],
    },
  });
  await a().ok(metadataEndpoints.replace, {
    ...inA(),
    body: { document: { rum: { kinds: ['Kök', 'Badrum'], floors: 2 } } },
  });
});

async function exportAll(caller = a(), params = inA(), groups?: string[]): Promise<MetadataFile> {
  const response = await caller.send(metadataTransferEndpoints.exportAll, {
    ...params,
    body: groups ? { groups: groups as never } : {},
  });
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['content-type']).toContain(JSON_TYPE);
  expect(response.headers['content-disposition']).toMatch(/attachment; filename="syna-installningar-/);
  return response.json();
}

/** A file of the set-up with the given groups, as another firm would have exported it. */
const fileOf = (groups: object) => ({
  format: METADATA_FILE_FORMAT,
  version: METADATA_FILE_VERSION,
  exported: new Date().toISOString(),
  firm: 'Annan firma',
  groups,
});

const bytesOf = (file: unknown) => Buffer.from(typeof file === 'string' ? file : JSON.stringify(file));
const upload = (file: unknown, user: TestUser = world.owner, firm: Firm = world.firm) =>
  world
    .as(user)
    .upload(metadataTransferEndpoints.upload, { params: { tenant: firm.id } }, [
      { name: 'installningar.json', type: JSON_TYPE, bytes: bytesOf(file) },
    ]);

async function preview(file: unknown, user: TestUser = world.owner, firm: Firm = world.firm) {
  const response = await upload(file, user, firm);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<MetadataImportPreview>();
}

const apply = (file: string, groups?: string[], user: TestUser = world.owner, firm: Firm = world.firm) =>
  world.as(user).send(metadataTransferEndpoints.applyAll, {
    params: { tenant: firm.id },
    body: { file, ...(groups ? { groups: groups as never } : {}) },
  });

const statesOf = (result: MetadataImportPreview) =>
  Object.fromEntries(
    result.groups.map(({ group, items }) => [group, items.map((item) => `${item.key}: ${item.state}`)]),
  );

/** Firm A's rows but the previews and the events log: what an import must leave as it was. */
const setUpOfA = () => firmSnapshot(world.app, world.firm.id, ['metadata_imports', 'events']);

describe('the set-up’s file', () => {
  it('is exported without database ids, naming what it refers to by key', async () => {
    const file = await exportAll();
    expect(file).toMatchObject({ format: METADATA_FILE_FORMAT, version: METADATA_FILE_VERSION });
    expect(JSON.stringify(file)).not.toMatch(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/);
    expect(file.groups.blueprints).toContainEqual({
      name: { sv: 'Villa standard', en: null },
      inspectionType: 'Överlåtelsebesiktning',
      archived: false,
      forms: ['byggnad'],
      objects: [{ name: 'Källare', remarks: [{ title: 'Fukt', text: 'Mät fukt', grade: 'Akut fel' }] }],
    });
    expect(file.groups.forms).toContainEqual(
      expect.objectContaining({ key: 'byggnad', orderTypes: ['Köparbesiktning'] }),
    );
    expect(file.groups.branches).toContainEqual(
      expect.objectContaining({ inspectionType: 'Överlåtelsebesiktning', name: 'Villa' }),
    );
    expect(file.groups.metadata).toEqual({ rum: { kinds: ['Kök', 'Badrum'], floors: 2 } });

    const onlyTypes = await exportAll(a(), inA(), ['inspectionTypes']);
    expect(Object.keys(onlyTypes.groups)).toEqual(['inspectionTypes']);
    const group = await a().send(metadataTransferEndpoints.exportGroup, {
      params: { tenant: world.firm.id, group: 'forms' },
      body: { items: ['BYGGNAD'] },
    });
    expect(group.json<MetadataFile>().groups.forms!.map((form) => form.key)).toEqual(['byggnad']);
  });

  it('imported into the same firm changes nothing: every item unchanged', async () => {
    const before = await setUpOfA();
    const result = await preview(await exportAll());
    expect(result.counts).toMatchObject({ new: 0, changed: 0, refused: 0 });
    expect(result.counts.unchanged).toBeGreaterThan(8);
    expect((await apply(result.id)).json()).toEqual({ created: 0, updated: 0 });
    expect(await setUpOfA()).toEqual(before);
  });

  it('imported into another firm creates everything there, its references resolved to that firm’s rows', async () => {
    const file = await exportAll();
    const result = await preview(file, world.outsider, world.otherFirm);
    expect(result.firm).toBe(world.firm.name);
    expect(statesOf(result)).toMatchObject({
      inspectionTypes: ['Överlåtelsebesiktning: new'],
      branches: ['Överlåtelsebesiktning / Villa: new'],
      orderTypes: ['Köparbesiktning: new'],
      blueprints: ['Villa standard: new'],
      metadata: ['rum: new'],
    });
    // The standard forms every firm has are the same in both.
    expect(statesOf(result).forms).toEqual(expect.arrayContaining(['byggnad: new', 'riskanalys: unchanged']));
    const applied = await apply(result.id, undefined, world.outsider, world.otherFirm);
    expect(applied.statusCode, applied.body).toBe(200);
    expect(applied.json().created).toBe(result.counts.new);

    const types = await b().ok(inspectionTypeEndpoints.list, { ...inB(), query: {} });
    const type = types.items.find((item) => item.name === 'Överlåtelsebesiktning')!;
    const forms = await b().ok(formEndpoints.list, { ...inB(), query: {} });
    const summary = forms.items.find((item) => item.key === 'byggnad')!;
    const form = await b().ok(formEndpoints.get, { params: { tenant: world.otherFirm.id, id: summary.id } });
    const original = file.groups.forms!.find((item) => item.key === 'byggnad')!;
    expect(form).toMatchObject({
      name: original.name,
      inspectionTypeIds: [type.id],
      fields: original.fields,
    });
    const blueprints = await b().ok(blueprintEndpoints.list, { ...inB(), query: {} });
    const blueprint = await b().ok(blueprintEndpoints.get, {
      params: {
        tenant: world.otherFirm.id,
        id: blueprints.items.find((item) => item.name.sv === 'Villa standard')!.id,
      },
    });
    const grades = await b().ok(remarkGradeEndpoints.list, { ...inB(), query: {} });
    expect(blueprint).toMatchObject({
      typeId: type.id,
      formIds: [form.id],
      objects: [
        {
          name: 'Källare',
          remarks: [{ gradeId: grades.items.find((grade) => grade.name === 'Akut fel')!.id }],
        },
      ],
    });
    // And the second firm's export, imported there again, is unchanged throughout.
    const again = await preview(await exportAll(b(), inB()), world.outsider, world.otherFirm);
    expect(again.counts).toMatchObject({ new: 0, changed: 0, refused: 0 });
  });

  it('shows a changed form with the fields that differ, and applying it makes the form’s next version', async () => {
    const file = await exportAll(a(), inA(), ['forms']);
    const form = file.groups.forms!.find((item) => item.key === 'byggnad')!;
    form.fields![0]!.label = { sv: 'Byggår', en: 'Year built' };
    const result = await preview(file);
    expect(result.groups[0]!.items.find((item) => item.key === 'byggnad')).toMatchObject({
      state: 'changed',
      changes: ['fields'],
    });
    const again = await a().ok(metadataTransferEndpoints.preview, {
      params: { tenant: world.firm.id, file: result.id },
    });
    expect(again).toEqual(result);
    expect((await apply(result.id)).json()).toEqual({ created: 0, updated: 1 });
    const listed = await a().ok(formEndpoints.list, { ...inA(), query: {} });
    const changed = await a().ok(formEndpoints.get, {
      params: { tenant: world.firm.id, id: listed.items.find((item) => item.key === 'byggnad')!.id },
    });
    expect(changed).toMatchObject({
      version: 2,
      fields: [{ label: { sv: 'Byggår' } }, { key: 'uppvarmning' }],
    });

    const twice = await apply(result.id);
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({ key: 'metadataImport.alreadyApplied' });
  });

  it('refuses items it cannot write, each with its reason, and applies the others', async () => {
    const result = await preview(
      fileOf({
        contactRoles: [{ name: 'Mäklare' }, { name: 'mäklare' }, { name: '' }],
        blueprints: [
          { name: { sv: 'Okänt formulär' }, inspectionType: 'Överlåtelsebesiktning', forms: ['finns_inte'] },
        ],
      }),
    );
    expect(result.groups).toMatchObject([
      {
        group: 'contactRoles',
        counts: { new: 1, refused: 2 },
        items: [
          { key: 'Mäklare', state: 'new' },
          {
            key: 'mäklare',
            state: 'refused',
            reason: '”mäklare” finns redan tidigare bland kontaktroller i filen',
          },
          { key: '#3', state: 'refused', reason: 'I filen vid name: Ange ett namn' },
        ],
      },
      {
        group: 'blueprints',
        items: [
          {
            state: 'refused',
            reason: 'Hänvisar till ”finns_inte” bland formulär, som varken finns i filen eller i företaget',
          },
        ],
      },
    ]);
    expect((await apply(result.id)).json()).toEqual({ created: 1, updated: 0 });
  });

  it('writes nothing when a late group fails: the early groups are rolled back with it', async () => {
    const before = await setUpOfA();
    const result = await preview(
      fileOf({
        inspectionTypes: [{ name: 'Energideklaration' }],
        forms: [{ key: 'energi', name: { sv: 'Energi' }, scope: 'INSPECTION' }],
        blueprints: [{ name: { sv: 'Energi' }, inspectionType: 'Energideklaration', forms: ['energi'] }],
      }),
    );
    expect(result.counts).toMatchObject({ new: 3, refused: 0 });
    // The blueprint names a form of the file that is not applied with it.
    const failed = await apply(result.id, ['inspectionTypes', 'blueprints']);
    expect(failed.statusCode).toBe(409);
    expect(failed.json().detail).toBe(
      'Importen avbröts vid ”Energi” bland uppdragsmallar: Hänvisar till ”energi” bland formulär, som varken finns i filen eller i företaget. Inget har ändrats',
    );
    expect(await setUpOfA()).toEqual(before);
    // The preview stays unapplied: the whole of it goes in.
    expect((await apply(result.id)).json()).toEqual({ created: 3, updated: 0 });
  });

  it('applies one group’s chosen items, and refuses an item that is neither new nor changed', async () => {
    const result = await preview(
      fileOf({
        inspectionStatuses: [
          { name: 'Fältarbete', color: '#ff8800' },
          { name: 'Granskas' },
          { name: 'Klar', final: true },
        ],
      }),
    );
    const group = (body: object) =>
      a().send(metadataTransferEndpoints.applyGroup, {
        params: { tenant: world.firm.id, group: 'inspectionStatuses' },
        body: { file: result.id, ...body },
      });
    const wrong = await group({ items: [0] });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors['body.items']).toEqual([
      'Post 0 bland besiktningsstatusar är varken ny eller ändrad och kan inte importeras',
    ]);
    expect((await group({ items: [2] })).json()).toEqual({ created: 1, updated: 0 });
    const statuses = await a().ok(inspectionStatusEndpoints.list, { ...inA(), query: {} });
    expect(statuses.items.map((status) => status.name)).toContain('Klar');
    expect(statuses.items.map((status) => status.name)).not.toContain('Granskas');
  });

  it('refuses a file that is no export of Syna, from a newer version, no JSON or too large: 400 or 413, nothing written', async () => {
    const before = await firmSnapshot(world.app, world.firm.id, ['events']);
    const refusal = async (file: unknown, status = 400) => {
      const response = await upload(file);
      expect(response.statusCode, response.body).toBe(status);
      return response.json();
    };
    expect(await refusal({ name: 'some-package', version: '1.0.0', dependencies: {} })).toMatchObject({
      detail: 'Filen är ingen exportfil från Syna',
      errors: { 'body.file': ['Filen är ingen exportfil från Syna'] },
    });
    expect((await refusal({ format: METADATA_FILE_FORMAT, version: 7, groups: {} })).detail).toBe(
      'Filen är från en nyare version av Syna (format 7); den här versionen läser format 1 och äldre',
    );
    expect((await refusal('{"format": "syna-metadata", ')).detail).toBe('Filen är inte giltig JSON');
    expect(
      (
        await refusal({
          format: METADATA_FILE_FORMAT,
          version: 1,
          exported: 'i dag',
          firm: 'X',
          groups: { forms: {} },
        })
      ).detail,
    ).toMatch(/^Filen är felaktig vid groups\.forms: /);
    const large = `{"format":"syna-metadata","version":1,"firm":"${'x'.repeat(METADATA_IMPORT_MAX_BYTES)}"}`;
    expect((await refusal(large, 413)).detail).toBe('Filen är större än 5 MB');
    expect(await firmSnapshot(world.app, world.firm.id, ['events'])).toEqual(before);
  });

  it('takes a file of the forms alone through the forms’ own export and import', async () => {
    const listed = await a().ok(formEndpoints.list, { ...inA(), query: {} });
    const byggnad = listed.items.find((item) => item.key === 'byggnad')!;
    const exported = await a().send(formTransferEndpoints.exportForms, {
      ...inA(),
      body: { items: [byggnad.id] },
    });
    const file = exported.json<MetadataFile>();
    expect(Object.keys(file.groups)).toEqual(['forms']);
    expect(file.groups.forms!.map((form) => form.key)).toEqual(['byggnad']);
    const foreign = await b().send(formTransferEndpoints.exportForms, {
      ...inB(),
      body: { items: [byggnad.id] },
    });
    expect(foreign.statusCode).toBe(400);

    file.groups.forms![0]!.key = 'byggnad_kopia';
    const withMore = { ...file, groups: { ...file.groups, contactRoles: [{ name: 'Köpare' }] } };
    const response = await a().upload(formTransferEndpoints.importForms, inA(), [
      { name: 'formular.json', type: JSON_TYPE, bytes: bytesOf(withMore) },
    ]);
    expect(response.statusCode, response.body).toBe(201);
    const result = response.json<MetadataImportPreview>();
    expect(statesOf(result)).toEqual({ forms: ['byggnad_kopia: new'] });
    const applied = await a().send(metadataTransferEndpoints.applyGroup, {
      params: { tenant: world.firm.id, group: 'forms' },
      body: { file: result.id },
    });
    expect(applied.json()).toEqual({ created: 1, updated: 0 });
  });

  it('is the administrators’: a member is refused (403), another firm’s preview is not found (404)', async () => {
    const result = await preview({
      format: METADATA_FILE_FORMAT,
      version: 1,
      exported: '',
      firm: '',
      groups: {},
    });
    expect((await upload({}, world.member)).statusCode).toBe(403);
    expect((await apply(result.id, undefined, world.member)).statusCode).toBe(403);
    const foreign = await apply(result.id, undefined, world.outsider, world.otherFirm);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().detail).toBe('Förhandsgranskningen finns inte; ladda upp filen igen');
    const read = await b().send(metadataTransferEndpoints.preview, {
      params: { tenant: world.otherFirm.id, file: result.id },
    });
    expect(read.statusCode).toBe(404);
  });
});
