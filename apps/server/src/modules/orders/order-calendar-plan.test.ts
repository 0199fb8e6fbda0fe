import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { PUBLIC_CALENDAR_MAX_DAYS } from '@syna/contracts/public-orders';
import {
  analysedPlan,
  expectOnlyIndexes,
  planNodes,
  scansOf,
  loadRows,
} from '../../../test/support/query-plans.ts';
import { createTestApp } from '../../../test/support/test-app.ts';
import { buildTenant, buildUser } from '../../../test/support/factories.ts';
import { buildInspectionStatus } from '../../../test/support/inspection-factories.ts';
import { useWorld } from '../../../test/support/test-world.ts';
import { addDays } from '@syna/contracts/time-zone';
import { calendarLoadQuery } from './order-calendar.repo.ts';

/**
 * The booking calendar's one statement costs the same whatever the firm's history: six weeks of
 * a firm with 40 000 assignments over three years, 6 000 orders, five inspectors with years of
 * absences, and a busy neighbour, read through the (tenant, date) indexes, the assignments
 * from the calendar index alone, in at most WEEKS_BUFFERS shared buffers.
 */

const INSPECTIONS = 40_000;
const NEIGHBOUR_INSPECTIONS = 10_000;
const ORDERS = 6_000;
const NEIGHBOUR_ORDERS = 2_000;
const ABSENCES = 3_000;
const WEEKS_BUFFERS = 1_000;
const FROM = '2026-11-02';
const TO = addDays(FROM, PUBLIC_CALENDAR_MAX_DAYS - 1);
const statement = calendarLoadQuery(FROM, TO, 120);

const world = useWorld(async () => {
  const app = await createTestApp();
  const owner = await buildUser(app);
  const inspectors = await Promise.all([1, 2, 3, 4].map((n) => buildUser(app, { name: `Inspektör ${n}` })));
  const firm = await buildTenant(app, owner, {
    members: inspectors.map((user) => ({ user, roles: ['user'] })),
  });
  const neighbour = await buildTenant(app, await buildUser(app));
  for (const tenant of [firm, neighbour]) await buildInspectionStatus(app, tenant.id, { name: 'Bokad' });
  // The five members as one array parameter, from which each row picks one.
  const members = sql`${`{${[owner, ...inspectors].map((user) => user.id).join(',')}}`}::uuid[]`;
  await loadRows(app, async (tx) => {
    await tx.execute(sql`
      INSERT INTO inspections (tenant_id, number, address, status_id, date, start_time, stop_time, inspector_id)
      SELECT t.tenant_id, 'P-' || g, jsonb_build_object('address', 'Storgatan ' || g % 97),
             (SELECT s.id FROM inspection_statuses s WHERE s.tenant_id = t.tenant_id),
             date '2025-06-01' + g % 1095,
             CASE WHEN g % 5 > 0 THEN make_time(8 + g % 9, 0, 0) END,
             CASE WHEN g % 3 > 0 THEN make_time(10 + g % 9, 0, 0) END,
             CASE WHEN t.tenant_id = ${firm.id} AND g % 4 > 0 THEN (${members})[1 + g % 5] END
      FROM generate_series(1, ${INSPECTIONS + NEIGHBOUR_INSPECTIONS}) AS g
      CROSS JOIN LATERAL (SELECT CASE WHEN g <= ${INSPECTIONS} THEN ${firm.id} ELSE ${neighbour.id} END
                          AS tenant_id) AS t`);
    await tx.execute(sql`
      INSERT INTO orders (tenant_id, number, status, source, preferred_date, preferred_time, customer, object,
                          inspector_id)
      SELECT t.tenant_id, 'B' || lpad(g::text, 6, '0'),
             CASE WHEN g % 4 = 0 THEN 'new' ELSE 'accepted' END, 'web',
             date '2025-06-01' + g % 1095, time '08:00' + make_interval(mins => 120 * (g % 4)),
             jsonb_build_object('firstName', 'Kund'), jsonb_build_object('address', jsonb_build_object('city', 'Umeå')),
             CASE WHEN t.tenant_id = ${firm.id} THEN (${members})[1 + g % 5] END
      FROM generate_series(1, ${ORDERS + NEIGHBOUR_ORDERS}) AS g
      CROSS JOIN LATERAL (SELECT CASE WHEN g <= ${ORDERS} THEN ${firm.id} ELSE ${neighbour.id} END AS tenant_id) AS t`);
    await tx.execute(sql`
      INSERT INTO member_absences (tenant_id, user_id, from_date, to_date, note)
      SELECT ${firm.id}, (${members})[1 + g % 5], date '2024-01-01' + g, date '2024-01-01' + g + g % 3, 'Ledig'
      FROM generate_series(1, ${ABSENCES}) AS g`);
  });
  await app.database.exclusive((run) => run('VACUUM ANALYZE'));
  return { app, firm };
});

describe('the booking calendar of a firm with 40 000 assignments', () => {
  it('reads the assignments from the calendar index alone, the orders and absences through indexes', async () => {
    const nodes = await planNodes(world.app, world.firm.id, statement);
    expect(scansOf(nodes, 'inspections')).toEqual(['Index Only Scan inspections_calendar_idx']);
    expectOnlyIndexes(nodes, 'orders');
    expectOnlyIndexes(nodes, 'member_absences');
  });

  it(`touches at most ${WEEKS_BUFFERS} shared buffers for six weeks`, async () => {
    const plan = await analysedPlan(world.app, world.firm.id, statement);
    const buffers = (plan['Shared Hit Blocks'] ?? 0) + (plan['Shared Read Blocks'] ?? 0);
    expect(buffers).toBeLessThanOrEqual(WEEKS_BUFFERS);
  });
});
