import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { accountEndpoints } from '@syna/contracts/endpoints/account';
import { activityEndpoints } from '@syna/contracts/endpoints/activities';
import { eventEndpoints } from '@syna/contracts/endpoints/events';
import { identityLinkEndpoints } from '@syna/contracts/endpoints/identity-links';
import { inspectionEndpoints } from '@syna/contracts/endpoints/inspections';
import { memberEndpoints } from '@syna/contracts/endpoints/roles-and-groups';
import { orderEndpoints } from '@syna/contracts/endpoints/orders';
import { DEFAULT_OIDC_SCOPES, EMBEDDED_CLIENT_ID, type DatabaseConfig } from '../src/config.ts';
import { buildApp } from '../src/app.ts';
import { queryRows } from '../src/platform/db/database.ts';
import { callerFactory } from './support/api-client.ts';
import { buildTenant, buildUser, type TestUser } from './support/factories.ts';
import { startFakeIssuer, type FakeIssuer } from './support/fake-issuer.ts';
import { buildInspectionType } from './support/inspection-factories.ts';
import { nextDateOf, orderBody, placeOrder, postOrderType } from './support/order-factories.ts';
import { freshDatabaseConfig, testConfig } from './support/test-app.ts';
import { issueLinkCodeByEmail } from '../src/modules/identity-links/index.ts';

// A firm that started on the embedded issuer moves to its own (a Keycloak realm): the same
// database, the server restarted with OIDC_ISSUER. Its people sign in there with new subjects and
// must find their firm, roles and work as they left them; nobody may take an account by an address.

/** The same database for the next server: PGlite's data as it is now, or the same PostgreSQL database. */
async function sameDatabase(app: FastifyInstance, config: DatabaseConfig): Promise<DatabaseConfig> {
  if (config.kind === 'postgres') return config;
  return { kind: 'pglite', dataDir: null, loadDump: await app.database.dumpDataDir() };
}

let database: DatabaseConfig;
let embedded: FastifyInstance;
let realm: FakeIssuer;
let moved: FastifyInstance;

/** Before the move, on the embedded issuer. */
const before = {} as {
  owner: TestUser;
  inspector: TestUser;
  unverified: TestUser;
  admin: TestUser;
  /** At the realm with another e-mail address than at the embedded issuer. */
  renamed: TestUser;
  twins: [TestUser, TestUser];
  /** Verified at both issuers, but the realm's access token says so only as the string "true". */
  stringy: TestUser;
  /** Verified at both issuers, but the realm says so only in the ID token. */
  late: TestUser;
  firm: { id: string; name: string };
  /** A firm whose new issuer sends no `email_verified` at all: its owner took codes before the move. */
  quiet: {
    firm: { id: string; name: string };
    owner: TestUser;
    inspector: TestUser;
    /** Given a code by the operator. */
    newcomer: TestUser;
    ownerCode: string;
  };
  orderId: string;
  inspectionId: string;
  activityId: string;
};

/**
 * A person signed in at the realm: a subject of its own, the e-mail as the realm vouches for it
 * (`undefined`: the realm's access token has no `email_verified`).
 */
async function signInAtRealm(
  person: TestUser,
  emailVerified: boolean | string | undefined,
  sub: string = randomUUID(),
): Promise<TestUser> {
  const token = await realm.sign({
    sub,
    email: person.email,
    ...(emailVerified === undefined ? {} : { email_verified: emailVerified }),
    name: person.name,
    typ: 'Bearer',
    azp: EMBEDDED_CLIENT_ID,
    aud: 'syna-api',
  });
  return { ...person, id: '', sub, token, auth: { authorization: `Bearer ${token}` } };
}

beforeAll(async () => {
  database = await freshDatabaseConfig();
  embedded = await buildApp(testConfig(database));
  const as = callerFactory(embedded);
  const owner = await buildUser(embedded, { name: 'Olle Ägare', emailVerified: true });
  const inspector = await buildUser(embedded, { name: 'Ingrid Inspektör', emailVerified: true });
  const unverified = await buildUser(embedded, { name: 'Ulf Overifierad', emailVerified: false });
  const admin = await buildUser(embedded, { name: 'Ada Admin', emailVerified: true });
  const renamed = await buildUser(embedded, { name: 'Mona Mobyte', emailVerified: true });
  // Two people who gave the embedded issuer the same address (one verified it, then the other did).
  const twinEmail = `tvilling-${randomUUID().slice(0, 6)}@example.se`;
  const twins: [TestUser, TestUser] = [
    await buildUser(embedded, { name: 'Tea Tvilling', email: twinEmail, emailVerified: true }),
    await buildUser(embedded, { name: 'Tor Tvilling', email: twinEmail, emailVerified: true }),
  ];
  const stringy = await buildUser(embedded, { name: 'Stina Sträng', emailVerified: true });
  const late = await buildUser(embedded, { name: 'Lars Senare', emailVerified: true });
  const firm = await buildTenant(embedded, owner, {
    name: 'Flyttfirman AB',
    members: [
      { user: inspector, roles: ['user'] },
      { user: unverified, roles: ['user'] },
      { user: admin, roles: ['admin'] },
      { user: renamed, roles: ['user'] },
      { user: twins[0], roles: ['viewer'] },
      { user: twins[1], roles: ['viewer'] },
      { user: stringy, roles: ['user'] },
      { user: late, roles: ['user'] },
    ],
  });
  // The quiet firm's owner, still on the embedded issuer, takes a code for their own sign-in at the
  // issuer to come: nobody need be signed in there first.
  const quietOwner = await buildUser(embedded, { name: 'Tyra Tyst' });
  const quietInspector = await buildUser(embedded, { name: 'Tage Tyst' });
  const quietNewcomer = await buildUser(embedded, { name: 'Nina Ny' });
  const quietFirm = await buildTenant(embedded, quietOwner, {
    name: 'Tysta firman AB',
    members: [
      { user: quietInspector, roles: ['user'] },
      { user: quietNewcomer, roles: ['viewer'] },
    ],
  });
  const ownerCode = await as(quietOwner).ok(identityLinkEndpoints.issue, {
    params: { tenant: quietFirm.id, id: quietOwner.id },
  });
  const villa = await buildInspectionType(embedded, firm.id, { name: 'Överlåtelsebesiktning' });
  const orderType = await postOrderType(embedded, firm.id, owner.auth, { inspectionTypeIds: [villa.id] });
  const order = await placeOrder(
    embedded,
    firm.id,
    orderBody({
      orderTypeId: orderType.id,
      types: [villa.id],
      preferredDate: await nextDateOf(embedded, firm.id),
    }),
  );
  const accepted = await as(owner).ok(orderEndpoints.handle, {
    params: { tenant: firm.id, id: order.id },
    query: { accept: 'true' },
    body: { inspectorId: inspector.id } as never,
  });
  const activity = await as(inspector).ok(activityEndpoints.create, {
    params: { tenant: firm.id },
    body: {
      title: 'Besiktning Storgatan 12',
      startTime: '2026-12-01T09:00:00+01:00',
      stopTime: '2026-12-01T10:00:00+01:00',
    },
  });
  Object.assign(before, {
    owner,
    inspector,
    unverified,
    admin,
    renamed,
    twins,
    stringy,
    late,
    firm,
    quiet: {
      firm: quietFirm,
      owner: quietOwner,
      inspector: quietInspector,
      newcomer: quietNewcomer,
      ownerCode: ownerCode.code,
    },
    orderId: order.id,
    inspectionId: accepted.inspections[0]!.id,
    activityId: activity.id,
  });

  const data = await sameDatabase(embedded, database);
  await embedded.close();
  realm = await startFakeIssuer('/realms/flyttfirman');
  moved = await buildApp(
    testConfig(data, {
      oidc: {
        kind: 'external',
        issuer: realm.issuer,
        clientId: EMBEDDED_CLIENT_ID,
        audience: 'syna-api',
        scopes: DEFAULT_OIDC_SCOPES,
      },
    }),
  );
});

afterAll(async () => {
  await moved?.close();
  await realm?.close();
});

/** The owner as the first test linked them at the realm. */
let linkedOwner: TestUser;

const myAccounts = (user: TestUser) => callerFactory(moved)(user).ok(accountEndpoints.accounts, {});
const inFirm = () => ({ tenant: before.firm.id });

describe('a firm moved from the embedded issuer to its own', () => {
  it('links each person whose new issuer verifies their e-mail to their user, with roles and work', async () => {
    const owner = await signInAtRealm(before.owner, true);
    const inspector = await signInAtRealm(before.inspector, true);
    const as = callerFactory(moved);

    expect((await myAccounts(owner)).items.map((account) => account.tenant.id)).toEqual([before.firm.id]);
    expect((await myAccounts(inspector)).items.map((account) => account.tenant.id)).toEqual([before.firm.id]);
    const members = await as(owner).ok(memberEndpoints.list, { params: inFirm() });
    const byId = Object.fromEntries(members.items.map((member) => [member.userId, member.roles]));
    expect(byId[before.owner.id]).toEqual(['owner']);
    expect(byId[before.inspector.id]).toEqual(['user']);
    // The same user rows: the new subjects are theirs now.
    const [found] = (
      await as(owner).ok(memberEndpoints.bySubject, { params: inFirm(), query: { sub: inspector.sub } })
    ).items;
    expect(found?.userId).toBe(before.inspector.id);

    // The order, the assignment it became and the calendar are as they were, authors and all.
    const order = await as(inspector).ok(orderEndpoints.get, { params: { ...inFirm(), id: before.orderId } });
    expect(order.inspections.map((inspection) => inspection.id)).toEqual([before.inspectionId]);
    const inspection = await as(inspector).ok(inspectionEndpoints.get, {
      params: { ...inFirm(), id: before.inspectionId },
    });
    expect(inspection.inspector?.id).toBe(before.inspector.id);
    const activity = await as(inspector).ok(activityEndpoints.get, {
      params: { ...inFirm(), id: before.activityId },
    });
    expect(activity).toMatchObject({ title: 'Besiktning Storgatan 12' });
    const [authorship] = await moved.database.asSystem((tx) =>
      queryRows<{ user_id: string; author_id: string }>(
        tx,
        sql`SELECT user_id, author_id FROM activities WHERE id = ${before.activityId}`,
      ),
    );
    expect(authorship).toEqual({ user_id: before.inspector.id, author_id: before.inspector.id });
    // The inspector changes their own activity: the rules that ask whose it is still say theirs.
    const changed = await as(inspector).send(activityEndpoints.replace, {
      params: { ...inFirm(), id: before.activityId },
      body: { title: 'Besiktning Storgatan 12 B' },
    });
    expect(changed.statusCode).toBe(200);

    // The old identities are kept, and the firm's log names each link.
    const links = await moved.database.asSystem((tx) =>
      queryRows<{ user_id: string; previous_issuer: string; previous_subject: string; reason: string }>(
        tx,
        sql`SELECT user_id, previous_issuer, previous_subject, reason FROM user_identity_links
             WHERE user_id IN (${before.owner.id}, ${before.inspector.id}) ORDER BY linked_at`,
      ),
    );
    expect(links).toEqual([
      {
        user_id: before.owner.id,
        previous_issuer: 'embedded',
        previous_subject: before.owner.sub,
        reason: 'verified-email',
      },
      {
        user_id: before.inspector.id,
        previous_issuer: 'embedded',
        previous_subject: before.inspector.sub,
        reason: 'verified-email',
      },
    ]);
    const events = await as(owner).ok(eventEndpoints.list, { params: inFirm(), query: {} });
    const linkEvents = events.items.filter((event) => event.route === '/v1/account/user/identity-link');
    expect(linkEvents.map((event) => event.actor?.id).sort()).toEqual(
      [before.owner.id, before.inspector.id].sort(),
    );

    // Later requests find the same user without linking again; a second realm account with the
    // same verified address takes nothing, as the user already belongs to the realm.
    expect((await myAccounts(owner)).items).toHaveLength(1);
    expect((await myAccounts(await signInAtRealm(before.owner, true))).items).toEqual([]);
    linkedOwner = owner;
  });

  it('links nobody by an e-mail the new issuer has not verified, nor one the old user had not', async () => {
    // The inspector's address, claimed at the realm without verification: a new, empty user.
    const impostor = await signInAtRealm(before.inspector, false);
    expect((await myAccounts(impostor)).items).toEqual([]);
    // Verified at the realm, but never at the embedded issuer: no link either.
    const unverified = await signInAtRealm(before.unverified, true);
    expect((await myAccounts(unverified)).items).toEqual([]);
    const members = await callerFactory(moved)(linkedOwner).ok(memberEndpoints.list, { params: inFirm() });
    expect(members.items.find((member) => member.userId === before.unverified.id)).toBeDefined();
  });

  it('links nobody when the verified e-mail is more than one user’s', async () => {
    const twin = await signInAtRealm(before.twins[0], true);
    expect((await myAccounts(twin)).items).toEqual([]);
    const [unlinked] = await moved.database.asSystem((tx) =>
      queryRows<{ count: number }>(
        tx,
        sql`SELECT count(*)::int AS count FROM user_identity_links
             WHERE user_id IN (${before.twins[0].id}, ${before.twins[1].id})`,
      ),
    );
    expect(unlinked).toEqual({ count: 0 });
  });
});

/** The realm's ID token for `person`, to the staff app's client, as the sign-in completes. */
const realmIdToken = (person: TestUser, emailVerified: boolean | undefined) =>
  realm.sign({
    sub: person.sub,
    email: person.email,
    ...(emailVerified === undefined ? {} : { email_verified: emailVerified }),
    name: person.name,
    aud: EMBEDDED_CLIENT_ID,
    azp: EMBEDDED_CLIENT_ID,
  });

const recordSignIn = (person: TestUser, idToken: string) =>
  callerFactory(moved)(person).send(accountEndpoints.signedIn, { body: { idToken } });

const userOfIdentity = async (sub: string) =>
  (
    await moved.database.asSystem((tx) =>
      queryRows<{ id: string }>(
        tx,
        sql`SELECT id FROM users WHERE issuer = ${realm.issuer} AND sub = ${sub}`,
      ),
    )
  )[0]?.id;

describe('a provider that says an e-mail is verified only in some places, or as a string', () => {
  it('links a verified e-mail that the access token states as the string "true", and not "false"', async () => {
    const unverified = await signInAtRealm(before.stringy, 'false');
    expect((await myAccounts(unverified)).items).toEqual([]);
    const stringy = await signInAtRealm(before.stringy, 'true');
    expect((await myAccounts(stringy)).items.map((account) => account.tenant.id)).toEqual([before.firm.id]);
    expect(await userOfIdentity(stringy.sub)).toBe(before.stringy.id);
  });

  it('links at a later sign-in by the verified ID token, and removes the empty user of the first', async () => {
    // The access token has no email_verified: the first request makes a new, empty user.
    const late = await signInAtRealm(before.late, undefined);
    expect((await myAccounts(late)).items).toEqual([]);
    const stray = await userOfIdentity(late.sub);
    expect(stray).toBeDefined();
    expect(stray).not.toBe(before.late.id);

    // A sign-in whose ID token does not verify the address links nothing either.
    const unverified = await recordSignIn(late, await realmIdToken(late, false));
    expect(unverified.statusCode).toBe(200);
    expect(unverified.json()).toMatchObject({ id: stray });
    expect((await myAccounts(late)).items).toEqual([]);

    // The next sign-in's ID token verifies it: the person is linked to their user, with their firm.
    const linked = await recordSignIn(late, await realmIdToken(late, true));
    expect(linked.statusCode).toBe(200);
    expect(linked.json()).toMatchObject({ id: before.late.id, name: before.late.name });
    expect((await myAccounts(late)).items.map((account) => account.tenant.id)).toEqual([before.firm.id]);
    expect(await userOfIdentity(late.sub)).toBe(before.late.id);
    const [remaining] = await moved.database.asSystem((tx) =>
      queryRows<{ count: number }>(tx, sql`SELECT count(*)::int AS count FROM users WHERE id = ${stray!}`),
    );
    expect(remaining).toEqual({ count: 0 });
    const events = await callerFactory(moved)(linkedOwner).ok(eventEndpoints.list, {
      params: inFirm(),
      query: {},
    });
    expect(
      events.items.some(
        (event) => event.route === '/v1/account/user/identity-link' && event.actor?.id === before.late.id,
      ),
    ).toBe(true);

    // Signed in and linked, a later sign-in changes nothing of the link.
    expect((await recordSignIn(late, await realmIdToken(late, true))).json()).toMatchObject({
      id: before.late.id,
    });
  });
});

describe('a firm moved to a provider that sends no email_verified at all', () => {
  const quietFirm = () => ({ tenant: before.quiet.firm.id });

  it('gets its owner back by the code the owner took before the move, and the owner brings the others', async () => {
    const owner = await signInAtRealm(before.quiet.owner, undefined);
    expect((await myAccounts(owner)).items).toEqual([]);
    const as = callerFactory(moved);
    const redeemed = await as(owner).send(identityLinkEndpoints.redeem, {
      body: { code: before.quiet.ownerCode },
    });
    expect(redeemed.statusCode).toBe(200);
    expect(redeemed.json()).toMatchObject({ tenant: { id: before.quiet.firm.id }, roles: ['owner'] });

    // Signed in at the new issuer, the owner issues the inspector's code.
    const inspector = await signInAtRealm(before.quiet.inspector, undefined);
    expect((await myAccounts(inspector)).items).toEqual([]);
    const { code } = await as(owner).ok(identityLinkEndpoints.issue, {
      params: { ...quietFirm(), id: before.quiet.inspector.id },
    });
    expect((await as(inspector).send(identityLinkEndpoints.redeem, { body: { code } })).statusCode).toBe(200);
    const members = await as(owner).ok(memberEndpoints.list, { params: quietFirm() });
    expect(Object.fromEntries(members.items.map((member) => [member.userId, member.roles]))).toMatchObject({
      [before.quiet.owner.id]: ['owner'],
      [before.quiet.inspector.id]: ['user'],
    });
  });

  it('or by a code the operator issues with `npm run link-code`, logged in the firm', async () => {
    const newcomer = before.quiet.newcomer;
    const { code } = await issueLinkCodeByEmail(moved.database, {
      email: newcomer.email.toUpperCase(),
      organizationId: before.quiet.firm.id,
    });
    const signedIn = await signInAtRealm(newcomer, undefined);
    const redeemed = await callerFactory(moved)(signedIn).send(identityLinkEndpoints.redeem, {
      body: { code },
    });
    expect(redeemed.statusCode).toBe(200);
    expect(await userOfIdentity(signedIn.sub)).toBe(newcomer.id);
    const [issued] = await moved.database.asSystem((tx) =>
      queryRows<{ count: number }>(
        tx,
        sql`SELECT count(*)::int AS count FROM events
             WHERE tenant_id = ${before.quiet.firm.id} AND target = ${newcomer.id} AND actor_id IS NULL
               AND route = ${identityLinkEndpoints.issue.path}`,
      ),
    );
    expect(issued).toEqual({ count: 1 });

    await expect(
      issueLinkCodeByEmail(moved.database, {
        email: 'ingen@example.se',
        organizationId: before.quiet.firm.id,
      }),
    ).rejects.toThrow(/No member/);
    await expect(
      issueLinkCodeByEmail(moved.database, { email: newcomer.email, organizationId: 'finns-inte' }),
    ).rejects.toThrow(/No organisation/);
  });
});

describe('a link code an administrator issues', () => {
  const issue = (by: TestUser, member: TestUser) =>
    callerFactory(moved)(by).send(identityLinkEndpoints.issue, { params: { ...inFirm(), id: member.id } });
  const redeem = (by: TestUser, code: string) =>
    callerFactory(moved)(by).send(identityLinkEndpoints.redeem, { body: { code } });

  it('moves a member whose e-mail differs at the new issuer, once, and is logged', async () => {
    const renamed = await signInAtRealm({ ...before.renamed, email: 'mona@nya-domanen.se' }, true);
    expect((await myAccounts(renamed)).items).toEqual([]);

    const issued = await issue(linkedOwner, before.renamed);
    expect(issued.statusCode).toBe(201);
    const { code, expiresAt } = issued.json<{ code: string; expiresAt: string }>();
    expect(Date.parse(expiresAt) - Date.now()).toBeGreaterThan(71 * 3_600_000);

    const redeemed = await redeem(renamed, code);
    expect(redeemed.statusCode).toBe(200);
    expect(redeemed.json()).toMatchObject({ tenant: { id: before.firm.id } });
    expect((await myAccounts(renamed)).items.map((account) => account.tenant.id)).toEqual([before.firm.id]);
    const [found] = (
      await callerFactory(moved)(linkedOwner).ok(memberEndpoints.bySubject, {
        params: inFirm(),
        query: { sub: renamed.sub },
      })
    ).items;
    expect(found).toMatchObject({ userId: before.renamed.id, roles: ['user'] });

    // Single use: the code is spent, for anyone.
    const other = await signInAtRealm({ ...before.renamed, email: 'nagon-annan@example.se' }, true);
    expect((await redeem(other, code)).statusCode).toBe(404);

    const events = await callerFactory(moved)(linkedOwner).ok(eventEndpoints.list, {
      params: inFirm(),
      query: {},
    });
    const routes = events.items.map((event) => `${event.method} ${event.route}`);
    expect(routes).toContain('POST /v1/account/organizations/:tenant/users/:id/link-code');
    expect(routes).toContain('POST /v1/account/user/identity-link');
  });

  it('is refused for an owner by an administrator, for a member already at the new issuer, and expires', async () => {
    const admin = await signInAtRealm(before.admin, true);
    expect((await myAccounts(admin)).items).toHaveLength(1);
    expect((await issue(admin, before.owner)).statusCode).toBe(403);
    // A code for a member already at the new issuer moves nothing: another account there that
    // redeems it does not take the member's.
    const { code: sameIssuerCode } = (await issue(linkedOwner, before.admin)).json<{ code: string }>();
    const other = await signInAtRealm({ ...before.admin, email: 'ada@annanstans.se' }, true);
    expect((await redeem(other, sameIssuerCode)).statusCode).toBe(409);
    expect((await myAccounts(other)).items).toEqual([]);
    expect((await myAccounts(admin)).items).toHaveLength(1);

    const { code } = (await issue(admin, before.unverified)).json<{ code: string }>();
    await moved.database.asSystem((tx) =>
      queryRows(
        tx,
        sql`UPDATE identity_link_codes SET expires_at = now() - interval '1 second' WHERE used_at IS NULL`,
      ),
    );
    const unverified = await signInAtRealm(before.unverified, false);
    expect((await redeem(unverified, code)).statusCode).toBe(404);
    expect((await redeem(unverified, `${before.firm.id}.gissad-kod`)).statusCode).toBe(404);
    expect((await myAccounts(unverified)).items).toEqual([]);
  });
});

describe('users recorded before issuers were (migration 0030)', () => {
  /** A member of the firm as the migration found them: no issuer, a verified e-mail. */
  const unissuedMember = (sub: string, name: string) =>
    moved.database.asSystem(async (tx) => {
      const email = `${sub.slice(0, 8)}@example.se`;
      const [user] = await queryRows<{ id: string }>(
        tx,
        sql`INSERT INTO users (sub, email, email_verified, name) VALUES (${sub}, ${email}, true, ${name}) RETURNING id`,
      );
      await tx.execute(
        sql`INSERT INTO accounts (tenant_id, user_id, name, roles) VALUES (${before.firm.id}, ${user!.id}, ${name}, ARRAY['user'])`,
      );
      return { id: user!.id, sub, email, name, token: '', auth: { authorization: '' } } satisfies TestUser;
    });
  const issuerOf = async (id: string) =>
    (
      await moved.database.asSystem((tx) =>
        queryRows<{ issuer: string | null; sub: string }>(
          tx,
          sql`SELECT issuer, sub FROM users WHERE id = ${id}`,
        ),
      )
    )[0];

  it('are taken by the first sign-in with their subject, which records the issuer', async () => {
    const member = await unissuedMember(randomUUID(), 'Gun Gammal');
    // The same subject, whatever the e-mail says.
    const signedIn = await signInAtRealm({ ...member, email: 'ny-adress@example.se' }, false, member.sub);
    expect((await myAccounts(signedIn)).items.map((account) => account.tenant.id)).toEqual([before.firm.id]);
    expect(await issuerOf(member.id)).toEqual({ issuer: realm.issuer, sub: member.sub });
  });

  it('are linked by a verified e-mail, as another issuer’s are', async () => {
    const member = await unissuedMember(randomUUID(), 'Gösta Gammal');
    const signedIn = await signInAtRealm(member, true);
    expect((await myAccounts(signedIn)).items.map((account) => account.tenant.id)).toEqual([before.firm.id]);
    expect(await issuerOf(member.id)).toEqual({ issuer: realm.issuer, sub: signedIn.sub });
  });
});
