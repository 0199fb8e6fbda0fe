import { beforeAll, describe, expect, it } from 'vitest';
import {
  type ActivityCreateInput,
  type ActivityUpdateInput,
  CALENDAR_ENTRIES_MAX,
  type CalendarEntry,
  type CalendarQuery,
} from '@syna/contracts/activities';
import { activityEndpoints } from '@syna/contracts/endpoints/activities';
import { zonedIso } from '@syna/contracts/time-zone';
import { buildInspectionLookups, postInspection } from '../../../test/support/inspection-factories.ts';
import { useTwoFirms } from '../../../test/support/two-firms.ts';

const world = useTwoFirms({ name: 'colleague', roles: ['user'] });

const meeting = (overrides: Partial<ActivityCreateInput> = {}): ActivityCreateInput => ({
  startTime: '2026-11-23T09:00:00+01:00',
  stopTime: '2026-11-23T10:00:00+01:00',
  name: 'Möte',
  title: 'Genomgång med mäklaren',
  location: 'Storgatan 1, Umeå',
  ...overrides,
});

type Body = Record<string, unknown>;
const ofActivity = (id: string, tenant = world.firm.id) => ({ params: { tenant, id } });
const create = (body: Body, user = world.owner, tenant = world.firm.id) =>
  world.as(user).send(activityEndpoints.create, { params: { tenant }, body: body as ActivityCreateInput });
const read = (id: string, user = world.owner, tenant = world.firm.id) =>
  world.as(user).send(activityEndpoints.get, ofActivity(id, tenant));
const replace = (id: string, body: Body, user = world.owner) =>
  world.as(user).send(activityEndpoints.replace, { ...ofActivity(id), body: body as ActivityUpdateInput });
const progress = (id: string, value: number) =>
  world.as(world.owner).send(activityEndpoints.setProgress, { ...ofActivity(id), body: { value } as never });
const remove = (id: string) => world.as(world.owner).send(activityEndpoints.remove, ofActivity(id));
const calendarCall = (query: Partial<CalendarQuery>, tenant = world.firm.id, user = world.owner) =>
  world.as(user).send(activityEndpoints.calendar, { params: { tenant }, query: query as CalendarQuery });

const calendar = async (from: string, to: string, extra: Partial<CalendarQuery> = {}) => {
  const response = await calendarCall({ from, to, scope: 'firm', ...extra });
  expect(response.statusCode).toBe(200);
  return response.json().items as CalendarEntry[];
};

describe('activities', () => {
  it('creates an activity in the caller’s calendar, reads, replaces, progresses and deletes it', async () => {
    const created = await create(meeting({ tags: ['kund', 'kund'], reminder: 15 }));
    expect(created.statusCode).toBe(201);
    const activity = created.json();
    expect(activity).toMatchObject({
      startTime: '2026-11-23T08:00:00.000Z',
      stopTime: '2026-11-23T09:00:00.000Z',
      title: 'Genomgång med mäklaren',
      user: { id: world.owner.id, name: world.owner.name },
      username: world.owner.email,
      reminder: 15,
      repeat: 'none',
      progress: 0,
      tags: ['kund'],
      inspection: null,
    });
    expect((await read(activity.id)).json()).toEqual(activity);

    const replaced = await replace(activity.id, {
      title: 'Flyttad genomgång',
      userId: world.colleague.id,
      startTime: '2026-11-24T13:00:00+01:00',
      stopTime: '2026-11-24T14:00:00+01:00',
    });
    expect(replaced.statusCode).toBe(200);
    // The fields the body leaves out keep their values.
    expect(replaced.json()).toMatchObject({
      title: 'Flyttad genomgång',
      startTime: '2026-11-24T12:00:00.000Z',
      user: { id: world.colleague.id },
      name: 'Möte',
      location: 'Storgatan 1, Umeå',
      reminder: 15,
      tags: ['kund'],
    });
    const cleared = await replace(activity.id, { location: null, reminder: null, tags: [] }, world.colleague);
    expect(cleared.json()).toMatchObject({
      location: null,
      reminder: null,
      tags: [],
      title: 'Flyttad genomgång',
    });

    const progressed = await progress(activity.id, 100);
    expect(progressed.statusCode).toBe(200);
    expect(progressed.json().progress).toBe(100);
    expect((await progress(activity.id, 75)).statusCode).toBe(400);

    expect((await remove(activity.id)).statusCode).toBe(204);
    expect((await read(activity.id)).statusCode).toBe(404);
    expect((await remove(activity.id)).statusCode).toBe(404);
  });

  it('refuses bad input with field errors and writes nothing', async () => {
    const before = await calendar('2026-12-01', '2026-12-31');
    const cases: [Partial<ActivityCreateInput>, string][] = [
      [{ title: '  ' }, 'body.title'],
      [{ stopTime: '2026-12-01T08:00:00+01:00', startTime: '2026-12-01T09:00:00+01:00' }, 'body.stopTime'],
      [
        {
          reminder: 7 as never,
          startTime: '2026-12-01T09:00:00+01:00',
          stopTime: '2026-12-01T10:00:00+01:00',
        },
        'body.reminder',
      ],
      [{ uri: 'javascript:alert(1)' }, 'body.uri'],
      [{ repeat: 'hourly' as never }, 'body.repeat'],
      [{ startTime: '23/11/2026 09:00' }, 'body.startTime'],
      [
        {
          userId: world.outsider.id,
          startTime: '2026-12-02T09:00:00+01:00',
          stopTime: '2026-12-02T10:00:00+01:00',
        },
        'body.userId',
      ],
    ];
    for (const [overrides, field] of cases) {
      const response = await create(meeting(overrides));
      expect(response.statusCode, field).toBe(400);
      expect(response.headers['content-type']).toContain('application/problem+json');
      expect(response.json().errors, field).toHaveProperty([field]);
    }
    expect(await calendar('2026-12-01', '2026-12-31')).toEqual(before);
  });

  it('refuses another firm’s inspection as the activity’s assignment', async () => {
    const { type } = await buildInspectionLookups(world.app, world.otherFirm.id);
    const foreign = await postInspection(world.app, world.otherFirm.id, world.outsider.auth, {
      typeId: type.id,
    });
    const response = await create(meeting({ inspectionId: foreign.id }));
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toHaveProperty(['body.inspectionId']);
  });

  it('answers 404 for another firm’s activity and never changes it', async () => {
    const theirs = (await create(meeting({ title: 'Hemligt' }), world.outsider, world.otherFirm.id)).json();
    expect((await read(theirs.id)).statusCode).toBe(404);
    expect((await replace(theirs.id, meeting())).statusCode).toBe(404);
    expect((await progress(theirs.id, -1)).statusCode).toBe(404);
    expect((await remove(theirs.id)).statusCode).toBe(404);
    expect(
      (await calendarCall({ from: '2026-11-01', to: '2026-11-30' }, world.otherFirm.id)).statusCode,
    ).toBe(403);
    const unchanged = await read(theirs.id, world.outsider, world.otherFirm.id);
    expect(unchanged.json()).toMatchObject({ title: 'Hemligt', progress: 0 });
  });
});

describe('the calendar', () => {
  let inspection: { id: string; number: string };
  let status: { id: string; name: string; color: string | null };
  let typeId: string;

  beforeAll(async () => {
    const post = async (body: ActivityCreateInput, user = world.owner) => {
      const response = await create(body, user);
      if (response.statusCode !== 201) throw new Error(response.body);
    };
    // Mondays at 08:00 Stockholm time, from before the summer-time change into the winter.
    await post(
      meeting({
        title: 'Veckomöte',
        repeat: 'weekly',
        startTime: '2027-03-22T08:00:00+01:00',
        stopTime: '2027-03-22T08:30:00+01:00',
      }),
    );
    await post(
      meeting({
        title: 'Månadsrapport',
        repeat: 'monthly',
        startTime: '2027-01-31T15:00:00+01:00',
        stopTime: '2027-01-31T16:00:00+01:00',
      }),
    );
    await post(
      meeting({
        title: 'Konferens',
        startTime: '2027-03-31T09:00:00+02:00',
        stopTime: '2027-04-02T17:00:00+02:00',
      }),
    );
    await post(
      meeting({
        title: 'Ullas besök',
        startTime: '2027-04-06T10:00:00+02:00',
        stopTime: '2027-04-06T11:00:00+02:00',
        userId: world.colleague.id,
      }),
    );
    await post(
      meeting({
        title: 'Efter perioden',
        startTime: '2027-05-01T10:00:00+02:00',
        stopTime: '2027-05-01T11:00:00+02:00',
      }),
    );
    const lookups = await buildInspectionLookups(world.app, world.firm.id);
    status = lookups.statuses.ongoing;
    typeId = lookups.type.id;
    inspection = await postInspection(world.app, world.firm.id, world.owner.auth, {
      typeId: lookups.type.id,
      statusId: status.id,
      date: '2027-04-07',
      startTime: '09:30',
      stopTime: '11:00',
      inspectorId: world.colleague.id,
      address: { address: 'Kungsgatan 5', postalCode: '903 26', city: 'Umeå' },
    });
    await postInspection(world.app, world.firm.id, world.owner.auth, {
      typeId: lookups.type.id,
      date: '2027-04-12',
    });
  });

  it('lists each occurrence of repeating activities, long ones, and dated inspections in the range', async () => {
    const entries = await calendar('2027-04-01', '2027-04-30');
    const titles = entries.map((entry) => `${entry.title} ${entry.start}`);
    expect(titles).toEqual([
      'Konferens 2027-03-31T07:00:00.000Z',
      'Veckomöte 2027-04-05T06:00:00.000Z',
      'Ullas besök 2027-04-06T08:00:00.000Z',
      `${inspection.number} Kungsgatan 5 2027-04-07T07:30:00.000Z`,
      // A dated inspection without a time is an all-day entry, first on its day.
      expect.stringMatching(/^\d{4}-\d+ 2027-04-12$/),
      'Veckomöte 2027-04-12T06:00:00.000Z',
      'Veckomöte 2027-04-19T06:00:00.000Z',
      'Veckomöte 2027-04-26T06:00:00.000Z',
    ]);
    expect(entries.find((entry) => entry.kind === 'inspection' && entry.id === inspection.id)).toEqual({
      kind: 'inspection',
      id: inspection.id,
      start: '2027-04-07T07:30:00.000Z',
      end: '2027-04-07T09:00:00.000Z',
      endEstimated: false,
      allDay: false,
      title: `${inspection.number} Kungsgatan 5`,
      number: inspection.number,
      address: 'Kungsgatan 5, 903 26 Umeå',
      status: { name: status.name, nameEn: null, color: status.color },
      inspectorId: world.colleague.id,
      inspector: world.colleague.name,
    });
    // An activity's entry names whose calendar it is in; the whole activity is read when opened.
    expect(entries.find((entry) => entry.title === 'Ullas besök')).toEqual({
      kind: 'activity',
      id: expect.any(String),
      start: '2027-04-06T08:00:00.000Z',
      end: '2027-04-06T09:00:00.000Z',
      title: 'Ullas besök',
      name: 'Möte',
      location: 'Storgatan 1, Umeå',
      progress: 0,
      userId: world.colleague.id,
      user: world.colleague.name,
    });
    expect(entries.find((entry) => entry.start === '2027-04-12')).toMatchObject({ allDay: true, end: null });
  });

  it('places an assignment’s date and times in Swedish time, as the staff app reads them, over summer-time changes', async () => {
    const times = [
      ['2026-11-24', '14:30', '15:30'],
      ['2026-03-29', '02:30', '03:30'],
      ['2026-10-25', '02:30', '03:00'],
    ] as const;
    for (const [date, startTime, stopTime] of times) {
      await postInspection(world.app, world.firm.id, world.owner.auth, { typeId, date, startTime, stopTime });
    }
    const entries: CalendarEntry[] = [];
    for (const [date] of times) entries.push(...(await calendar(date, date)));
    const timed = (date: string) =>
      entries.find((entry) => entry.kind === 'inspection' && entry.start.startsWith(date));
    // 14:30 in November is winter time (UTC+1).
    expect(timed('2026-11-24')).toMatchObject({
      start: '2026-11-24T13:30:00.000Z',
      end: '2026-11-24T14:30:00.000Z',
    });
    // 02:30 does not exist on 29 March: read as 03:30 summer time, the moment 03:30 also is.
    expect(timed('2026-03-29')).toMatchObject({
      start: '2026-03-29T01:30:00.000Z',
      end: '2026-03-29T01:30:00.000Z',
    });
    // 02:30 happens twice on 25 October: the second, winter-time one.
    expect(timed('2026-10-25')).toMatchObject({
      start: '2026-10-25T01:30:00.000Z',
      end: '2026-10-25T02:00:00.000Z',
    });
    // The staff app turns the same wall-clock times into the same moments.
    for (const [date, startTime] of times) {
      expect(timed(date)!.start).toBe(zonedIso(date, startTime));
    }
  });

  it('keeps a monthly activity on the 31st to the months that have one', async () => {
    const march = await calendar('2027-02-01', '2027-03-31');
    expect(march.filter((entry) => entry.title === 'Månadsrapport').map((entry) => entry.start)).toEqual([
      '2027-03-31T13:00:00.000Z',
    ]);
  });

  it('filters by user: their activities and the inspections they inspect', async () => {
    const entries = await calendar('2027-04-01', '2027-04-30', { userId: world.colleague.id });
    expect(entries.map((entry) => entry.title)).toEqual(['Ullas besök', `${inspection.number} Kungsgatan 5`]);
  });

  it('shows the caller’s own entries unless the firm’s are asked for', async () => {
    const april = { from: '2027-04-01', to: '2027-04-30' };
    const mine = await calendarCall(april, world.firm.id, world.colleague);
    expect(mine.json().items.map((entry: CalendarEntry) => entry.title)).toEqual([
      'Ullas besök',
      `${inspection.number} Kungsgatan 5`,
    ]);
    const owners = (await calendarCall(april)).json().items as CalendarEntry[];
    expect(owners.map((entry) => entry.title)).not.toContain('Ullas besök');
    expect(owners.filter((entry) => entry.kind === 'inspection')).toEqual([]);
    const firm = await calendar(april.from, april.to);
    expect(firm.map((entry) => entry.title)).toEqual(
      expect.arrayContaining(['Ullas besök', `${inspection.number} Kungsgatan 5`, 'Konferens']),
    );
  });

  it('answers a range of more entries than the limit by the number per day, and a day by its list', async () => {
    // Daily meetings from 2028 on: each is an entry on every day of the range.
    const meetings = Math.ceil(CALENDAR_ENTRIES_MAX / 60) + 1;
    for (let index = 0; index < meetings; index += 1) {
      const response = await create(
        meeting({
          title: `Morgonmöte ${index + 1}`,
          repeat: 'daily',
          startTime: '2028-01-01T07:00:00+01:00',
          stopTime: '2028-01-01T07:15:00+01:00',
        }),
      );
      expect(response.statusCode).toBe(201);
    }
    const range = { from: '2028-01-01', to: '2028-02-29', scope: 'firm' as const };
    const summary = (await calendarCall(range)).json();
    expect(summary.items).toEqual([]);
    expect(summary.total).toBeGreaterThan(CALENDAR_ENTRIES_MAX);
    expect(summary.days).toHaveLength(60);
    expect(summary.days.reduce((sum: number, day: { count: number }) => sum + day.count, 0)).toBe(
      summary.total,
    );
    expect(summary.days[0]).toEqual({ date: '2028-01-01', count: meetings });
    const day = (await calendarCall({ ...range, to: range.from })).json();
    expect(day).toMatchObject({ total: meetings, days: null });
    expect(day.items).toHaveLength(meetings);
    // The colleague's own calendar is theirs alone, listed.
    const colleagues = (
      await calendarCall({ from: range.from, to: range.to }, world.firm.id, world.colleague)
    ).json();
    expect(colleagues).toMatchObject({ items: [], total: 0, days: null });
  });

  it('refuses a reversed or too long range', async () => {
    expect((await calendarCall({ from: '2027-04-30', to: '2027-04-01' })).statusCode).toBe(400);
    expect((await calendarCall({ from: '2027-01-01', to: '2027-06-30' })).statusCode).toBe(400);
    expect((await calendarCall({ from: '2027-01-01' })).statusCode).toBe(400);
  });
});
