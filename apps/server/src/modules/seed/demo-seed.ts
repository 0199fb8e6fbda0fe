import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../../config.ts';
import type { Database } from '../../platform/db/database.ts';
import { createOrganization } from '../tenancy/tenant.repo.ts';
import { accounts } from '../tenancy/tenancy.tables.ts';
import { setUpDemoFirm } from './demo-firm-setup.ts';
import { isEmptyInstall } from './empty-install.ts';
import { createLocalUser } from './local-user.ts';

/** The demo sign-ins; the README lists the same. */
export const DEMO_PEOPLE = [
  {
    key: 'owner',
    givenName: 'Olivia',
    familyName: 'Ek',
    email: 'agare@example.se',
    password: 'demo-agare-2026',
  },
  {
    key: 'admin',
    givenName: 'Adam',
    familyName: 'Lind',
    email: 'admin@example.se',
    password: 'demo-admin-2026',
  },
  {
    key: 'user',
    givenName: 'Ulla',
    familyName: 'Ström',
    email: 'anvandare@example.se',
    password: 'demo-anvandare-2026',
  },
] as const;

export const DEMO_FIRMS = [
  {
    id: 'norrbesikt',
    name: 'Norrlands Besiktning AB',
    email: 'info@norrbesikt.example.se',
    address: 'Storgatan 12, 903 26 Umeå',
  },
  {
    id: 'sydkontroll',
    name: 'Sydsvensk Byggkontroll AB',
    email: 'info@sydkontroll.example.se',
    address: 'Södra Förstadsgatan 4, 211 43 Malmö',
  },
] as const;

/**
 * Seeds the demo: two firms, an owner of both, an admin and a plain user in the first, which is
 * set up to take orders (lookups, order types, the public calendar on). Runs only
 * against a database with no tenants and no users, and only with the embedded issuer (the
 * passwords mean nothing to an external one).
 */
export async function seedDemoIfEmpty(
  database: Database,
  config: AppConfig,
  log: FastifyBaseLogger,
): Promise<boolean> {
  if (config.oidc.kind !== 'embedded') return false;
  const seeded = await database.asSystem(async (tx) => {
    await tx.execute(sql`LOCK TABLE tenants IN EXCLUSIVE MODE`);
    if (!(await isEmptyInstall(tx))) return false;
    const userIds: Record<string, string> = {};
    for (const person of DEMO_PEOPLE) userIds[person.key] = (await createLocalUser(tx, person)).id;
    const ownerName = `${DEMO_PEOPLE[0].givenName} ${DEMO_PEOPLE[0].familyName}`;
    for (const firm of DEMO_FIRMS) {
      await createOrganization(tx, firm, { userId: userIds.owner!, name: ownerName });
    }
    const firstFirm = DEMO_FIRMS[0].id;
    await tx.insert(accounts).values([
      { tenantId: firstFirm, userId: userIds.admin!, name: 'Adam Lind', roles: ['admin'] },
      { tenantId: firstFirm, userId: userIds.user!, name: 'Ulla Ström', roles: ['user'] },
    ]);
    return true;
  });
  if (seeded) {
    await setUpDemoFirm(database, DEMO_FIRMS[0].id);
    log.info(
      {
        firms: DEMO_FIRMS.map((firm) => firm.name),
        signIns: DEMO_PEOPLE.map(({ key, email, password }) => ({ role: key, email, password })),
      },
      'seeded the demo firms and sign-ins',
    );
  }
  return seeded;
}
