import { describe, expect, it } from 'vitest';
import { sql, type SQL } from 'drizzle-orm';
import { calendarQuerySchema } from '@syna/contracts/activities';
import { TIME_ZONE } from '@syna/contracts/time-zone';
import { analysedPlan, planNodes, scansOf, loadRows } from '../../../test/support/query-plans.ts';
import { createTestApp } from '../../../test/support/test-app.ts';
import { buildTenant, buildUser } from '../../../test/support/factories.ts';
import { buildInspectionStatus } from '../../../test/support/inspection-factories.ts';
import { activityOccurrencesQuery, inspectionEntriesQuery } from './calendar.repo.ts';
import { useWorld } from '../../../test/support/test-world.ts';

/**
 * A month of a large firm's calendar must cost the same whatever the firm's history: both of its
 * statements read indexes on (tenant, time), and on PostgreSQL the month touches at most
 * MONTH_BUFFERS shared buffers (issue 12's goal). The firm holds 40 000 assignments over three
 * years and 3 000 activities, a tenth repeating; a neighbour holds more of both.
 */

const FIRM_INSPECTIONS = 40_000;
const NEIGHBOUR_INSPECTIONS = 10_000;
const ACTIVITIES = 4_000;
const MONTH_BUFFERS = 1_000;
/** The month grid of November 2026: six weeks from the Monday before the 1st. */
const MONTH = calendarQuerySchema.parse({ from: '2026-10-26', to: '2026-12-06' });

/** Shared buffers the statement touched when run (found in memory or read in), and its rows. */
async function buffersOf(statement: SQL): Promise<{ buffers: number; rows: number }> {
  const plan = await analysedPlan(world.app, world.firm.id, statement);
  return {
    buffers: (plan['Shared Hit Blocks'] ?? 0) + (plan['Shared Read Blocks'] ?? 0),
    rows: plan['Actual Rows'] ?? 0,
  };
}

const world = useWorld(async () => {
  const app = await createTestApp();
  const owner = await buildUser(app);
  const firm = await buildTenant(app, owner);
  const neighbour = await buildTenant(app, await buildUser(app));
  for (const tenant of [firm, neighbour]) await buildInspectionStatus(app, tenant.id, { name: 'Bokad' });
  await loadRows(app, async (tx) => {
    // Assignments dated over three years around the month, some without a time.
    await tx.execute(sql`
      INSERT INTO inspections (tenant_id, number, address, status_id, date, start_time, stop_time, inspector_id)
      SELECT t.tenant_id, 'P-' || g, jsonb_build_object('address', 'Storgatan ' || g % 97, 'city', 'Umeå'),
             (SELECT s.id FROM inspection_statuses s WHERE s.tenant_id = t.tenant_id),
             date '2025-06-01' + g % 1095,
             CASE WHEN g % 5 > 0 THEN make_time(8 + g % 9, 0, 0) END,
             CASE WHEN g % 5 > 0 THEN make_time(10 + g % 9, 0, 0) END,
             CASE WHEN t.tenant_id = ${firm.id} THEN ${owner.id}::uuid END
      FROM generate_series(1, ${FIRM_INSPECTIONS + NEIGHBOUR_INSPECTIONS}) AS g
      CROSS JOIN LATERAL (SELECT CASE WHEN g <= ${FIRM_INSPECTIONS} THEN ${firm.id} ELSE ${neighbour.id} END
                          AS tenant_id) AS t`);
    // Activities over the same years in both firms; every tenth repeats.
    await tx.execute(sql`
      INSERT INTO activities (tenant_id, start_time, stop_time, title, repeat, user_id)
      SELECT CASE WHEN g % 2 = 0 THEN ${firm.id} ELSE ${neighbour.id} END, start_time,
             start_time + make_interval(hours => 1 + g % 3), 'Möte ' || g,
             CASE WHEN g % 10 = 0 THEN (ARRAY['daily', 'weekly', 'monthly', 'yearly'])[1 + g / 10 % 4] ELSE 'none' END,
             CASE WHEN g % 2 = 0 THEN ${owner.id}::uuid END
      FROM generate_series(1, ${ACTIVITIES * 2}) AS g,
           LATERAL (SELECT (date '2025-06-01' + g % 1095 + make_time(8 + g % 9, 0, 0))
                             AT TIME ZONE ${TIME_ZONE} AS start_time) AS s`);
  });
  // VACUUM (outside a transaction) as autovacuum would: statistics and the visibility map.
  await app.database.exclusive((run) => run('VACUUM ANALYZE'));
  return { app, firm, neighbour };
});

describe('the calendar month of a firm with 40 000 assignments', () => {
  it('reads the activities through their (tenant, time) indexes, repeating ones included', async () => {
    const scans = scansOf(
      await planNodes(world.app, world.firm.id, activityOccurrencesQuery(MONTH)),
      'activities',
    );
    expect(
      scans.filter((scan) => scan.startsWith('Seq Scan')),
      scans.join(', '),
    ).toEqual([]);
    expect(scans.join(', ')).toContain('activities_start_idx');
    expect(scans.join(', ')).toContain('activities_duration_idx');
    expect(scans.join(', ')).toContain('activities_repeating_idx');
  });

  it('reads the assignments from the calendar index alone', async () => {
    expect(
      scansOf(await planNodes(world.app, world.firm.id, inspectionEntriesQuery(MONTH)), 'inspections'),
    ).toEqual(['Index Only Scan inspections_calendar_idx']);
  });

  it(`touches at most ${MONTH_BUFFERS} shared buffers for the month`, async () => {
    const activities = await buffersOf(activityOccurrencesQuery(MONTH));
    const inspections = await buffersOf(inspectionEntriesQuery(MONTH));
    // The month is as busy as planned: about 1 600 assignments and hundreds of occurrences.
    expect(inspections.rows).toBeGreaterThan(1_500);
    expect(activities.rows).toBeGreaterThan(200);
    expect(
      activities.buffers + inspections.buffers,
      `activities ${activities.buffers}, assignments ${inspections.buffers}`,
    ).toBeLessThanOrEqual(MONTH_BUFFERS);
  });
});
