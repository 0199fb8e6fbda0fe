import { beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { sql } from 'drizzle-orm';
import { accountEndpoints } from '@syna/contracts/endpoints/account';
import { identityLinkEndpoints } from '@syna/contracts/endpoints/identity-links';
import { invitationEndpoints, myInvitationEndpoints } from '@syna/contracts/endpoints/invitations';
import { inspectionShareEndpoints } from '@syna/contracts/endpoints/network';
import {
  groupEndpoints,
  memberEndpoints,
  permissionEndpoints,
  roleEndpoints,
} from '@syna/contracts/endpoints/roles-and-groups';
import { accessMessages } from '@syna/contracts/messages/access';
import { httpMessages } from '@syna/contracts/messages/http';
import { organisationMessages } from '@syna/contracts/messages/organisation';
import { queryRows } from '../../platform/db/database.ts';
import { createFirstOwner } from '../seed/index.ts';
import { provisionUser } from '../users/index.ts';
import { callerFactory } from '../../../test/support/api-client.ts';
import { addMember, buildTenant, buildUser, type TestUser } from '../../../test/support/factories.ts';
import { buildInspectionType, postInspection } from '../../../test/support/inspection-factories.ts';
import { joinAsUser } from '../../../test/support/network-partners.ts';
import { createTestApp } from '../../../test/support/test-app.ts';
import { useWorld } from '../../../test/support/test-world.ts';

const OLD_ISSUER = 'https://gammal-inloggning.example.se';

/** A member of the firm signed in with another issuer than the install's (link codes move them). */
async function memberAtOldIssuer(
  app: FastifyInstance,
  firm: { id: string },
  name: string,
  roles: string[],
): Promise<{ id: string }> {
  return app.database.asSystem(async (tx) => {
    const sub = randomUUID();
    const user = await provisionUser(tx, {
      issuer: OLD_ISSUER,
      sub,
      email: `${sub.slice(0, 8)}@example.se`,
      name,
      email_verified: false,
    });
    await addMember(tx, firm.id, { id: user.id, name }, roles);
    return { id: user.id };
  });
}

const world = useWorld(async () => {
  const app = await createTestApp();
  const as = callerFactory(app);
  const owner = await buildUser(app, { name: 'Olle Ägare' });
  const admin = await buildUser(app, { name: 'Ada Admin' });
  const worker = await buildUser(app, { name: 'Ulla Användare' });
  const firm = await buildTenant(app, owner, {
    members: [
      { user: admin, roles: ['admin'] },
      { user: worker, roles: ['user'] },
    ],
  });
  const mover = await memberAtOldIssuer(app, firm, 'Mona Flyttar', ['user']);
  const inFirm = { tenant: firm.id };
  const ordersRole = await as(owner).ok(roleEndpoints.create, {
    params: inFirm,
    body: { name: 'Beställningsansvarig', permissions: ['orders.*'] },
  });
  const contactsRole = await as(owner).ok(roleEndpoints.create, {
    params: inFirm,
    body: { name: 'Kontaktläsare', permissions: ['contacts.read'] },
  });
  const ordersGroup = await as(owner).ok(groupEndpoints.create, {
    params: inFirm,
    body: { name: 'Beställningar' },
  });
  await as(owner).ok(permissionEndpoints.set, {
    params: inFirm,
    body: { target: ordersGroup.id, patterns: ['orders.*'] },
  });
  const adminRole = (await as(owner).ok(roleEndpoints.list, { params: inFirm })).items.find(
    (role) => role.name === 'admin',
  )!;
  const type = await buildInspectionType(app, firm.id, { name: 'Överlåtelsebesiktning' });
  const inspection = await postInspection(app, firm.id, owner.auth, {
    typeId: type.id,
    description: 'Vinden',
  });
  const partnerId = await joinAsUser(app, firm, owner, await buildUser(app, { emailVerified: true }));
  return {
    app,
    as,
    owner,
    admin,
    worker,
    firm,
    mover,
    ordersRole,
    contactsRole,
    ordersGroup,
    adminRole,
    inspection,
    partnerId,
  };
});

const inFirm = () => ({ tenant: world.firm.id });
const system = <T>(query: ReturnType<typeof sql>) =>
  world.app.database.asSystem((tx) => queryRows<T>(tx, query));

/** Everything a grant could change, read past row-level security. */
const grantsOfFirm = async () => ({
  accounts: await system(
    sql`SELECT user_id, roles, permissions FROM accounts WHERE tenant_id = ${world.firm.id} ORDER BY user_id`,
  ),
  roles: await system(
    sql`SELECT name, permissions FROM roles WHERE tenant_id = ${world.firm.id} ORDER BY name`,
  ),
  groups: await system(
    sql`SELECT id, permissions FROM groups WHERE tenant_id = ${world.firm.id} ORDER BY id`,
  ),
  groupMembers: await system(
    sql`SELECT group_id, account_id FROM group_members WHERE tenant_id = ${world.firm.id} ORDER BY group_id, account_id`,
  ),
  invitations: await system(
    sql`SELECT email, roles FROM invitations WHERE tenant_id = ${world.firm.id} ORDER BY email`,
  ),
  linkCodes: await system(
    sql`SELECT user_id, created_by FROM identity_link_codes WHERE tenant_id = ${world.firm.id} ORDER BY user_id`,
  ),
  shares: await system(
    sql`SELECT partner_id, may_edit FROM network_shares WHERE tenant_id = ${world.firm.id} ORDER BY partner_id`,
  ),
});

const invite = (caller: TestUser, roles: string[], email = `${randomUUID().slice(0, 8)}@example.se`) =>
  world.as(caller).send(invitationEndpoints.create, { params: inFirm(), body: { email, roles } });
const changeRoles = (caller: TestUser, userId: string, roles: string[]) =>
  world
    .as(caller)
    .send(memberEndpoints.changeRoles, { params: { ...inFirm(), id: userId }, body: { roles } });
const setPatterns = (caller: TestUser, target: string, patterns: string[]) =>
  world.as(caller).send(permissionEndpoints.set, { params: inFirm(), body: { target, patterns } });
const addToGroup = (caller: TestUser, userId: string) =>
  world.as(caller).send(groupEndpoints.changeMembers, {
    params: { ...inFirm(), id: world.ordersGroup.id },
    body: { add: [userId], remove: [] },
  });
const issueLinkCode = (caller: TestUser, userId: string) =>
  world.as(caller).send(identityLinkEndpoints.issue, { params: { ...inFirm(), id: userId } });
const share = (caller: TestUser, mayEdit: boolean) =>
  world.as(caller).send(inspectionShareEndpoints.share, {
    params: { ...inFirm(), id: world.inspection.id },
    body: { partnerId: world.partnerId, mayEdit },
  });

/** Expects the refusal, and that the firm's grants are as they were. */
async function expectRefused(attempt: () => Promise<LightMyRequestResponse>, detail: string) {
  const before = await grantsOfFirm();
  const response = await attempt();
  expect(response.statusCode, response.body).toBe(403);
  expect(response.json()).toMatchObject({ detail });
  expect(await grantsOfFirm()).toEqual(before);
}

describe('the owner role', () => {
  /** [path, the attempt by `caller`] */
  const giveOwner: [string, (caller: TestUser) => Promise<LightMyRequestResponse>][] = [
    ['an invitation', (caller) => invite(caller, ['owner'])],
    ['a role change', (caller) => changeRoles(caller, world.worker.id, ['user', 'owner'])],
    ['a role change to themself', (caller) => changeRoles(caller, caller.id, ['admin', 'owner'])],
    ['taking it by a role change', (caller) => changeRoles(caller, world.owner.id, ['admin'])],
    ['a link code for an owner', (caller) => issueLinkCode(caller, world.owner.id)],
  ];

  it.each(giveOwner)('is given by an administrator through %s: refused', async (_path, attempt) => {
    await expectRefused(() => attempt(world.admin), accessMessages.ownerRoleByOwner.sv);
  });

  it.each(giveOwner)('is given by a member through %s: refused', async (_path, attempt) => {
    await expectRefused(() => attempt(world.worker), httpMessages.forbidden.sv);
  });

  it('is given by an owner through an invitation, which the invitee accepts', async () => {
    const invitee = await buildUser(world.app, { name: 'Ivar Inbjuden', emailVerified: true });
    const invitation = await invite(world.owner, ['owner'], invitee.email);
    expect(invitation.statusCode).toBe(201);
    const accepted = await world.as(invitee).ok(myInvitationEndpoints.accept, {
      params: { id: invitation.json<{ id: string }>().id },
    });
    expect(accepted.roles).toEqual(['owner']);
  });

  it('is not given by accepting an invitation no owner issued (one stored before the rule held)', async () => {
    const invitee = await buildUser(world.app, { name: 'Inga Inbjuden', emailVerified: true });
    await system(
      sql`INSERT INTO invitations (tenant_id, email, roles, invited_by, invited_by_name)
          VALUES (${world.firm.id}, ${invitee.email.toLowerCase()}, ${'{owner}'}::text[], ${world.admin.id}, ${world.admin.name})`,
    );
    const [pending] = await world
      .as(invitee)
      .ok(myInvitationEndpoints.list, {})
      .then((list) => list.items);
    const before = await grantsOfFirm();
    const response = await world
      .as(invitee)
      .send(myInvitationEndpoints.accept, { params: { id: pending!.id } });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ detail: organisationMessages.invitationGrantLapsed.sv });
    expect(await grantsOfFirm()).toEqual(before);
    expect((await world.as(invitee).ok(accountEndpoints.accounts, {})).items).toEqual([]);
  });

  it('is given by an owner through a role change, and taken again', async () => {
    expect((await changeRoles(world.owner, world.worker.id, ['user', 'owner'])).statusCode).toBe(200);
    expect((await changeRoles(world.owner, world.worker.id, ['user'])).statusCode).toBe(200);
  });

  it('is handed over by a link code an owner issues', async () => {
    const owning = await memberAtOldIssuer(world.app, world.firm, 'Otto Ägare', ['owner']);
    expect((await issueLinkCode(world.owner, owning.id)).statusCode).toBe(201);
  });

  it('is not handed over by a code an administrator issued before the member became an owner', async () => {
    const member = await memberAtOldIssuer(world.app, world.firm, 'Maja Medlem', ['user']);
    const issued = await issueLinkCode(world.admin, member.id);
    expect(issued.statusCode).toBe(201);
    expect((await changeRoles(world.owner, member.id, ['owner'])).statusCode).toBe(200);
    const redeemer = await buildUser(world.app, { name: 'Maja Ny Inloggning' });
    const response = await world.as(redeemer).send(identityLinkEndpoints.redeem, {
      body: { code: issued.json<{ code: string }>().code },
    });
    expect(response.statusCode).toBe(404);
    expect((await world.as(redeemer).ok(accountEndpoints.accounts, {})).items).toEqual([]);
    const [user] = await system<{ issuer: string }>(sql`SELECT issuer FROM users WHERE id = ${member.id}`);
    expect(user).toEqual({ issuer: OLD_ISSUER });
  });
});

describe('the first owner', () => {
  it('is only the creator of a new firm: creating one under a taken id gives nothing', async () => {
    const before = await grantsOfFirm();
    const response = await world.as(world.worker).send(accountEndpoints.createOrganization, {
      body: { id: world.firm.id, name: 'Kapad Firma' },
    });
    expect(response.statusCode).toBe(409);
    expect(await grantsOfFirm()).toEqual(before);
  });

  it('is not made by the first-owner command for a firm that exists', async () => {
    const before = await grantsOfFirm();
    await expect(
      createFirstOwner(world.app.database, {
        email: 'ny.agare@example.se',
        givenName: 'Ny',
        familyName: 'Ägare',
        organization: { id: world.firm.id, name: 'Kapad Firma' },
      }),
    ).rejects.toThrow(/already taken/);
    expect(await grantsOfFirm()).toEqual(before);
    expect(await system(sql`SELECT id FROM users WHERE email = 'ny.agare@example.se'`)).toEqual([]);
  });
});

describe('permissions an administrator does not hold', () => {
  // The owner narrows the administrators' patterns to contacts: administration is still theirs
  // (it goes by the role's name), but orders and assignments are not theirs to give.
  beforeAll(async () => {
    await world.as(world.owner).ok(permissionEndpoints.set, {
      params: inFirm(),
      body: { target: world.adminRole.id, patterns: ['contacts.*'] },
    });
  });

  /** [path, the attempt by `caller`] */
  const giveBeyond: [string, (caller: TestUser) => Promise<LightMyRequestResponse>][] = [
    ['an invitation in a role', (caller) => invite(caller, [world.ordersRole.name])],
    ['a role change', (caller) => changeRoles(caller, world.worker.id, ['user', world.ordersRole.name])],
    [
      'a role change to themself',
      (caller) => changeRoles(caller, caller.id, ['admin', world.ordersRole.name]),
    ],
    ['a member’s own patterns', (caller) => setPatterns(caller, world.worker.id, ['orders.*'])],
    ['their own patterns', (caller) => setPatterns(caller, caller.id, ['*'])],
    ['their own role’s patterns', (caller) => setPatterns(caller, world.adminRole.id, ['*'])],
    [
      'a role’s patterns',
      (caller) => setPatterns(caller, world.contactsRole.id, ['contacts.read', '*.read']),
    ],
    ['a group’s patterns', (caller) => setPatterns(caller, world.ordersGroup.id, ['*'])],
    ['a group’s members', (caller) => addToGroup(caller, world.worker.id)],
    ['joining a group themself', (caller) => addToGroup(caller, caller.id)],
    ['a link code for a member holding more', (caller) => issueLinkCode(caller, world.mover.id)],
    ['a read-only share', (caller) => share(caller, false)],
    ['an editing share', (caller) => share(caller, true)],
  ];

  it.each(giveBeyond)('are given by an administrator through %s: refused', async (_path, attempt) => {
    await expectRefused(() => attempt(world.admin), accessMessages.grantAboveOwn.sv);
  });

  it.each(giveBeyond)('are given by a member through %s: refused', async (_path, attempt) => {
    await expectRefused(() => attempt(world.worker), httpMessages.forbidden.sv);
  });

  it('are given within what the administrator holds', async () => {
    expect((await invite(world.admin, [world.contactsRole.name])).statusCode).toBe(201);
    expect((await setPatterns(world.admin, world.worker.id, ['contacts.read'])).statusCode).toBe(200);
    expect(
      (await changeRoles(world.admin, world.worker.id, ['user', world.contactsRole.name])).statusCode,
    ).toBe(200);
    // What a member already holds is no gift: keeping it in a change is allowed.
    expect((await changeRoles(world.admin, world.worker.id, ['user'])).statusCode).toBe(200);
  });

  it('are given by an owner on every path', async () => {
    expect((await invite(world.owner, [world.ordersRole.name])).statusCode).toBe(201);
    expect(
      (await changeRoles(world.owner, world.worker.id, ['user', world.ordersRole.name])).statusCode,
    ).toBe(200);
    expect(
      (await setPatterns(world.owner, world.ordersGroup.id, ['orders.*', 'calendar.*'])).statusCode,
    ).toBe(200);
    expect((await addToGroup(world.owner, world.worker.id)).statusCode).toBe(200);
    expect((await issueLinkCode(world.owner, world.mover.id)).statusCode).toBe(201);
    expect((await share(world.owner, true)).statusCode).toBe(201);
  });
});
