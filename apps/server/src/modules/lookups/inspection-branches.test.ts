import { beforeAll, describe, expect, it } from 'vitest';
import { inspectionBranchEndpoints, inspectionTypeEndpoints } from '@syna/contracts/endpoints/lookups';
import { callerFactory } from '../../../test/support/api-client.ts';
import { createTestApp } from '../../../test/support/test-app.ts';
import { buildTenant, buildUser } from '../../../test/support/factories.ts';
import { countRows, insertRow } from '../../../test/support/direct-rows.ts';
import { useWorld } from '../../../test/support/test-world.ts';

const world = useWorld(async () => {
  const app = await createTestApp();
  const admin = await buildUser(app);
  const otherAdmin = await buildUser(app);
  const firm = await buildTenant(app, admin);
  const otherFirm = await buildTenant(app, otherAdmin);
  const asAdmin = callerFactory(app)(admin);
  return { app, asAdmin, admin, otherAdmin, firm, otherFirm };
});

/** The parameters of a type's branches in the firm. */
const underType = (typeId: string) => ({ tenant: world.firm.id, typeId });
const branchOf = (typeId: string, id: string) => ({ params: { ...underType(typeId), id } });
const typeOfFirm = (id: string) => ({ params: { tenant: world.firm.id, id } });

const addType = (body: { name: string; description?: string }) =>
  world.asAdmin.ok(inspectionTypeEndpoints.create, { params: { tenant: world.firm.id }, body });
const addBranch = (typeId: string, name: string) =>
  world.asAdmin.ok(inspectionBranchEndpoints.create, { params: underType(typeId), body: { name } });
const branchesOf = (typeId: string) =>
  world.asAdmin.ok(inspectionBranchEndpoints.list, { params: underType(typeId), query: {} });

describe('branches of an inspection type', () => {
  let transfer: { id: string };
  let energy: { id: string };

  beforeAll(async () => {
    transfer = await addType({ name: 'Överlåtelsebesiktning', description: 'Vid köp' });
    energy = await addType({ name: 'Energideklaration' });
  });

  it('belong to their type, are listed per type and go last within it', async () => {
    const villa = await addBranch(transfer.id, 'Villa');
    const flat = await addBranch(transfer.id, 'Bostadsrätt');
    const other = await addBranch(energy.id, 'Villa');
    expect(villa).toMatchObject({ typeId: transfer.id, sortOrder: 0, archived: false });
    expect(flat.sortOrder).toBe(1);
    expect(other).toMatchObject({ typeId: energy.id, sortOrder: 0 });

    expect(await branchesOf(transfer.id)).toEqual({ items: [villa, flat], total: 2 });
  });

  it('keep names unique within the type only', async () => {
    const response = await world.asAdmin.send(inspectionBranchEndpoints.create, {
      params: underType(transfer.id),
      body: { name: 'villa' },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().detail).toBe('Det finns redan en inriktning med namnet villa');
  });

  it('are not found through another type', async () => {
    const [villa] = (await branchesOf(transfer.id)).items;
    const elsewhere = branchOf(energy.id, villa!.id);
    for (const response of [
      await world.asAdmin.send(inspectionBranchEndpoints.get, elsewhere),
      await world.asAdmin.send(inspectionBranchEndpoints.update, { ...elsewhere, body: { name: 'Flyttad' } }),
      await world.asAdmin.send(inspectionBranchEndpoints.remove, elsewhere),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json().detail).toBe('Inriktningen finns inte');
    }
  });

  it('answer 404 under an unknown type or another organisation’s type, writing nothing', async () => {
    const foreignType = await callerFactory(world.app)(world.otherAdmin).ok(inspectionTypeEndpoints.create, {
      params: { tenant: world.otherFirm.id },
      body: { name: 'Deras typ' },
    });
    const before = await countRows(world.app, world.firm.id, 'inspection_branches');
    for (const typeId of [foreignType.id, '00000000-0000-4000-8000-000000000000']) {
      const listed = await world.asAdmin.send(inspectionBranchEndpoints.list, {
        params: underType(typeId),
        query: {},
      });
      expect(listed.statusCode).toBe(404);
      expect(listed.json().detail).toBe('Besiktningstypen finns inte');
      const created = await world.asAdmin.send(inspectionBranchEndpoints.create, {
        params: underType(typeId),
        body: { name: 'Smygande' },
      });
      expect(created.statusCode).toBe(404);
    }
    expect(await countRows(world.app, world.firm.id, 'inspection_branches')).toBe(before);
    expect(await countRows(world.app, world.otherFirm.id, 'inspection_branches')).toBe(0);
  });

  it('keep their type from being deleted, and the refusal counts everything that uses it', async () => {
    const refused = await world.asAdmin.send(inspectionTypeEndpoints.remove, typeOfFirm(transfer.id));
    expect(refused.statusCode).toBe(409);
    expect(refused.json().detail).toBe(
      'Besiktningstypen används av 2 inriktningar och kan inte tas bort. Arkivera den i stället.',
    );

    await insertRow(world.app, world.firm.id, 'inspections', { number: 'B-1', type_id: transfer.id });
    await insertRow(world.app, world.firm.id, 'inspections', { number: 'B-2', type_id: transfer.id });
    await insertRow(world.app, world.firm.id, 'inspections', { number: 'B-3', type_id: transfer.id });
    await insertRow(world.app, world.firm.id, 'template_remarks', {
      type_id: transfer.id,
      title: 'Fukt i källare',
    });
    const counted = await world.asAdmin.send(inspectionTypeEndpoints.remove, typeOfFirm(transfer.id));
    expect(counted.json().detail).toBe(
      'Besiktningstypen används av 3 uppdrag, 2 inriktningar och 1 mallanmärkning och kan inte tas bort. ' +
        'Arkivera den i stället.',
    );
    expect(await countRows(world.app, world.firm.id, 'inspection_branches')).toBe(3);
  });

  it('can be deleted, after which their type can be too', async () => {
    const [branch] = (await branchesOf(energy.id)).items;
    const deleted = await world.asAdmin.send(
      inspectionBranchEndpoints.remove,
      branchOf(energy.id, branch!.id),
    );
    expect(deleted.statusCode).toBe(204);
    const typeDeleted = await world.asAdmin.send(inspectionTypeEndpoints.remove, typeOfFirm(energy.id));
    expect(typeDeleted.statusCode).toBe(204);
  });

  it('keep a type’s description, which an update may clear with a blank', async () => {
    const read = await world.asAdmin.ok(inspectionTypeEndpoints.get, typeOfFirm(transfer.id));
    expect(read).toMatchObject({ name: 'Överlåtelsebesiktning', description: 'Vid köp' });
    const renamed = await world.asAdmin.ok(inspectionTypeEndpoints.update, {
      ...typeOfFirm(transfer.id),
      body: { name: 'Överlåtelse' },
    });
    expect(renamed).toMatchObject({ name: 'Överlåtelse', description: 'Vid köp' });
    const cleared = await world.asAdmin.ok(inspectionTypeEndpoints.update, {
      ...typeOfFirm(transfer.id),
      body: { description: '  ' },
    });
    expect(cleared).toMatchObject({ name: 'Överlåtelse', description: null });
  });
});
