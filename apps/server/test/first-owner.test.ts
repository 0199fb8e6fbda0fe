import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountEndpoints } from '@syna/contracts/endpoints/account';
import { authenticateLocalAccount } from '../src/idp/local-accounts.ts';
import { createFirstOwner, type FirstOwnerInput } from '../src/modules/seed/index.ts';
import { queryRows, type Database } from '../src/platform/db/database.ts';
import { callerFactory } from './support/api-client.ts';
import { createTestApp, signAccessToken } from './support/test-app.ts';

const ANNA: FirstOwnerInput = {
  email: 'anna@berg-besiktning.se',
  givenName: 'Anna',
  familyName: 'Berg',
  organization: { id: 'berg-besiktning', name: 'Bergs Besiktning AB' },
};

const tenantCount = (database: Database) =>
  database.asSystem((tx) =>
    queryRows<{ count: number }>(tx, sql`SELECT count(*)::int AS count FROM tenants`),
  );

/** The accounts the local sign-in with this e-mail and password reaches, through the API. */
async function accountsOf(app: FastifyInstance, email: string, password: string) {
  const local = await app.database.asSystem((tx) => authenticateLocalAccount(tx, email, password));
  if (!local) throw new Error(`${email} does not sign in with the printed password`);
  const token = await signAccessToken(app, { sub: local.sub, email: local.email, name: local.name });
  const as = callerFactory(app);
  return as({
    id: '',
    sub: local.sub,
    email,
    name: local.name,
    token,
    auth: { authorization: `Bearer ${token}` },
  }).ok(accountEndpoints.accounts, {});
}

describe('the first owner of a production install', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    // Production defaults: no demo, so nobody could sign in without the first owner.
    app = await createTestApp({ seedDemo: false });
  });
  afterAll(async () => app.close());

  it('signs in with the generated password and owns the new organisation', async () => {
    const created = await createFirstOwner(app.database, ANNA);
    expect(created).toMatchObject({ email: ANNA.email, tenantId: ANNA.organization.id });
    expect(created.password.length).toBeGreaterThanOrEqual(24);
    const accounts = await accountsOf(app, ANNA.email, created.password);
    expect(accounts.items).toEqual([
      expect.objectContaining({
        tenant: { id: ANNA.organization.id, name: ANNA.organization.name },
        name: 'Anna Berg',
        roles: ['owner'],
      }),
    ]);
    // Her address counts as verified before her first sign-in, so a move to the firm's own
    // issuer links her by it (docs/IDENTITY-PROVIDER.md).
    const [user] = await app.database.asSystem((tx) =>
      queryRows<{ email_verified: boolean }>(
        tx,
        sql`SELECT email_verified FROM users WHERE email = ${ANNA.email}`,
      ),
    );
    expect(user).toEqual({ email_verified: true });
  });

  it('refuses an e-mail that already signs in and an organisation id that is taken, changing nothing', async () => {
    const before = await tenantCount(app.database);
    await expect(
      createFirstOwner(app.database, {
        ...ANNA,
        organization: { id: 'annan-firma', name: 'Annan Firma AB' },
      }),
    ).rejects.toThrow(/already taken/);
    await expect(createFirstOwner(app.database, { ...ANNA, email: 'bo@berg-besiktning.se' })).rejects.toThrow(
      /already taken/,
    );
    await expect(
      createFirstOwner(app.database, { ...ANNA, organization: { id: 'Ogiltigt id', name: 'Firma' } }),
    ).rejects.toThrow();
    expect(await tenantCount(app.database)).toEqual(before);
  });
});
