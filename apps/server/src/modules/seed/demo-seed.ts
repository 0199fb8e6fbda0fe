import { zoneToday } from '@syna/contracts/time-zone';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../../config.ts';
import type { FileStorage } from '../../platform/storage/file-storage.ts';
import type { Database } from '../../platform/db/database.ts';
import { addMember, createOrganization } from '../tenancy/index.ts';
import { setUpDemoFirm } from './demo-firm-setup.ts';
import { northPlan, southPlan } from './demo-plans.ts';
import { seedFirmWeek } from './demo-week.ts';
import { isEmptyInstall } from './empty-install.ts';
import { createLocalUser, type LocalUser } from './local-user.ts';

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
 * Seeds the demo: two firms, an owner of both, an admin and a plain user in the first. Both are
 * set up to take orders (lookups, order types, the public calendar on) and hold a working week
 * around the day of seeding (demo-plans.ts): the first a full one with new orders in the inbox,
 * the second a little. Runs only against a database with no tenants and no users, and only with
 * the embedded issuer (the passwords mean nothing to an external one). The photos go to `storage`,
 * the install's file storage.
 */
export async function seedDemoIfEmpty(
  database: Database,
  config: AppConfig,
  storage: FileStorage,
  log: FastifyBaseLogger,
): Promise<boolean> {
  if (config.oidc.kind !== 'embedded') return false;
  const seeded = await database.asSystem(async (tx) => {
    await tx.execute(sql`LOCK TABLE tenants IN EXCLUSIVE MODE`);
    if (!(await isEmptyInstall(tx))) return null;
    const people: LocalUser[] = [];
    for (const person of DEMO_PEOPLE) people.push(await createLocalUser(tx, person));
    const [owner, admin, user] = people as [LocalUser, LocalUser, LocalUser];
    for (const firm of DEMO_FIRMS) {
      await createOrganization(tx, firm, { userId: owner.id, name: owner.name });
    }
    const firstFirm = DEMO_FIRMS[0].id;
    await addMember(tx, { tenantId: firstFirm, userId: admin.id, name: admin.name, roles: ['admin'] });
    await addMember(tx, { tenantId: firstFirm, userId: user.id, name: user.name, roles: ['user'] });
    return { owner, admin, user };
  });
  if (seeded) {
    const member = (person: LocalUser) => ({ subject: person.sub, name: person.name });
    const scope = { database, publicUrl: config.publicUrl, log, now: new Date() };
    const today = zoneToday(scope.now);
    for (const firm of DEMO_FIRMS) await setUpDemoFirm(scope, firm.id, seeded.owner.sub);
    // The admin writes the firm's shared data first: an admin may fill every member's calendar.
    const north = { admin: member(seeded.admin), owner: member(seeded.owner), user: member(seeded.user) };
    await seedFirmWeek(scope, northPlan(north), today, storage);
    await seedFirmWeek(scope, southPlan({ owner: member(seeded.owner) }), today, storage);
    log.info(
      {
        firms: DEMO_FIRMS.map((firm) => firm.name),
        signIns: DEMO_PEOPLE.map(({ key, email, password }) => ({ role: key, email, password })),
      },
      'seeded the demo firms and sign-ins',
    );
  }
  return seeded !== null;
}
