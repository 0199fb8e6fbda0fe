import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { inspectionEndpoints } from '@syna/contracts/endpoints/inspections';
import type { ProjectInspectionCreate } from '@syna/contracts/inspections';
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
const createIn = (projectId: string, body: Partial<ProjectInspectionCreate>) =>
  as(owner).send(inspectionEndpoints.createInProject, {
    ...ofProject(projectId),
    body: { typeId: lookups.type.id, ...body } as ProjectInspectionCreate,
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
    expect((await createIn(project.id, {})).statusCode).toBe(400);
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
