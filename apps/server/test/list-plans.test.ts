import { describe, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { projectSearchSchema, type ProjectSearch } from '@syna/contracts/projects';
import { commonRemarkQuerySchema, type CommonRemarkQuery } from '@syna/contracts/remarks';
import { projectSearchStatements } from '../src/modules/projects/index.ts';
import { commonRemarkStatements } from '../src/modules/remarks/index.ts';
import { eventPageStatement } from '../src/modules/events/index.ts';
import { outboxPageStatements } from '../src/modules/email/index.ts';
import { outboxQuerySchema } from '@syna/contracts/email';
import { buildTenant, buildUser } from './support/factories.ts';
import {
  expectCappedCount,
  expectOnlyIndexes,
  expectPageInIndexOrder,
  planNodes,
  vacuumAnalyze,
  loadRows,
} from './support/query-plans.ts';
import { createTestApp } from './support/test-app.ts';
import { useWorld } from './support/test-world.ts';

/**
 * The smaller paged lists, projects, saved remarks, the events log and the outbox, on a firm with far more of them than any
 * has today (and a neighbour beside it): each page is read through an index in the list's order
 * and the count stops at the cap.
 */

const ROWS = 12_000;

const world = useWorld(async () => {
  const app = await createTestApp();
  const owner = await buildUser(app);
  const firm = await buildTenant(app, owner);
  const neighbour = await buildTenant(app, await buildUser(app));
  await loadRows(app, async (tx) => {
    await tx.execute(sql`SET LOCAL gin_pending_list_limit = '256MB'`);
    for (const tenant of [firm.id, neighbour.id]) {
      await tx.execute(sql`
        INSERT INTO projects (tenant_id, number, name, inspector_id, active, created_at)
        SELECT ${tenant}, 'P' || g, 'Projekt ' || g, CASE WHEN g % 7 = 0 THEN ${owner.id}::uuid END, g % 5 <> 0,
               now() - make_interval(mins => g)
        FROM generate_series(1, ${ROWS}) AS g`);
      await tx.execute(sql`
        INSERT INTO common_remarks (tenant_id, title, text, category)
        SELECT ${tenant}, 'Anmärkning ' || lpad(g::text, 5, '0'), 'Fuktskada i ' || (ARRAY['källare', 'vind', 'badrum'])[1 + g % 3],
               (ARRAY['Fukt', 'El', 'Tak'])[1 + g % 3]
        FROM generate_series(1, ${ROWS}) AS g`);
      await tx.execute(sql`
        INSERT INTO events (tenant_id, at, actor_id, actor_name, method, route, target, action, record_type)
        SELECT ${tenant}, now() - make_interval(secs => g), CASE WHEN g % 20 = 0 THEN ${owner.id}::uuid END,
               'Olle', 'PUT', '/v1/contact/:id', gen_random_uuid()::text, 'update',
               (ARRAY['contact', 'inspections', 'order', 'projects', 'remarks', 'roles', 'users', 'documents'])[1 + g % 8]
        FROM generate_series(1, ${ROWS}) AS g`);
      await tx.execute(sql`
        INSERT INTO mail_outbox (tenant_id, recipients, subject, text_body, status, created_at)
        SELECT ${tenant}, ARRAY['kund' || g || '@example.se'], 'Meddelande ' || g, 'Hej',
               (ARRAY['sent', 'sent', 'sent', 'kept', 'failed'])[1 + g % 5], now() - make_interval(secs => g)
        FROM generate_series(1, ${ROWS}) AS g`);
    }
  });
  await vacuumAnalyze(app);
  return { app, firm, owner };
});

describe('the smaller paged lists', () => {
  it.each([
    ['all projects', {}],
    ['the active projects', { active: true }],
    ['an inspector’s projects', { inspector: 'owner' }],
    ['the projects of a text', { text: 'projekt 1234' }],
  ])('reads %s newest first through an index, and caps the count', async (_, input) => {
    const search: ProjectSearch = projectSearchSchema.parse(
      'inspector' in input ? { inspector: world.owner.id } : input,
    );
    const page = await planNodes(world.app, world.firm.id, (tx) =>
      projectSearchStatements(tx, search).page.getSQL(),
    );
    expectOnlyIndexes(page, 'projects');
    const count = await planNodes(
      world.app,
      world.firm.id,
      (tx) => projectSearchStatements(tx, search).count,
    );
    expectOnlyIndexes(count, 'projects');
    expectCappedCount(count);
  });

  it.each([
    ['all saved remarks', {}],
    ['a text', { query: 'fuktskada i vind' }],
    ['one category', { category: 'fukt' }],
  ])('reads %s by title through an index, and caps the count', async (_, input) => {
    const search: CommonRemarkQuery = commonRemarkQuerySchema.parse(input);
    const page = await planNodes(world.app, world.firm.id, (tx) =>
      commonRemarkStatements(tx, search).page.getSQL(),
    );
    expectOnlyIndexes(page, 'common_remarks');
    const count = await planNodes(world.app, world.firm.id, (tx) => commonRemarkStatements(tx, search).count);
    expectOnlyIndexes(count, 'common_remarks');
    expectCappedCount(count);
  });

  it('reads the page after a cursor of either list from the index in its order, however deep', async () => {
    const afterProject = ['2025-03-01T00:00:00.000000Z', '00000000-0000-4000-8000-000000000000'];
    const projectPage = await planNodes(world.app, world.firm.id, (tx) =>
      projectSearchStatements(tx, projectSearchSchema.parse({}), [], afterProject).page.getSQL(),
    );
    expectPageInIndexOrder(projectPage, 'projects_created_idx', true);
    const afterRemark = ['Anmärkning 09000', '00000000-0000-4000-8000-000000000000'];
    const remarkPage = await planNodes(world.app, world.firm.id, (tx) =>
      commonRemarkStatements(tx, commonRemarkQuerySchema.parse({}), afterRemark).page.getSQL(),
    );
    expectPageInIndexOrder(remarkPage, 'common_remarks_title_idx', true);
  });

  it.each([
    ['the whole outbox', {}, 'mail_outbox_created_idx'],
    // Either index reads the page in its order and stops at its last row; which one is the
    // planner's choice by how common the status is.
    [
      'the outbox of one status',
      { status: 'kept' },
      ['mail_outbox_status_created_idx', 'mail_outbox_created_idx'],
    ],
  ])(
    'reads %s newest first from its index, the page after a cursor too, and caps the count',
    async (_, input, index) => {
      const query = outboxQuerySchema.parse(input);
      const first = await planNodes(world.app, world.firm.id, (tx) =>
        outboxPageStatements(tx, query).page.getSQL(),
      );
      expectOnlyIndexes(first, 'mail_outbox');
      expectPageInIndexOrder(first, index);
      const afterMessage = ['2025-03-01T00:00:00.000000Z', '00000000-0000-4000-8000-000000000000'];
      expectPageInIndexOrder(
        await planNodes(world.app, world.firm.id, (tx) =>
          outboxPageStatements(tx, query, afterMessage).page.getSQL(),
        ),
        index,
        true,
      );
      const count = await planNodes(world.app, world.firm.id, (tx) => outboxPageStatements(tx, query).count);
      expectOnlyIndexes(count, 'mail_outbox');
      expectCappedCount(count);
    },
  );

  it('reads the events log newest first from its index, the first page and the page after a cursor, by person and kind too', async () => {
    const afterEvent = ['2025-03-01T00:00:00.000000Z', '00000000-0000-4000-8000-000000000000'];
    // A filter's own index, or the log's in its order when the filter keeps most of the log (the
    // owner wrote most of it): either reads one page from an index, which is what counts.
    for (const [filters, index] of [
      [{ pageSize: 25 }, 'events_at_idx'],
      [{ pageSize: 25, actor: world.owner.id }, ['events_actor_at_idx', 'events_at_idx']],
      [{ pageSize: 25, recordType: 'inspections' }, ['events_record_type_at_idx', 'events_at_idx']],
    ] as const) {
      const first = await planNodes(world.app, world.firm.id, () => eventPageStatement(filters));
      expectOnlyIndexes(first, 'events');
      expectPageInIndexOrder(first, index);
      expectPageInIndexOrder(
        await planNodes(world.app, world.firm.id, () => eventPageStatement(filters, afterEvent)),
        index,
        true,
      );
    }
  });
});
