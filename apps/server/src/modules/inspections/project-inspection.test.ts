import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { inspectionEndpoints } from '@syna/contracts/endpoints/inspections';
import type { ProjectInspectionCreateInput } from '@syna/contracts/inspections';
import { callerFactory, type ApiCaller } from '../../../test/support/api-client.ts';
import { createTestApp } from '../../../test/support/test-app.ts';
import { buildFirmWithMembers } from '../../../test/support/firm-with-members.ts';
import { buildTenant, buildUser, type TestUser } from '../../../test/support/factories.ts';
import {
  buildInspectionLookups,
  buildProject,
  postInspection,
} from '../../../test/support/inspection-factories.ts';

let app: FastifyInstance;
let as: (user: TestUser | null) => ApiCaller;
let owner: TestUser;
let viewer: TestUser;
let firm: { id: string };
let lookups: Awaited<ReturnType<typeof buildInspectionLookups>>;
let project: Awaited<ReturnType<typeof buildProject>>;
let otherProject: Awaited<ReturnType<typeof buildProject>>;
let foreignProject: Awaited<ReturnType<typeof buildProject>>;

beforeAll(async () => {
  app = await createTestApp();
  as = callerFactory(app);
  let members: { viewer: TestUser };
  ({ firm, owner, members } = await buildFirmWithMembers(app, ['viewer']));
  viewer = members.viewer;
  lookups = await buildInspectionLookups(app, firm.id);
  project = await buildProject(app, firm.id, {
    name: 'Kv. Tegsbacken',
    estates: ['Tegsbacken 2:14', 'Tegsbacken 2:15'],
  });
  otherProject = await buildProject(app, firm.id, { estates: ['Annan 1:1'] });
  const neighbour = await buildTenant(app, await buildUser(app));
  foreignProject = await buildProject(app, neighbour.id, { estates: ['Främmande 1:1'] });
});
afterAll(async () => app?.close());

const ofProject = (projectId: string) => ({ params: { tenant: firm.id, id: projectId } });
const createIn = (projectId: string, body: Partial<ProjectInspectionCreateInput>) =>
  as(owner).send(inspectionEndpoints.createInProject, {
    ...ofProject(projectId),
    body: { typeId: lookups.type.id, ...body } as ProjectInspectionCreateInput,
  });
const listOf = (projectId: string, user: TestUser = owner) =>
  as(user).send(inspectionEndpoints.ofProject, ofProject(projectId));

describe('inspections of a project', () => {
  it('creates an inspection for one of the project’s estates and lists it with the project', async () => {
    const first = await createIn(project.id, { estateId: project.estates[0]!.id, littera: 'A' });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({
      projectId: project.id,
      estateId: project.estates[0]!.id,
      state: 'active',
      littera: 'A',
      status: { name: 'Ny' },
    });
    const second = await createIn(project.id, { estateId: project.estates[1]!.id });
    await postInspection(app, firm.id, owner.auth, { typeId: lookups.type.id });
    const list = await listOf(project.id, viewer);
    expect(list.statusCode).toBe(200);
    expect(list.json().total).toBe(2);
    expect(
      list.json().items.map((item: { id: string; estateId: string }) => [item.id, item.estateId]),
    ).toEqual([
      [first.json().id, project.estates[0]!.id],
      [second.json().id, project.estates[1]!.id],
    ]);
    expect((await listOf(otherProject.id)).json()).toEqual({ items: [], total: 0 });
  });

  it('refuses an estate of another project (400), and projects that are not the tenant’s (404)', async () => {
    const before = (await listOf(project.id)).json().total;
    const wrongEstate = await createIn(project.id, { estateId: otherProject.estates[0]!.id });
    expect(wrongEstate.statusCode).toBe(400);
    expect(wrongEstate.json().errors).toEqual({ 'body.estateId': ['Fastigheten hör inte till projektet'] });
    const invalid = await createIn(project.id, {
      estateId: project.estates[0]!.id,
      typeId: foreignProject.id,
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().errors).toHaveProperty(['body.typeId']);
    expect((await listOf(project.id)).json().total).toBe(before);
    const foreign = await createIn(foreignProject.id, { estateId: foreignProject.estates[0]!.id });
    expect(foreign.statusCode).toBe(404);
    expect((await listOf(foreignProject.id)).statusCode).toBe(404);
    expect((await createIn(project.id, { typeId: undefined })).statusCode).toBe(400);
  });

  it('sets the state of an inspection in its estate, and only there', async () => {
    const created = (await createIn(project.id, { estateId: project.estates[0]!.id })).json();
    const setState = (estateId: string, inspectionId: string, state: string, projectId = project.id) =>
      as(owner).send(inspectionEndpoints.setStateInProject, {
        params: { tenant: firm.id, id: projectId, estate: estateId, inspection: inspectionId },
        query: { state: state as never },
      });
    const done = await setState(project.estates[0]!.id, created.id, 'completed');
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ id: created.id, state: 'completed' });
    expect((await setState(project.estates[1]!.id, created.id, 'archived')).statusCode).toBe(404);
    expect((await setState(project.estates[0]!.id, created.id, 'archived', otherProject.id)).statusCode).toBe(
      404,
    );
    const loose = await postInspection(app, firm.id, owner.auth, { typeId: lookups.type.id });
    expect((await setState(project.estates[0]!.id, loose.id, 'archived')).statusCode).toBe(404);
    const unknownState = await setState(project.estates[0]!.id, created.id, 'borta');
    expect(unknownState.statusCode).toBe(400);
    expect(unknownState.json().errors).toHaveProperty(['querystring.state']);
    const reread = await as(owner).ok(inspectionEndpoints.get, {
      params: { tenant: firm.id, id: created.id },
    });
    expect(reread.state).toBe('completed');
  });
});

describe('moving an inspection into a project and out', () => {
  const placement = (projectId: string, inspectionId: string) => ({
    params: { tenant: firm.id, id: projectId, inspection: inspectionId },
  });
  const moveIn = (projectId: string, inspectionId: string, estateId: string | null, user = owner) =>
    as(user).send(inspectionEndpoints.placeInProject, {
      ...placement(projectId, inspectionId),
      body: { estateId },
    });
  const takeOut = (projectId: string, inspectionId: string, user = owner) =>
    as(user).send(inspectionEndpoints.takeOutOfProject, placement(projectId, inspectionId));
  const reread = (id: string) => as(owner).ok(inspectionEndpoints.get, { params: { tenant: firm.id, id } });
  const loose = () => postInspection(app, firm.id, owner.auth, { typeId: lookups.type.id });

  it('moves an inspection into an estate, to another project without an estate, and out again', async () => {
    const inspection = await loose();
    const placed = await moveIn(project.id, inspection.id, project.estates[1]!.id);
    expect(placed.statusCode).toBe(200);
    expect(placed.json()).toMatchObject({ projectId: project.id, estateId: project.estates[1]!.id });
    const listed = (await listOf(project.id)).json().items;
    expect(listed.find((item: { id: string }) => item.id === inspection.id)).toMatchObject({
      estateId: project.estates[1]!.id,
    });

    const moved = await moveIn(otherProject.id, inspection.id, null);
    expect(moved.json()).toMatchObject({ projectId: otherProject.id, estateId: null, state: 'active' });
    const ofFirst = (await listOf(project.id)).json().items.map((item: { id: string }) => item.id);
    expect(ofFirst).not.toContain(inspection.id);

    // Only the project it is in can let it go.
    expect((await takeOut(project.id, inspection.id)).statusCode).toBe(404);
    expect((await takeOut(otherProject.id, inspection.id)).statusCode).toBe(204);
    expect(await reread(inspection.id)).toMatchObject({ projectId: null, estateId: null });
    expect((await listOf(otherProject.id)).json().items).toEqual([]);
    expect((await takeOut(otherProject.id, inspection.id)).statusCode).toBe(404);
  });

  it('creates an inspection in a project without an estate', async () => {
    const created = await createIn(otherProject.id, { littera: 'Utan fastighet' });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ projectId: otherProject.id, estateId: null });
    await takeOut(otherProject.id, created.json().id);
  });

  it('refuses another project’s estate (400), and others’ projects, inspections and readers (404, 403), changing nothing', async () => {
    const inspection = await loose();
    const wrongEstate = await moveIn(project.id, inspection.id, otherProject.estates[0]!.id);
    expect(wrongEstate.statusCode).toBe(400);
    expect(wrongEstate.json().errors).toEqual({ 'body.estateId': ['Fastigheten hör inte till projektet'] });
    expect((await moveIn(foreignProject.id, inspection.id, foreignProject.estates[0]!.id)).statusCode).toBe(
      404,
    );
    expect((await moveIn(project.id, foreignProject.id, null)).statusCode).toBe(404);
    expect((await moveIn(project.id, inspection.id, null, viewer)).statusCode).toBe(403);
    expect(await reread(inspection.id)).toMatchObject({ projectId: null, estateId: null });

    await moveIn(project.id, inspection.id, project.estates[0]!.id);
    expect((await takeOut(project.id, inspection.id, viewer)).statusCode).toBe(403);
    expect((await takeOut(foreignProject.id, inspection.id)).statusCode).toBe(404);
    expect(await reread(inspection.id)).toMatchObject({
      projectId: project.id,
      estateId: project.estates[0]!.id,
    });
  });
});
