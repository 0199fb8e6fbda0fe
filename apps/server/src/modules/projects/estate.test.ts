import { beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import type { estateCreateSchema } from '@syna/contracts/projects';
import { projectEndpoints } from '@syna/contracts/endpoints/projects';
import { useTwoFirms } from '../../../test/support/two-firms.ts';
import { countRows } from '../../../test/support/direct-rows.ts';

const world = useTwoFirms();
let project: { id: string };
let otherProject: { id: string };
let foreignProject: { id: string };
let foreignEstate: { id: string };

/** The estates of a project (of the firm under test unless given). */
const estatesOf = (projectId: string, firmId = world.firm.id) => ({
  params: { tenant: firmId, id: projectId },
});
/** One estate of a project of the firm under test. */
const estateOf = (projectId: string, estateId: string) => ({
  params: { tenant: world.firm.id, id: projectId, estate: estateId },
});

const addProject = (name: string, user = world.owner, firmId = world.firm.id) =>
  world.as(user).ok(projectEndpoints.create, { params: { tenant: firmId }, body: { name } });
const addEstate = (
  projectId: string,
  body: z.input<typeof estateCreateSchema>,
  user = world.owner,
  firmId = world.firm.id,
) => world.as(user).ok(projectEndpoints.addEstate, { ...estatesOf(projectId, firmId), body });

beforeAll(async () => {
  project = await addProject('Tegsbacken');
  otherProject = await addProject('Ålidhem');
  foreignProject = await addProject('Deras', world.outsider, world.otherFirm.id);
  foreignEstate = await addEstate(
    foreignProject.id,
    { name: 'Deras hus' },
    world.outsider,
    world.otherFirm.id,
  );
});

const list = (projectId = project.id, user = world.owner) =>
  world.as(user).ok(projectEndpoints.estates, estatesOf(projectId));
const changeEstates = (body: object, user = world.owner) =>
  world.as(user).send(projectEndpoints.updateEstates, { ...estatesOf(project.id), body: body as never });
const setState = (projectId: string, estateId: string, state: string, user = world.owner) =>
  world.as(user).send(projectEndpoints.setEstateState, {
    ...estateOf(projectId, estateId),
    query: { state: state as never },
  });
const removeEstate = (projectId: string, estateId: string, user = world.owner) =>
  world.as(user).send(projectEndpoints.removeEstate, estateOf(projectId, estateId));

describe('estates of a project', () => {
  let houseA: { id: string };
  let houseB: { id: string };
  let houseC: { id: string; sortOrder: number };

  it('are created last in order, with designation and address, and listed with the project', async () => {
    houseA = await addEstate(project.id, {
      name: 'Hus A',
      designation: 'Umeå Tegsbacken 2:14',
      address: { address: 'Tegsbacken 2A', city: 'Umeå', postalCode: '' },
    });
    houseB = await addEstate(project.id, { name: 'Hus B', designation: ' ' });
    houseC = await addEstate(project.id, { name: 'Hus C', sortOrder: 10 });
    expect(houseA).toMatchObject({
      projectId: project.id,
      designation: 'Umeå Tegsbacken 2:14',
      address: { address: 'Tegsbacken 2A', city: 'Umeå', postalCode: null, region: null, country: null },
      state: 'active',
      sortOrder: 0,
    });
    expect(houseB).toMatchObject({ designation: null, address: null, sortOrder: 1 });
    expect(houseC.sortOrder).toBe(10);
    expect((await addEstate(otherProject.id, { name: 'Annat hus' })).sortOrder).toBe(0);

    const listed = await list();
    expect(listed.total).toBe(3);
    expect(listed.items.map((estate) => estate.name)).toEqual(['Hus A', 'Hus B', 'Hus C']);
    const read = await world.as(world.viewer).ok(projectEndpoints.get, estatesOf(project.id));
    expect(read.estates).toEqual(listed.items);
  });

  it('answers bad input with 400 and writes nothing', async () => {
    const before = await countRows(world.app, world.firm.id, 'estates');
    for (const payload of [
      {},
      { name: ' ' },
      { name: 'X', sortOrder: -1 },
      { name: 'X', designation: 'x'.repeat(101) },
    ]) {
      const response = await world.as(world.owner).send(projectEndpoints.addEstate, {
        ...estatesOf(project.id),
        body: payload as never,
      });
      expect(response.statusCode).toBe(400);
      expect(Object.keys(response.json().errors)[0]).toMatch(/^body/);
    }
    expect(await countRows(world.app, world.firm.id, 'estates')).toBe(before);
  });

  it('are changed several at once: only the named fields, answering the whole new list', async () => {
    const response = await changeEstates({
      items: [
        { id: houseC.id, sortOrder: 0, designation: 'Umeå Tegsbacken 2:16' },
        { id: houseA.id, sortOrder: 5, name: 'Hus A (norra)' },
        { id: houseB.id },
      ],
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().total).toBe(3);
    const items = response.json().items as { name: string; designation: string | null; sortOrder: number }[];
    expect(items.map((estate) => [estate.name, estate.designation, estate.sortOrder])).toEqual([
      ['Hus C', 'Umeå Tegsbacken 2:16', 0],
      ['Hus B', null, 1],
      ['Hus A (norra)', 'Umeå Tegsbacken 2:14', 5],
    ]);
  });

  it('refuses a change naming another project’s or organisation’s estate (400), changing none', async () => {
    const before = await list();
    const [elsewhere] = (await list(otherProject.id)).items;
    const response = await changeEstates({
      items: [
        { id: houseA.id, name: 'Ska inte sparas' },
        { id: elsewhere!.id, name: 'Flyttad' },
        { id: foreignEstate.id, name: 'Kapad' },
      ],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({
      'body.items.1.id': ['Fastigheten finns inte i projektet'],
      'body.items.2.id': ['Fastigheten finns inte i projektet'],
    });
    expect(await list()).toEqual(before);
    expect((await list(otherProject.id)).items[0]?.name).toBe('Annat hus');
  });

  it('refuses a change naming an estate twice or none, or with bad values (400)', async () => {
    const before = await list();
    for (const payload of [
      { items: [{ id: houseA.id }, { id: houseA.id, name: 'Två' }] },
      { items: [] },
      { items: [{ id: houseA.id, name: '' }] },
    ]) {
      const response = await changeEstates(payload);
      expect(response.statusCode).toBe(400);
    }
    expect(await list()).toEqual(before);
  });

  it('take a state with ?state=', async () => {
    const completed = await setState(project.id, houseB.id, 'completed');
    expect(completed.statusCode).toBe(200);
    expect(completed.json()).toMatchObject({ id: houseB.id, name: 'Hus B', state: 'completed' });
    const bad = await setState(project.id, houseB.id, 'klar');
    expect(bad.statusCode).toBe(400);
    expect((await list()).items.find((estate) => estate.id === houseB.id)?.state).toBe('completed');
  });

  it('are deleted one at a time', async () => {
    const deleted = await removeEstate(project.id, houseC.id);
    expect(deleted.statusCode).toBe(204);
    const again = await removeEstate(project.id, houseC.id);
    expect(again.statusCode).toBe(404);
    expect(again.json().detail).toBe('Fastigheten finns inte');
    expect((await list()).items.map((estate) => estate.name)).toEqual(['Hus B', 'Hus A (norra)']);
  });

  it('are not reached through another project', async () => {
    for (const response of [
      await removeEstate(otherProject.id, houseA.id),
      await setState(otherProject.id, houseA.id, 'archived'),
    ]) {
      expect(response.statusCode).toBe(404);
    }
    expect((await list()).items.find((estate) => estate.id === houseA.id)?.state).toBe('active');
  });

  it('answer 404 under another organisation’s project, and for its estates, writing nothing', async () => {
    const before = await countRows(world.app, world.otherFirm.id, 'estates');
    const theirProject = estatesOf(foreignProject.id);
    const calls = [
      () => world.as(world.owner).send(projectEndpoints.estates, theirProject),
      () =>
        world
          .as(world.owner)
          .send(projectEndpoints.addEstate, { ...theirProject, body: { name: 'Intrång' } }),
      () =>
        world.as(world.owner).send(projectEndpoints.updateEstates, {
          ...theirProject,
          body: { items: [{ id: foreignEstate.id }] },
        }),
      () => removeEstate(foreignProject.id, foreignEstate.id),
      () => setState(foreignProject.id, foreignEstate.id, 'archived'),
      () => removeEstate(project.id, foreignEstate.id),
      () => setState(project.id, foreignEstate.id, 'archived'),
    ];
    for (const call of calls) {
      const response = await call();
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain('Deras');
    }
    expect(await countRows(world.app, world.otherFirm.id, 'estates')).toBe(before);
    const theirs = await world
      .as(world.outsider)
      .ok(projectEndpoints.estates, estatesOf(foreignProject.id, world.otherFirm.id));
    expect(theirs.items).toMatchObject([{ name: 'Deras hus', state: 'active' }]);
  });

  it('are read by a viewer, who may not change them (403)', async () => {
    expect((await list(project.id, world.viewer)).total).toBe(2);
    const attempts = [
      world
        .as(world.viewer)
        .send(projectEndpoints.addEstate, { ...estatesOf(project.id), body: { name: 'Nej' } }),
      changeEstates({ items: [{ id: houseA.id, name: 'Nej' }] }, world.viewer),
      setState(project.id, houseA.id, 'archived', world.viewer),
      removeEstate(project.id, houseA.id, world.viewer),
    ];
    for (const response of await Promise.all(attempts)) expect(response.statusCode).toBe(403);
    expect((await list()).total).toBe(2);
  });
});
