import { zoneToday } from '@syna/contracts/time-zone';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { activityEndpoints } from '@syna/contracts/endpoints/activities';
import { blueprintEndpoints } from '@syna/contracts/endpoints/blueprints';
import { contactEndpoints } from '@syna/contracts/endpoints/contacts';
import { formEndpoints } from '@syna/contracts/endpoints/forms';
import { inspectionEndpoints } from '@syna/contracts/endpoints/inspections';
import { orderEndpoints } from '@syna/contracts/endpoints/orders';
import { objectEndpoints } from '@syna/contracts/endpoints/remarks';
import { DEMO_FIRMS, DEMO_PEOPLE, seedDemoIfEmpty } from '../src/modules/seed/index.ts';
import { addDays } from '@syna/contracts/time-zone';
import { queryRows } from '../src/platform/db/database.ts';
import { callerFactory } from './support/api-client.ts';
import type { TestUser } from './support/factories.ts';
import { createTestApp, signAccessToken } from './support/test-app.ts';

const [north, south] = DEMO_FIRMS;

/** A fresh server with the demo seeded: seconds alone, far longer on a busy test runner. */
const SEED_TIMEOUT_MS = 180_000;

/** A demo sign-in as the API sees it once signed in through the embedded issuer. */
async function signedInDemo(
  app: FastifyInstance,
  key: (typeof DEMO_PEOPLE)[number]['key'],
): Promise<TestUser> {
  const { email } = DEMO_PEOPLE.find((person) => person.key === key)!;
  const [user] = await app.database.asSystem((tx) =>
    queryRows<{ id: string; sub: string; name: string }>(
      tx,
      sql`SELECT id, sub, name FROM users WHERE email = ${email}`,
    ),
  );
  const token = await signAccessToken(app, { sub: user!.sub, email, name: user!.name });
  return { ...user!, email, token, auth: { authorization: `Bearer ${token}` } };
}

/** The seven days from the day of seeding: the week ahead a newcomer sees in the calendar. */
function weekAhead(): { from: string; to: string } {
  const today = zoneToday();
  return { from: today, to: addDays(today, 6) };
}

describe('the demo firm as a newcomer first sees it', () => {
  let app: FastifyInstance;
  let as: ReturnType<typeof callerFactory>;
  let user: TestUser;
  let owner: TestUser;

  beforeAll(async () => {
    // Seeded as a development start does, on the migrated empty database.
    app = await createTestApp({ seedDemo: false });
    expect(await seedDemoIfEmpty(app.database, app.config, app.storage, app.log)).toBe(true);
    as = callerFactory(app);
    user = await signedInDemo(app, 'user');
    owner = await signedInDemo(app, 'owner');
  }, SEED_TIMEOUT_MS);
  afterAll(async () => app.close());

  it('opens on the user’s active assignments, soonest first, each with its customer and address', async () => {
    const page = await as(user).ok(inspectionEndpoints.search, {
      params: { tenant: north.id },
      body: { active: true, inspectorIds: [user.id], sort: 'date', direction: 'asc' },
    });
    expect(page.items.length).toBeGreaterThanOrEqual(3);
    for (const item of page.items) {
      expect(item.status?.name).not.toBe('Utförd');
      expect(item.customer?.name).toBeTruthy();
      expect(item.address?.city).toBeTruthy();
    }
  });

  it('has assignments in every status the firm uses, some in projects, with remarks and photos', async () => {
    const all = await as(owner).ok(inspectionEndpoints.search, {
      params: { tenant: north.id },
      body: { pageSize: 100 },
    });
    const choices = await as(owner).ok(inspectionEndpoints.formChoices, { params: { tenant: north.id } });
    const statuses = new Set(all.items.map((item) => item.status?.name));
    expect([...statuses].sort()).toEqual(choices.statuses.map((status) => status.name).sort());

    const done = all.items.find((item) => item.address?.address === 'Storgatan 45')!;
    const objects = await as(owner).ok(objectEndpoints.list, {
      params: { tenant: north.id, id: done.id },
    });
    const remarks = objects.items.flatMap((object) => object.remarks);
    expect(remarks.length).toBeGreaterThanOrEqual(3);
    const photo = remarks.flatMap((remark) => remark.images)[0]!;
    const image = await app.inject({ method: 'GET', url: photo.url, headers: owner.auth });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/jpeg');
  });

  it('has three new orders in the inbox', async () => {
    const inbox = await as(user).ok(orderEndpoints.inbox, { params: { tenant: north.id }, query: {} });
    expect(inbox.items).toHaveLength(3);
  });

  it('has activities in the user’s calendar in the week ahead, some with reminders', async () => {
    const week = await as(user).ok(activityEndpoints.calendar, {
      params: { tenant: north.id },
      query: { ...weekAhead(), userId: user.id },
    });
    const activities = week.items.filter((entry) => entry.kind === 'activity');
    expect(activities.length).toBeGreaterThanOrEqual(3);
    const [reminded] = await app.database.withTenant({ tenantId: north.id }, (tx) =>
      queryRows<{ count: number }>(
        tx,
        sql`SELECT count(*)::int AS count FROM activities WHERE user_id = ${user.id} AND reminder IS NOT NULL`,
      ),
    );
    expect(reminded!.count).toBeGreaterThan(0);
  });

  it('has the user’s favourite contacts, persons with valid personnummer and companies', async () => {
    const favorites = await as(user).ok(contactEndpoints.favorites, { params: { tenant: north.id } });
    expect(favorites.items.map((contact) => contact.name).sort()).toEqual([
      'Karin Lindqvist',
      'Mäklarhuset Umeå AB',
    ]);
    const karin = favorites.items.find((contact) => contact.type === 'person')!;
    expect(karin.number).toBe('19580314-9821');
  });

  it('has a blueprint for överlåtelsebesiktning with its objects, graded template remarks and the standard forms', async () => {
    const offered = await as(user).ok(blueprintEndpoints.list, {
      params: { tenant: north.id },
      query: { create: 'true' },
    });
    const summary = offered.items.find((item) => item.typeName === 'Överlåtelsebesiktning');
    expect(summary).toBeDefined();
    const blueprint = await as(owner).ok(blueprintEndpoints.get, {
      params: { tenant: north.id, id: summary!.id },
    });
    expect(blueprint.objects.map((object) => object.name)).toEqual(['Bostadshus', 'Garage', 'Tomt']);
    for (const object of blueprint.objects) {
      expect(object.remarks.length).toBeGreaterThanOrEqual(2);
      for (const remark of object.remarks) expect(remark.gradeId).not.toBeNull();
    }
    const forms = await as(owner).ok(formEndpoints.list, { params: { tenant: north.id }, query: {} });
    const named = forms.items.filter((form) => blueprint.formIds.includes(form.id)).map((form) => form.key);
    expect(named.sort()).toEqual(['fastighetsuppgifter', 'riskanalys']);
  });

  it('gives the second firm a little too', async () => {
    const page = await as(owner).ok(inspectionEndpoints.search, {
      params: { tenant: south.id },
      body: {},
    });
    expect(page.items.length).toBeGreaterThan(0);
  });

  it('is never seeded again into a database with data', async () => {
    expect(await seedDemoIfEmpty(app.database, app.config, app.storage, app.log)).toBe(false);
    const all = await as(owner).ok(orderEndpoints.inbox, { params: { tenant: north.id }, query: {} });
    expect(all.items).toHaveLength(3);
  });
});
