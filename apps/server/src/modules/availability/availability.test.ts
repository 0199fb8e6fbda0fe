import { describe, expect, it } from 'vitest';
import { availabilityEndpoints } from '@syna/contracts/endpoints/availability';
import { ISO_WEEKDAYS } from '@syna/contracts/tenant';
import type { TestUser } from '../../../test/support/factories.ts';
import { countRows } from '../../../test/support/order-factories.ts';
import { useTwoFirms } from '../../../test/support/two-firms.ts';

const world = useTwoFirms({ name: 'inspector', roles: ['user'] });

const paramsOf = (member: TestUser, tenant = world.firm.id) => ({ tenant, userId: member.id });
const week = (hoursOf: (weekday: number) => { start: string | null; end: string | null }) =>
  ISO_WEEKDAYS.map((weekday) => ({ weekday, ...hoursOf(weekday) }));
const mornings = week((weekday) =>
  weekday <= 4 ? { start: '07:00', end: '12:00' } : { start: null, end: null },
);

describe('a member’s working hours', () => {
  it('are the firm’s booking day on its open weekdays until the member saves their own', async () => {
    const availability = await world
      .as(world.inspector)
      .ok(availabilityEndpoints.get, { params: paramsOf(world.inspector) });
    expect(availability).toEqual({
      userId: world.inspector.id,
      ownHours: false,
      hours: week((weekday) =>
        weekday <= 5 ? { start: '08:00', end: '17:00' } : { start: null, end: null },
      ),
      absences: [],
    });
  });

  it('are replaced as a whole week by the member', async () => {
    const saved = await world
      .as(world.inspector)
      .ok(availabilityEndpoints.setHours, { params: paramsOf(world.inspector), body: { hours: mornings } });
    expect(saved).toMatchObject({ ownHours: true, hours: mornings });
  });

  it('refuses a day that ends before it starts, a lone time, a day twice or a short week, changing nothing', async () => {
    const refused = async (hours: unknown) => {
      const response = await world.as(world.inspector).send(availabilityEndpoints.setHours, {
        params: paramsOf(world.inspector),
        body: { hours } as never,
      });
      expect(response.statusCode).toBe(400);
      expect(response.headers['content-type']).toContain('application/problem+json');
      return Object.keys(response.json().errors);
    };
    expect(await refused(week(() => ({ start: '12:00', end: '08:00' })))).toContain('body.hours.0.end');
    expect(await refused(week(() => ({ start: '12:00', end: null })))).toContain('body.hours.0.end');
    expect(await refused(mornings.map((day) => ({ ...day, weekday: 1 })))).toContain('body.hours.1.weekday');
    expect(await refused(mornings.slice(1))).toContain('body.hours');
    const availability = await world
      .as(world.inspector)
      .ok(availabilityEndpoints.get, { params: paramsOf(world.inspector) });
    expect(availability.hours).toEqual(mornings);
  });
});

describe('a member’s absences', () => {
  it('are added, listed by first day and deleted', async () => {
    const as = world.as(world.inspector);
    const params = paramsOf(world.inspector);
    const summer = await as.ok(availabilityEndpoints.addAbsence, {
      params,
      body: { from: '2030-07-01', to: '2030-07-21', note: ' Semester ' },
    });
    expect(summer).toMatchObject({ from: '2030-07-01', to: '2030-07-21', note: 'Semester' });
    const course = await as.ok(availabilityEndpoints.addAbsence, {
      params,
      body: { from: '2030-03-02', to: '2030-03-02' },
    });
    expect((await as.ok(availabilityEndpoints.get, { params })).absences).toEqual([
      { id: course.id, from: '2030-03-02', to: '2030-03-02', note: null },
      { id: summer.id, from: '2030-07-01', to: '2030-07-21', note: 'Semester' },
    ]);
    await as.ok(availabilityEndpoints.removeAbsence, { params: { ...params, id: course.id } });
    expect(
      (await as.ok(availabilityEndpoints.get, { params })).absences.map((absence) => absence.id),
    ).toEqual([summer.id]);
    const again = await as.send(availabilityEndpoints.removeAbsence, {
      params: { ...params, id: course.id },
    });
    expect(again.statusCode).toBe(404);
  });

  it('refuses an end before the start and an overlap with another absence, adding nothing', async () => {
    const before = await countRows(world.app, world.firm.id, 'member_absences');
    const add = (from: string, to: string) =>
      world.as(world.inspector).send(availabilityEndpoints.addAbsence, {
        params: paramsOf(world.inspector),
        body: { from, to },
      });
    const backwards = await add('2030-05-10', '2030-05-01');
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().errors['body.to']).toEqual(['Slutdatum får inte vara före startdatum']);
    const overlapping = await add('2030-07-20', '2030-08-02');
    expect(overlapping.statusCode).toBe(400);
    expect(overlapping.json().errors['body.from']).toEqual([
      'Frånvaron överlappar en annan frånvaro (2030-07-01–2030-07-21)',
    ]);
    expect(await countRows(world.app, world.firm.id, 'member_absences')).toBe(before);
  });
});

describe('whose availability a member may change', () => {
  it('lets an administrator change anyone’s, and a member only their own', async () => {
    const owners = await world.as(world.owner).ok(availabilityEndpoints.setHours, {
      params: paramsOf(world.inspector),
      body: { hours: mornings },
    });
    expect(owners.ownHours).toBe(true);
    const refused = await world.as(world.inspector).send(availabilityEndpoints.addAbsence, {
      params: paramsOf(world.owner),
      body: { from: '2030-01-01', to: '2030-01-02' },
    });
    expect(refused.statusCode).toBe(403);
    expect(await countRows(world.app, world.firm.id, 'member_absences')).toBe(1);
    // Reading a colleague's week is fine: the calendar is shared.
    const read = await world
      .as(world.inspector)
      .send(availabilityEndpoints.get, { params: paramsOf(world.owner) });
    expect(read.statusCode).toBe(200);
  });

  it('answers 404 for another firm’s member and for an absence of someone else', async () => {
    const outsider = await world
      .as(world.owner)
      .send(availabilityEndpoints.get, { params: paramsOf(world.outsider) });
    expect(outsider.statusCode).toBe(404);
    const [summer] = (
      await world.as(world.inspector).ok(availabilityEndpoints.get, { params: paramsOf(world.inspector) })
    ).absences;
    const elsewhere = await world.as(world.owner).send(availabilityEndpoints.removeAbsence, {
      params: { ...paramsOf(world.owner), id: summer!.id },
    });
    expect(elsewhere.statusCode).toBe(404);
    const otherFirm = await world.as(world.outsider).send(availabilityEndpoints.removeAbsence, {
      params: { ...paramsOf(world.inspector, world.otherFirm.id), id: summer!.id },
    });
    expect(otherFirm.statusCode).toBe(404);
    expect(await countRows(world.app, world.firm.id, 'member_absences')).toBe(1);
  });
});
