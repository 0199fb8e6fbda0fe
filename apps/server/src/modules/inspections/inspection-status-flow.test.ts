import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { accountEndpoints } from '@syna/contracts/endpoints/account';
import { eventEndpoints } from '@syna/contracts/endpoints/events';
import { inspectionEndpoints } from '@syna/contracts/endpoints/inspections';
import { inspectionStatusEndpoints } from '@syna/contracts/endpoints/lookups';
import { tenantEndpoints } from '@syna/contracts/endpoints/tenancy';
import type { InspectionCreate, InspectionUpdate } from '@syna/contracts/inspections';
import type { InspectionStatusCreate, StatusCategory } from '@syna/contracts/lookups';
import { zoneToday } from '@syna/contracts/time-zone';
import { buildTenant, buildUser } from '../../../test/support/factories.ts';
import { buildInspectionType, readRows } from '../../../test/support/inspection-factories.ts';
import { createReportApp, exportReport, uploadTemplate } from '../../../test/support/report-fixture.ts';
import { callerFactory } from '../../../test/support/api-client.ts';
import { useWorld } from '../../../test/support/test-world.ts';

// The status course: what a firm's statuses mean, the moves the product makes by itself, and the
// guard on marking an assignment performed before its day.

/** A day `days` after today in Sweden, `YYYY-MM-DD`. */
const dayFromToday = (days: number) => zoneToday(new Date(Date.now() + days * 86_400_000));

const STATUSES: [string, StatusCategory, boolean][] = [
  ['Ny', 'new', false],
  ['Bokad', 'booked', false],
  ['Utförd', 'performed', true],
  ['Rapporterad', 'reported', true],
  ['Fakturerad', 'invoiced', true],
  ['Avbokad', 'cancelled', true],
];

const world = useWorld(async () => {
  // Report jobs run here (without LibreOffice): issuing a report is one of the moves.
  const app = await createReportApp();
  const as = callerFactory(app);
  const owner = await buildUser(app, { name: 'Olle Ägare' });
  const inspector = await buildUser(app, { name: 'Ingrid Inspektör' });
  const outsider = await buildUser(app, { name: 'Ulf Utanför' });
  const firm = await buildTenant(app, owner, { members: [{ user: inspector, roles: ['user'] }] });
  const otherFirm = await buildTenant(app, outsider);
  const status: Record<StatusCategory, { id: string; name: string; category: StatusCategory }> = {} as never;
  for (const [name, category, final] of STATUSES) {
    status[category] = await as(owner).ok(inspectionStatusEndpoints.create, {
      params: { tenant: firm.id },
      body: { name, category, final } as InspectionStatusCreate,
    });
  }
  const type = await buildInspectionType(app, firm.id);
  const template = await uploadTemplate(app, owner, firm.id);
  return { app, as, owner, inspector, outsider, firm, otherFirm, status, type, template };
});

const inFirm = () => ({ params: { tenant: world.firm.id } });
const ofInspection = (id: string) => ({ params: { tenant: world.firm.id, id } });

const createAssignment = (body: Partial<InspectionCreate> = {}) =>
  world.as(world.owner).ok(inspectionEndpoints.create, {
    ...inFirm(),
    body: { typeId: world.type.id, statusId: world.status.new.id, ...body } as InspectionCreate,
  });
const update = (id: string, body: InspectionUpdate) =>
  world.as(world.owner).ok(inspectionEndpoints.update, { ...ofInspection(id), body });
const setStatus = (id: string, value: string, confirmed?: boolean) =>
  world.as(world.owner).send(inspectionEndpoints.setStatus, {
    ...ofInspection(id),
    body: confirmed === undefined ? { value } : { value, confirmed },
  });
const statusOf = async (id: string) =>
  (await world.as(world.owner).ok(inspectionEndpoints.get, ofInspection(id))).status?.name;
const changeSettings = (body: Record<string, boolean>) =>
  world.as(world.owner).ok(tenantEndpoints.changeSettings, { ...inFirm(), body });
const statusEvents = async (id: string) =>
  (await world.as(world.owner).ok(eventEndpoints.list, { ...inFirm(), query: {} })).items.filter(
    (event) =>
      event.target === id && event.route === inspectionEndpoints.setStatus.path.replace('/:tenant', ''),
  );

describe('status categories', () => {
  it('are kept on a status, listed with the form choices, and refused when unknown', async () => {
    const listed = await world
      .as(world.inspector)
      .ok(inspectionStatusEndpoints.list, { ...inFirm(), query: {} });
    expect(listed.items.map((item) => [item.name, item.category])).toEqual(
      STATUSES.map(([name, category]) => [name, category]),
    );
    const choices = await world.as(world.inspector).ok(inspectionEndpoints.formChoices, inFirm());
    expect(choices.statuses.find((item) => item.name === 'Utförd')?.category).toBe('performed');

    const refused = await world.as(world.owner).send(inspectionStatusEndpoints.update, {
      params: { tenant: world.firm.id, id: world.status.booked.id },
      body: { category: 'paid' as StatusCategory },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors['body.category']).toBeDefined();
  });

  it('default to booked for a status created without one', async () => {
    const created = await world.as(world.owner).ok(inspectionStatusEndpoints.create, {
      ...inFirm(),
      body: { name: 'Väntar på nycklar' } as InspectionStatusCreate,
    });
    expect(created.category).toBe('booked');
    await world.as(world.owner).ok(inspectionStatusEndpoints.update, {
      params: { tenant: world.firm.id, id: created.id },
      body: { archived: true },
    });
  });

  it('come as the six Swedish defaults to a firm signed up', async () => {
    const founder = await buildUser(world.app);
    const id = `ny-firma-${Date.now()}`;
    await world.as(founder).ok(accountEndpoints.createOrganization, { body: { id, name: 'Ny Firma AB' } });
    const statuses = await world.as(founder).ok(inspectionStatusEndpoints.list, {
      params: { tenant: id },
      query: {},
    });
    expect(statuses.items.map((item) => [item.name, item.category])).toEqual(
      STATUSES.map(([name, category]) => [name, category]),
    );
  });

  it('are another firm’s own: its statuses stay out of reach', async () => {
    const response = await world.as(world.outsider).send(inspectionStatusEndpoints.get, {
      params: { tenant: world.otherFirm.id, id: world.status.booked.id },
    });
    expect(response.statusCode).toBe(404);
    const foreign = await readRows<{ count: number }>(
      world.app,
      world.otherFirm.id,
      sql`SELECT count(*)::int AS count FROM inspection_statuses`,
    );
    expect(foreign[0]!.count).toBe(0);
  });
});

describe('automatic moves', () => {
  it('book a new assignment once it has an inspector and a date, logged as a status change', async () => {
    const assignment = await createAssignment();
    await update(assignment.id, { inspectorId: world.inspector.id });
    expect(await statusOf(assignment.id)).toBe('Ny');
    await update(assignment.id, { date: dayFromToday(3) });
    expect(await statusOf(assignment.id)).toBe('Bokad');
    const [event] = await statusEvents(assignment.id);
    expect(event).toMatchObject({ method: 'PUT', actor: { id: world.owner.id } });
  });

  it('book an assignment created with an inspector and a date', async () => {
    const assignment = await createAssignment({
      statusId: undefined,
      inspectorId: world.inspector.id,
      date: dayFromToday(5),
    });
    expect(assignment.status?.name).toBe('Bokad');
  });

  it('never move an assignment back, nor out of cancelled', async () => {
    const performed = await createAssignment({ statusId: world.status.performed.id });
    await update(performed.id, { inspectorId: world.inspector.id, date: dayFromToday(-1) });
    expect(await statusOf(performed.id)).toBe('Utförd');

    const cancelled = await createAssignment({ statusId: world.status.cancelled.id });
    await update(cancelled.id, { inspectorId: world.inspector.id, date: dayFromToday(2) });
    expect(await statusOf(cancelled.id)).toBe('Avbokad');
  });

  it('stay put when the firm has switched the move off', async () => {
    await changeSettings({ 'status.auto.booked': false });
    try {
      const assignment = await createAssignment();
      await update(assignment.id, { inspectorId: world.inspector.id, date: dayFromToday(3) });
      expect(await statusOf(assignment.id)).toBe('Ny');
    } finally {
      await changeSettings({ 'status.auto.booked': true });
    }
  });

  it('mark an assignment reported when its report is issued, but not one invoiced already', async () => {
    const assignment = await createAssignment({ statusId: world.status.performed.id });
    const job = await exportReport(world.app, world.owner, world.firm.id, assignment.id, {
      template: world.template.id,
    });
    expect(job.state).toBe('done');
    expect(await statusOf(assignment.id)).toBe('Rapporterad');
    expect(await statusEvents(assignment.id)).toHaveLength(1);

    const invoiced = await createAssignment({ statusId: world.status.invoiced.id });
    await exportReport(world.app, world.owner, world.firm.id, invoiced.id, { template: world.template.id });
    expect(await statusOf(invoiced.id)).toBe('Fakturerad');
  });
});

describe('marking an assignment performed before its date', () => {
  it('is refused without confirmation (409, nothing changed) and done with it', async () => {
    const date = dayFromToday(2);
    const assignment = await createAssignment({ inspectorId: world.inspector.id, date });
    expect(assignment.status?.name).toBe('Ny');

    const refused = await setStatus(assignment.id, world.status.performed.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.headers['content-type']).toMatch(/application\/problem\+json/);
    expect(refused.json().detail).toContain(date);
    expect(await statusOf(assignment.id)).toBe('Ny');

    const confirmed = await setStatus(assignment.id, world.status.performed.id, true);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().status.name).toBe('Utförd');
  });

  it('is refused through the assignment’s own change too, and free on or after the day', async () => {
    const early = await createAssignment({ date: dayFromToday(1) });
    const refused = await world.as(world.owner).send(inspectionEndpoints.update, {
      ...ofInspection(early.id),
      body: { statusId: world.status.performed.id },
    });
    expect(refused.statusCode).toBe(409);

    const today = await createAssignment({ date: dayFromToday(0) });
    expect((await setStatus(today.id, world.status.performed.id)).statusCode).toBe(200);
    const booked = await setStatus(early.id, world.status.booked.id);
    expect(booked.statusCode).toBe(200);
  });

  it('is refused for several at once, naming those planned for later days, and done for all once confirmed', async () => {
    const later = await createAssignment({ date: dayFromToday(3) });
    const alsoLater = await createAssignment({ date: dayFromToday(5) });
    const past = await createAssignment({ date: dayFromToday(-1) });
    const ids = [later.id, past.id, alsoLater.id];
    const bulk = (body: { confirmed?: boolean; changes: { statusId: string; date?: string } }) =>
      world.as(world.owner).send(inspectionEndpoints.bulkUpdate, { ...inFirm(), body: { ids, ...body } });

    const refused = await bulk({ changes: { statusId: world.status.performed.id } });
    expect(refused.statusCode).toBe(409);
    expect(refused.headers['content-type']).toMatch(/application\/problem\+json/);
    expect(refused.json()).toMatchObject({
      key: 'assignments.somePerformedBeforeDate',
      numbers: [later.number, alsoLater.number],
    });
    expect(refused.json().detail).toContain(`${later.number}, ${alsoLater.number}`);
    for (const id of ids) expect(await statusOf(id)).toBe('Ny');

    // A day given in the same change is the day judged: moved to today, nothing is early.
    const today = dayFromToday(0);
    const moved = await bulk({ changes: { statusId: world.status.performed.id, date: today } });
    expect(moved.statusCode).toBe(200);
    for (const id of ids) expect(await statusOf(id)).toBe('Utförd');
    await bulk({ changes: { statusId: world.status.new.id, date: dayFromToday(3) } });

    // Any other status needs no confirmation; the performed one, confirmed, is set on all of them.
    expect((await bulk({ changes: { statusId: world.status.booked.id } })).statusCode).toBe(200);
    const confirmed = await bulk({ confirmed: true, changes: { statusId: world.status.performed.id } });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({ count: 3 });
    for (const id of ids) expect(await statusOf(id)).toBe('Utförd');
  });
});
