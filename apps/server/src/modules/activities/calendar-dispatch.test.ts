import { describe, expect, it } from 'vitest';
import { activityEndpoints } from '@syna/contracts/endpoints/activities';
import { inspectionTypeEndpoints } from '@syna/contracts/endpoints/lookups';
import { tenantEndpoints } from '@syna/contracts/endpoints/tenancy';
import { buildInspectionLookups, postInspection } from '../../../test/support/inspection-factories.ts';
import { useTwoFirms } from '../../../test/support/two-firms.ts';

const world = useTwoFirms({ name: 'colleague', roles: ['user'] });

const calendar = (from: string, to: string, user = world.owner) =>
  world.as(user).ok(activityEndpoints.calendar, {
    params: { tenant: world.firm.id },
    query: { from, to, scope: 'firm' },
  });

describe('the dispatch calendar', () => {
  it('draws a booking without a stop time as long as its inspection type’s default duration', async () => {
    const { type, otherType } = await buildInspectionLookups(world.app, world.firm.id);
    const tenant = world.firm.id;
    const created = await world.as(world.owner).ok(inspectionTypeEndpoints.create, {
      params: { tenant },
      body: { name: 'Fuktmätning' },
    });
    expect(created.defaultDurationMinutes).toBe(120);
    await world.as(world.owner).ok(inspectionTypeEndpoints.update, {
      params: { tenant, id: otherType.id },
      body: { defaultDurationMinutes: 45 },
    });
    const open = await postInspection(world.app, tenant, world.owner.auth, {
      typeId: type.id,
      date: '2027-02-02',
      startTime: '09:00',
    });
    const short = await postInspection(world.app, tenant, world.owner.auth, {
      typeId: otherType.id,
      date: '2027-02-02',
      startTime: '13:00',
    });
    const { items } = await calendar('2027-02-02', '2027-02-02');
    expect(items.find((entry) => entry.id === open.id)).toMatchObject({
      start: '2027-02-02T08:00:00.000Z',
      end: '2027-02-02T10:00:00.000Z',
      endEstimated: true,
      number: open.number,
    });
    expect(items.find((entry) => entry.id === short.id)).toMatchObject({
      end: '2027-02-02T12:45:00.000Z',
      endEstimated: true,
    });
  });

  it('refuses a default duration outside 15 minutes to a day, changing nothing', async () => {
    const tenant = world.firm.id;
    const type = await world.as(world.owner).ok(inspectionTypeEndpoints.create, {
      params: { tenant },
      body: { name: 'Radonmätning', defaultDurationMinutes: 60 },
    });
    const refused = await world.as(world.owner).send(inspectionTypeEndpoints.update, {
      params: { tenant, id: type.id },
      body: { defaultDurationMinutes: 5 },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors['body.defaultDurationMinutes']).toBeDefined();
    const read = await world
      .as(world.owner)
      .ok(inspectionTypeEndpoints.get, { params: { tenant, id: type.id } });
    expect(read.defaultDurationMinutes).toBe(60);
  });

  it('answers the firm’s working day with the entries, to every member, as the administrator sets it', async () => {
    expect((await calendar('2027-02-01', '2027-02-07', world.colleague)).businessHours).toEqual({
      start: '07:00',
      end: '18:00',
    });
    const tenant = world.firm.id;
    await world.as(world.owner).ok(tenantEndpoints.changeSettings, {
      params: { tenant },
      body: { 'calendar.dayStart': '06:30', 'calendar.dayEnd': '16:00' },
    });
    expect((await calendar('2027-02-01', '2027-02-07', world.colleague)).businessHours).toEqual({
      start: '06:30',
      end: '16:00',
    });
    const reversed = await world.as(world.owner).send(tenantEndpoints.changeSettings, {
      params: { tenant },
      body: { 'calendar.dayStart': '17:00' },
    });
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().errors['body.calendar.dayEnd']).toBeDefined();
  });
});
