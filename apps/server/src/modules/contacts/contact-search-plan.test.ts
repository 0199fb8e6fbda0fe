import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { contactSearchSchema, type ContactSearch } from '@syna/contracts/contacts';
import { contactEndpoints } from '@syna/contracts/endpoints/contacts';
import { LIST_COUNT_CAP } from '@syna/contracts/constants';
import { queryRows } from '../../platform/db/database.ts';
import { callerFactory } from '../../../test/support/api-client.ts';
import { createTestApp } from '../../../test/support/test-app.ts';
import { buildTenant, buildUser } from '../../../test/support/factories.ts';
import {
  expectCappedCount,
  expectOnlyIndexes,
  scansOf,
  planNodes,
  vacuumAnalyze,
  loadRows,
} from '../../../test/support/query-plans.ts';
import { contactCountStatement, contactSearchStatement } from './contact-search.repo.ts';
import { buildCompany } from '../../../test/support/contact-factories.ts';
import { useWorld } from '../../../test/support/test-world.ts';

/**
 * The address-book search must stay fast on a large book: its text filter has to be served by
 * the trigram index, never by reading the whole table. Checked on the plan the database makes
 * for the very statement the route runs, on a book of 20 000 generated contacts. (Under row-level
 * security only a leakproof condition can be an index condition; without migration 0005, which
 * makes LIKE leakproof, every one of these plans is a sequential scan.)
 */

const GENERATED_CONTACTS = 20_000;
const NEIGHBOUR_CONTACTS = 10_000;

const world = useWorld(async () => {
  const app = await createTestApp();
  const as = callerFactory(app);
  const owner = await buildUser(app);
  const firm = await buildTenant(app, owner);
  // A neighbour's book beside the firm's, as in a shared database.
  const neighbour = await buildTenant(app, await buildUser(app));
  await loadRows(app, async (tx) => {
    await tx.execute(sql`
      INSERT INTO contacts (tenant_id, type, name, company_name, first_name, last_name, email, phone, number, tags)
      SELECT CASE WHEN i <= ${GENERATED_CONTACTS} THEN ${firm.id} ELSE ${neighbour.id} END,
             CASE WHEN i % 3 = 0 THEN 'company' ELSE 'person' END,
             initcap(substr(md5(i::text), 1, 8)) || ' ' || initcap(substr(md5((i * 7)::text), 1, 10)),
             CASE WHEN i % 3 = 0 THEN initcap(substr(md5(i::text), 1, 8)) || ' AB' END,
             initcap(substr(md5(i::text), 1, 8)),
             initcap(substr(md5((i * 7)::text), 1, 10)),
             substr(md5(i::text), 9, 8) || '@exempel.se',
             '07' || lpad((i::bigint * 7919 % 100000000)::text, 8, '0'),
             lpad((i::bigint * 104729 % 1000000)::text, 6, '0') || '-' || lpad((i % 10000)::text, 4, '0'),
             CASE WHEN i % 10 = 0 THEN ARRAY['partner'] ELSE ARRAY['kund'] END
      FROM generate_series(1, ${GENERATED_CONTACTS + NEIGHBOUR_CONTACTS}) AS i`);
  });
  await buildCompany(as(owner), firm, { companyName: 'Kvarnströms Rör AB' });
  // As autovacuum would leave it: the index's pending list merged, statistics current.
  await loadRows(app, async (tx) => {
    await tx.execute(sql`SELECT gin_clean_pending_list('contacts_tenant_search_idx')`);
  });
  await vacuumAnalyze(app);
  return { app, as, owner, firm };
});

/** The plan of the route's own search statement, made inside the tenant's scope as a request is. */
async function planOf(search: Partial<ContactSearch>): Promise<string> {
  return world.app.database.withTenant({ tenantId: world.firm.id, userId: world.owner.id }, async (tx) => {
    const statement = contactSearchStatement(tx, contactSearchSchema.parse(search)).getSQL();
    const rows = await queryRows<{ 'QUERY PLAN': string }>(tx, sql`EXPLAIN ${statement}`);
    return rows.map((row) => row['QUERY PLAN']).join('\n');
  });
}

describe('contact search plan on 20 000 contacts', () => {
  it('has the generated book in place', async () => {
    const search = (body: Partial<ContactSearch>) =>
      world.as(world.owner).ok(contactEndpoints.search, { params: { tenant: world.firm.id }, body });
    expect(await search({ query: 'kvarnström' })).toMatchObject({
      total: 1,
      items: [{ name: 'Kvarnströms Rör AB' }],
    });
    expect(await search({ pageSize: 5 })).toMatchObject({ total: LIST_COUNT_CAP, totalIsExact: false });
  });

  it.each([
    ['a name', { query: 'kvarnström' }],
    ['two words, newest first', { query: 'kvarnströms rör', sort: 'created' as const }],
    ['an organisation number without dash', { query: '5560360793' }],
    ['an e-mail address with a type filter', { query: 'info@tegsbackensbygg.se', type: 'company' as const }],
    ['a name among partners', { query: 'kvarnström', partner: true }],
  ])('serves %s from the trigram index, not a sequential scan', async (_, search) => {
    const plan = await planOf(search);
    expect(plan).toContain('Bitmap Index Scan on contacts_tenant_search_idx');
    expect(plan).not.toContain('Seq Scan');
  });

  it.each([
    ['the whole book by name', {}],
    ['the whole book newest first', { sort: 'created' as const }],
    ['the partners', { partner: true }],
    ['the companies by name', { type: 'company' as const }],
  ])('reads %s through an index in its order, and caps the count', async (_, search) => {
    const criteria = contactSearchSchema.parse(search);
    const scope = [world.app, world.firm.id] as const;
    expectOnlyIndexes(
      await planNodes(...scope, (tx) => contactSearchStatement(tx, criteria).getSQL()),
      'contacts',
    );
    const countPlan = await planNodes(...scope, contactCountStatement(criteria));
    expectOnlyIndexes(countPlan, 'contacts');
    expectCappedCount(countPlan);
  });

  it.each([
    ['by name', {}, ['Kvarnströms Rör AB', '00000000-0000-4000-8000-000000000000'], 'contacts_name_idx'],
    [
      'newest first',
      { sort: 'created' as const },
      ['2025-03-01T00:00:00.000000Z', '00000000-0000-4000-8000-000000000000'],
      'contacts_created_idx',
    ],
  ])('reads the page after a cursor %s from its index, however deep', async (_, search, after, index) => {
    const criteria = contactSearchSchema.parse(search);
    const plan = await planNodes(world.app, world.firm.id, (tx) =>
      contactSearchStatement(tx, criteria, undefined, after).getSQL(),
    );
    expectOnlyIndexes(plan, 'contacts');
    expect(scansOf(plan, 'contacts')).toEqual([`Index Scan ${index}`]);
  });
});
