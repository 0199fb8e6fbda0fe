import { describe, expect, it } from 'vitest';
import { activityEndpoints } from '@syna/contracts/endpoints/activities';
import { contactEndpoints } from '@syna/contracts/endpoints/contacts';
import { eventEndpoints } from '@syna/contracts/endpoints/events';
import { inspectionEndpoints } from '@syna/contracts/endpoints/inspections';
import { inspectionStatusEndpoints } from '@syna/contracts/endpoints/lookups';
import { orderEndpoints } from '@syna/contracts/endpoints/orders';
import { projectEndpoints } from '@syna/contracts/endpoints/projects';
import type { Event, EventListQueryInput } from '@syna/contracts/events';
import { placeVillaOrder, useOrderWorld } from '../../../test/support/order-fixture.ts';
import { buildInspectionStatus, postInspection } from '../../../test/support/inspection-factories.ts';
import type { TestUser } from '../../../test/support/factories.ts';
import { personBody } from '../../../test/support/contact-factories.ts';

const world = useOrderWorld(async ({ app, firm, owner, villa }) => {
  const booked = await buildInspectionStatus(app, firm.id, { name: 'Bokad', sortOrder: 2 });
  const fresh = await buildInspectionStatus(app, firm.id, { name: 'Ny', sortOrder: 1 });
  const assignment = await postInspection(app, firm.id, owner.auth, { typeId: villa.id, statusId: fresh.id });
  return { booked, assignment };
});
const inFirm = () => ({ params: { tenant: world.firm.id } });
const ofAssignment = (id: string) => ({ params: { tenant: world.firm.id, id } });

const events = async (query: EventListQueryInput = {}, user: TestUser = world.owner): Promise<Event[]> =>
  (await world.as(user).ok(eventEndpoints.list, { ...inFirm(), query: { pageSize: 100, ...query } })).items;

describe('the events log’s sentences', () => {
  it('names the assignment by its number and its status before and after', async () => {
    await world.as(world.inspector).ok(inspectionEndpoints.setStatus, {
      ...ofAssignment(world.assignment.id),
      body: { value: world.booked.id },
    });
    const [change] = await events();
    expect(change).toMatchObject({
      actor: { id: world.inspector.id, name: 'Ingrid Inspektör' },
      action: 'update',
      record: { type: 'inspections', id: world.assignment.id, label: world.assignment.number },
      changes: [{ field: 'status', from: 'Ny', to: 'Bokad' }],
    });
  });

  it('keeps a contact’s name as it was, after a rename and once it is removed', async () => {
    const created = await world.as(world.owner).ok(contactEndpoints.create, {
      ...inFirm(),
      body: personBody({ firstName: 'Nora', lastName: 'Notis' }),
    });
    const ofContact = { params: { tenant: world.firm.id, id: created.id } };
    const changed = await world.as(world.owner).ok(contactEndpoints.replace, {
      ...ofContact,
      body: personBody({ firstName: 'Nora', lastName: 'Nyman' }),
    });
    await world.as(world.owner).ok(contactEndpoints.remove, ofContact);
    const [removed, renamed, creation] = await events({ recordType: 'contact' });
    expect(changed.name).not.toBe(created.name);
    expect(creation).toMatchObject({
      action: 'create',
      record: { type: 'contact', id: created.id, label: created.name },
    });
    expect(renamed).toMatchObject({ action: 'update', record: { label: changed.name }, changes: [] });
    expect(removed).toMatchObject({ action: 'delete', record: { id: created.id, label: changed.name } });
  });

  it('names an order by its number, from the customer’s order to the office’s acceptance', async () => {
    const order = await placeVillaOrder(world);
    await world.as(world.owner).ok(orderEndpoints.handle, {
      params: { tenant: world.firm.id, id: order.id },
      query: { accept: 'true' },
      body: {} as never,
    });
    const [accepted, placed] = await events({ recordType: 'order' });
    expect(placed).toMatchObject({
      actor: null,
      action: 'create',
      record: { type: 'order', id: order.id, label: order.number },
    });
    expect(accepted).toMatchObject({
      actor: { id: world.owner.id },
      action: 'update',
      record: { type: 'order', id: order.id, label: order.number },
    });
  });

  it('names a project and an activity by their names, also once removed', async () => {
    const project = await world.as(world.owner).ok(projectEndpoints.create, {
      ...inFirm(),
      body: { name: 'Brf Solgläntan' } as never,
    });
    await world
      .as(world.owner)
      .ok(projectEndpoints.remove, { params: { tenant: world.firm.id, id: project.id } });
    const [removedProject, createdProject] = await events({ recordType: 'projects' });
    expect(createdProject).toMatchObject({
      action: 'create',
      record: { id: project.id, label: 'Brf Solgläntan' },
    });
    expect(removedProject).toMatchObject({
      action: 'delete',
      record: { id: project.id, label: 'Brf Solgläntan' },
    });

    const activity = await world.as(world.owner).ok(activityEndpoints.create, {
      ...inFirm(),
      body: {
        title: 'Nyckelhämtning',
        startTime: '2031-03-04T08:00:00.000Z',
        stopTime: '2031-03-04T08:30:00.000Z',
      } as never,
    });
    const [createdActivity] = await events({ recordType: 'activity' });
    expect(createdActivity).toMatchObject({
      action: 'create',
      record: { type: 'activity', id: activity.id, label: 'Nyckelhämtning' },
    });
  });

  it('names the firm’s statuses by their names as they are changed', async () => {
    const status = await world.as(world.owner).ok(inspectionStatusEndpoints.create, {
      ...inFirm(),
      body: { name: 'Väntar på nyckel', category: 'booked' } as never,
    });
    await world.as(world.owner).ok(inspectionStatusEndpoints.update, {
      params: { tenant: world.firm.id, id: status.id },
      body: { name: 'Väntar på nycklar' } as never,
    });
    await world
      .as(world.owner)
      .ok(inspectionStatusEndpoints.remove, { params: { tenant: world.firm.id, id: status.id } });
    const [removed, renamed, created] = await events({ recordType: 'statuses' });
    expect(created).toMatchObject({ action: 'create', record: { id: status.id, label: 'Väntar på nyckel' } });
    expect(renamed).toMatchObject({
      action: 'update',
      record: { id: status.id, label: 'Väntar på nycklar' },
    });
    expect(removed).toMatchObject({
      action: 'delete',
      record: { id: status.id, label: 'Väntar på nycklar' },
    });
  });

  it('reads a change its service does not describe by its kind alone, linking to nothing', async () => {
    await world.as(world.owner).ok(inspectionEndpoints.addTag, {
      params: { tenant: world.firm.id, id: world.assignment.id, tag: 'brådskande' },
    });
    const [tagged] = await events();
    expect(tagged).toMatchObject({
      action: 'create',
      record: { type: 'inspections', id: null, label: null },
      changes: [],
    });
  });
});

describe('the events log’s filters', () => {
  it('keeps one person’s changes, one kind of record’s, and those of a span of Swedish days', async () => {
    const mine = await events({ actor: world.inspector.id });
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.every((event) => event.actor?.id === world.inspector.id)).toBe(true);

    const assignments = await events({ recordType: 'inspections' });
    expect(assignments.length).toBeGreaterThan(0);
    expect(assignments.every((event) => event.record.type === 'inspections')).toBe(true);
    const ownersAssignments = await events({ recordType: 'inspections', actor: world.owner.id });
    expect(ownersAssignments.map((event) => event.id)).toEqual(
      assignments.filter((event) => event.actor?.id === world.owner.id).map((event) => event.id),
    );

    const today = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Stockholm' }).format(new Date());
    expect((await events({ from: today, to: today })).map((event) => event.id)).toEqual(
      (await events()).map((event) => event.id),
    );
    expect(await events({ to: '2020-01-31' })).toEqual([]);
    expect(await events({ from: '2999-01-01' })).toEqual([]);
  });

  it('pages a filtered log by cursor', async () => {
    const all = await events({ actor: world.owner.id });
    const first = await world
      .as(world.owner)
      .ok(eventEndpoints.list, { ...inFirm(), query: { pageSize: 10, actor: world.owner.id } });
    expect(first.items.map((event) => event.id)).toEqual(all.slice(0, 10).map((event) => event.id));
    if (all.length > 10) {
      const second = await world.as(world.owner).ok(eventEndpoints.list, {
        ...inFirm(),
        query: { pageSize: 10, actor: world.owner.id, cursor: first.nextCursor },
      });
      expect(second.items.map((event) => event.id)).toEqual(all.slice(10, 20).map((event) => event.id));
    }
  });

  it('never shows another firm’s events or people, whatever the filter', async () => {
    await world.as(world.stranger).ok(contactEndpoints.create, {
      params: { tenant: world.otherFirm.id },
      body: personBody({ firstName: 'Främling' }),
    });
    expect(await events({ actor: world.stranger.id })).toEqual([]);
    expect(
      (await events({ recordType: 'contact' })).some((event) => event.actor?.id === world.stranger.id),
    ).toBe(false);
    const actors = await world.as(world.owner).ok(eventEndpoints.actors, inFirm());
    expect(actors.items.map((actor) => actor.id).sort()).toEqual([world.inspector.id, world.owner.id].sort());
    const theirs = await world
      .as(world.stranger)
      .ok(eventEndpoints.actors, { params: { tenant: world.otherFirm.id } });
    expect(theirs.items).toEqual([{ id: world.stranger.id, name: expect.any(String) }]);
    expect((await world.as(world.inspector).send(eventEndpoints.actors, inFirm())).statusCode).toBe(403);
  });
});
