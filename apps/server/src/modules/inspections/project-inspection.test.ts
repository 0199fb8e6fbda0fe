import { describe, expect, it } from 'vitest';
import { inspectionEndpoints } from '@syna/contracts/endpoints/inspections';
import type { ProjectInspectionCreateInput } from '@syna/contracts/inspections';
import type { TestUser } from '../../../test/support/factories.ts';
import {
  buildInspectionLookups,
  buildProject,
  postInspection,
} from '../../../test/support/inspection-factories.ts';
import { useWorld } from '../../../test/support/test-world.ts';
import { setUpTwoFirms, VIEWER } from '../../../test/support/two-firms.ts';

/** The two-firm world with the firm's inspection lookups, two projects of its own and one of the other firm. */
const world = useWorld(async () => {
  const firms = await setUpTwoFirms(VIEWER);
  const { app, firm, otherFirm } = firms;
  return {
    ...firms,
    lookups: await buildInspectionLookups(app, firm.id),
    project: await buildProject(app, firm.id, {
      name: 'Kv. Tegsbacken',
      estates: ['Tegsbacken 2:14', 'Tegsbacken 2:15'],
    }),
    otherProject: await buildProject(app, firm.id, { estates: ['Annan 1:1'] }),
    foreignProject: await buildProject(app, otherFirm.id, { estates: ['Främmande 1:1'] }),
  };
});

const ofProject = (projectId: string) => ({ params: { tenant: world.firm.id, id: projectId } });
const createIn = (projectId: string, body: Partial<ProjectInspectionCreateInput>) =>
  world.as(world.owner).send(inspectionEndpoints.createInProject, {
    ...ofProject(projectId),
    body: { typeId: world.lookups.type.id, ...body } as ProjectInspectionCreateInput,
  });
const listOf = (projectId: string, user: TestUser = world.owner) =>
  world.as(user).send(inspectionEndpoints.ofProject, ofProject(projectId));

describe('inspections of a project', () => {
  it('creates an inspection for one of the project’s estates and lists it with the project', async () => {
    const first = await createIn(world.project.id, { estateId: world.project.estates[0]!.id, littera: 'A' });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({
      projectId: world.project.id,
      estateId: world.project.estates[0]!.id,
      state: 'active',
      littera: 'A',
      status: { name: 'Ny' },
    });
    const second = await createIn(world.project.id, { estateId: world.project.estates[1]!.id });
    await postInspection(world.app, world.firm.id, world.owner.auth, { typeId: world.lookups.type.id });
    const list = await listOf(world.project.id, world.viewer);
    expect(list.statusCode).toBe(200);
    expect(list.json().total).toBe(2);
    expect(
      list.json().items.map((item: { id: string; estateId: string }) => [item.id, item.estateId]),
    ).toEqual([
      [first.json().id, world.project.estates[0]!.id],
      [second.json().id, world.project.estates[1]!.id],
    ]);
    expect((await listOf(world.otherProject.id)).json()).toEqual({ items: [], total: 0 });
  });

  it('refuses an estate of another project (400), and projects that are not the tenant’s (404)', async () => {
    const before = (await listOf(world.project.id)).json().total;
    const wrongEstate = await createIn(world.project.id, { estateId: world.otherProject.estates[0]!.id });
    expect(wrongEstate.statusCode).toBe(400);
    expect(wrongEstate.json().errors).toEqual({ 'body.estateId': ['Fastigheten hör inte till projektet'] });
    const invalid = await createIn(world.project.id, {
      estateId: world.project.estates[0]!.id,
      typeId: world.foreignProject.id,
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().errors).toHaveProperty(['body.typeId']);
    expect((await listOf(world.project.id)).json().total).toBe(before);
    const foreign = await createIn(world.foreignProject.id, {
      estateId: world.foreignProject.estates[0]!.id,
    });
    expect(foreign.statusCode).toBe(404);
    expect((await listOf(world.foreignProject.id)).statusCode).toBe(404);
    expect((await createIn(world.project.id, { typeId: undefined })).statusCode).toBe(400);
  });

  it('sets the state of an inspection in its estate, and only there', async () => {
    const created = (await createIn(world.project.id, { estateId: world.project.estates[0]!.id })).json();
    const setState = (estateId: string, inspectionId: string, state: string, projectId = world.project.id) =>
      world.as(world.owner).send(inspectionEndpoints.setStateInProject, {
        params: { tenant: world.firm.id, id: projectId, estate: estateId, inspection: inspectionId },
        query: { state: state as never },
      });
    const done = await setState(world.project.estates[0]!.id, created.id, 'completed');
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ id: created.id, state: 'completed' });
    expect((await setState(world.project.estates[1]!.id, created.id, 'archived')).statusCode).toBe(404);
    expect(
      (await setState(world.project.estates[0]!.id, created.id, 'archived', world.otherProject.id))
        .statusCode,
    ).toBe(404);
    const loose = await postInspection(world.app, world.firm.id, world.owner.auth, {
      typeId: world.lookups.type.id,
    });
    expect((await setState(world.project.estates[0]!.id, loose.id, 'archived')).statusCode).toBe(404);
    const unknownState = await setState(world.project.estates[0]!.id, created.id, 'borta');
    expect(unknownState.statusCode).toBe(400);
    expect(unknownState.json().errors).toHaveProperty(['querystring.state']);
    const reread = await world.as(world.owner).ok(inspectionEndpoints.get, {
      params: { tenant: world.firm.id, id: created.id },
    });
    expect(reread.state).toBe('completed');
  });
});

describe('moving an inspection into a project and out', () => {
  const placement = (projectId: string, inspectionId: string) => ({
    params: { tenant: world.firm.id, id: projectId, inspection: inspectionId },
  });
  const moveIn = (projectId: string, inspectionId: string, estateId: string | null, user = world.owner) =>
    world.as(user).send(inspectionEndpoints.placeInProject, {
      ...placement(projectId, inspectionId),
      body: { estateId },
    });
  const takeOut = (projectId: string, inspectionId: string, user = world.owner) =>
    world.as(user).send(inspectionEndpoints.takeOutOfProject, placement(projectId, inspectionId));
  const reread = (id: string) =>
    world.as(world.owner).ok(inspectionEndpoints.get, { params: { tenant: world.firm.id, id } });
  const loose = () =>
    postInspection(world.app, world.firm.id, world.owner.auth, { typeId: world.lookups.type.id });

  it('moves an inspection into an estate, to another project without an estate, and out again', async () => {
    const inspection = await loose();
    const placed = await moveIn(world.project.id, inspection.id, world.project.estates[1]!.id);
    expect(placed.statusCode).toBe(200);
    expect(placed.json()).toMatchObject({
      projectId: world.project.id,
      estateId: world.project.estates[1]!.id,
    });
    const listed = (await listOf(world.project.id)).json().items;
    expect(listed.find((item: { id: string }) => item.id === inspection.id)).toMatchObject({
      estateId: world.project.estates[1]!.id,
    });

    const moved = await moveIn(world.otherProject.id, inspection.id, null);
    expect(moved.json()).toMatchObject({ projectId: world.otherProject.id, estateId: null, state: 'active' });
    const ofFirst = (await listOf(world.project.id)).json().items.map((item: { id: string }) => item.id);
    expect(ofFirst).not.toContain(inspection.id);

    // Only the project it is in can let it go.
    expect((await takeOut(world.project.id, inspection.id)).statusCode).toBe(404);
    expect((await takeOut(world.otherProject.id, inspection.id)).statusCode).toBe(204);
    expect(await reread(inspection.id)).toMatchObject({ projectId: null, estateId: null });
    expect((await listOf(world.otherProject.id)).json().items).toEqual([]);
    expect((await takeOut(world.otherProject.id, inspection.id)).statusCode).toBe(404);
  });

  it('creates an inspection in a project without an estate', async () => {
    const created = await createIn(world.otherProject.id, { littera: 'Utan fastighet' });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ projectId: world.otherProject.id, estateId: null });
    await takeOut(world.otherProject.id, created.json().id);
  });

  it('refuses another project’s estate (400), and others’ projects, inspections and readers (404, 403), changing nothing', async () => {
    const inspection = await loose();
    const wrongEstate = await moveIn(world.project.id, inspection.id, world.otherProject.estates[0]!.id);
    expect(wrongEstate.statusCode).toBe(400);
    expect(wrongEstate.json().errors).toEqual({ 'body.estateId': ['Fastigheten hör inte till projektet'] });
    expect(
      (await moveIn(world.foreignProject.id, inspection.id, world.foreignProject.estates[0]!.id)).statusCode,
    ).toBe(404);
    expect((await moveIn(world.project.id, world.foreignProject.id, null)).statusCode).toBe(404);
    expect((await moveIn(world.project.id, inspection.id, null, world.viewer)).statusCode).toBe(403);
    expect(await reread(inspection.id)).toMatchObject({ projectId: null, estateId: null });

    await moveIn(world.project.id, inspection.id, world.project.estates[0]!.id);
    expect((await takeOut(world.project.id, inspection.id, world.viewer)).statusCode).toBe(403);
    expect((await takeOut(world.foreignProject.id, inspection.id)).statusCode).toBe(404);
    expect(await reread(inspection.id)).toMatchObject({
      projectId: world.project.id,
      estateId: world.project.estates[0]!.id,
    });
  });
});
