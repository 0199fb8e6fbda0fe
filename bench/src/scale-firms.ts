import { sql } from 'drizzle-orm';
import { pino } from 'pino';
import { Database, queryRows } from '../../apps/server/src/platform/db/database.ts';
import { createOrganization } from '../../apps/server/src/modules/tenancy/index.ts';
import { setUpDemoFirm } from '../../apps/server/src/modules/seed/demo-firm-setup.ts';
import { DEMO_FIRM, type BenchFirm } from './seed-data.ts';

/**
 * The firm sizes the scale scenarios compare (issue 31, point 5). The demo firm is the one of
 * 300 000; the others are firms of their own, seeded by the same statements. The million is
 * measured only with `BENCH_SCALE=1m`: its seeding would take a whole run past the quarter of an
 * hour it may take (docs/BENCHMARKS.md).
 */
const SIZES = [10_000, 100_000, DEMO_FIRM.rows, 1_000_000];

/** `skala-10k`, `skala-1m`. */
const firmId = (rows: number) => `skala-${rows >= 1_000_000 ? `${rows / 1_000_000}m` : `${rows / 1_000}k`}`;

/** The firms of this run's scale scenarios, smallest first. */
export function scaleFirms(scale = process.env.BENCH_SCALE): BenchFirm[] {
  return SIZES.filter((rows) => rows < 1_000_000 || scale === '1m').map((rows) =>
    rows === DEMO_FIRM.rows ? DEMO_FIRM : { tenantId: firmId(rows), rows },
  );
}

/**
 * Makes the firms of `firms` that do not exist yet as the demo makes its firms: through the
 * product's own `createOrganization` with the demo owner as their owner, and `setUpDemoFirm`
 * (lookups, statuses, order types, the public order page), so that each answers the scenarios'
 * requests as the demo firm does. The seeding then fills them.
 */
export async function createScaleFirms(
  databaseUrl: string,
  publicUrl: string,
  ownerEmail: string,
  firms: BenchFirm[],
): Promise<void> {
  const database = await Database.open({ kind: 'postgres', url: databaseUrl, poolSize: 1 });
  try {
    const [owner] = await database.asSystem((tx) =>
      queryRows<{ id: string; sub: string; name: string }>(
        tx,
        sql`SELECT id, sub, name FROM users WHERE email = ${ownerEmail}`,
      ),
    );
    if (!owner) throw new Error(`no user ${ownerEmail}`);
    const scope = { database, publicUrl, log: pino({ enabled: false }), now: new Date() };
    for (const { tenantId, rows } of firms) {
      const size = rows.toLocaleString('sv-SE');
      await database.asSystem((tx) =>
        createOrganization(
          tx,
          {
            id: tenantId,
            name: `Skala ${size} Besiktning AB`,
            email: `info@${tenantId}.example.se`,
            address: 'Storgatan 1, 903 26 Umeå',
          },
          { userId: owner.id, name: owner.name },
        ),
      );
      await setUpDemoFirm(scope, tenantId, owner.sub);
    }
  } finally {
    await database.close();
  }
}
