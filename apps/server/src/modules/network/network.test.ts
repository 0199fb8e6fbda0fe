import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import * as endpoints from '@syna/contracts/endpoints/network';
import { enterPartnerScope, queryRows } from '../../platform/db/database.ts';
import { buildTenant, buildUser, type TestUser } from '../../../test/support/factories.ts';
import { buildInspectionType, postInspection } from '../../../test/support/inspection-factories.ts';
import { joinAsOrganization, joinAsUser } from '../../../test/support/network-partners.ts';
import { orderBody, placeOrder, postOrderType } from '../../../test/support/order-factories.ts';
import { useOrderWorld } from '../../../test/support/order-fixture.ts';
import { apiDocument } from '../../../test/support/api-client.ts';

// The partner network: a firm invites external users and organisations by e-mail; they accept or
// decline signed in with the invited (verified) address; the firm shares single orders and
// assignments with them, and a partner reads exactly those, personnummer masked.

/** The order-taking firm with an order type of its own, for the orders it shares. */
const world = useOrderWorld(async ({ app, firm, owner, villa }) => ({
  orderTypeId: (await postOrderType(app, firm.id, owner.auth, { inspectionTypeIds: [villa.id] })).id,
}));
const firmParams = () => ({ tenant: world.firm.id });

/** A signed-in person with a verified address of their own. */
const person = (name = 'Per Partner') =>
  buildUser(world.app, { name, email: `${crypto.randomUUID().slice(0, 8)}@Partner.se`, emailVerified: true });

const system = <T>(query: ReturnType<typeof sql>) =>
  world.app.database.asSystem((tx) => queryRows<T>(tx, query));

const inviteUser = (email: string, by: TestUser = world.owner) =>
  world.as(by).send(endpoints.networkUserAdminEndpoints.invite, { params: firmParams(), body: { email } });
const acceptUser = (user: TestUser, id: string, tenant = world.firm.id) =>
  world.as(user).send(endpoints.networkEndpoints.acceptUser, { params: { tenant, id } });
const sharedOrder = (user: TestUser, id: string) =>
  world.as(user).send(endpoints.networkEndpoints.order, { params: { tenant: world.firm.id, id } });
const shareOrder = (orderId: string, partnerId: string, mayEdit = false, by: TestUser = world.owner) =>
  world.as(by).send(endpoints.orderShareEndpoints.share, {
    params: { tenant: world.firm.id, id: orderId },
    body: { partnerId, mayEdit },
  });

const newOrder = () =>
  placeOrder(
    world.app,
    world.firm.id,
    orderBody({ orderTypeId: world.orderTypeId, types: [world.villa.id], preferredDate: world.nextDate }),
  );

describe('network invitations', () => {
  it('invites an address for seven days, e-mails a link to the firm’s network page and lists it pending', async () => {
    const invitee = await person();
    const response = await inviteUser(` ${invitee.email} `);
    expect(response.statusCode).toBe(201);
    const invitation = response.json();
    expect(invitation).toMatchObject({ kind: 'user', email: invitee.email.toLowerCase(), expired: false });
    expect(invitation).not.toHaveProperty('status');
    const days = (Date.parse(invitation.expiresAt) - Date.parse(invitation.createdAt)) / 86_400_000;
    expect(days).toBeCloseTo(7, 3);
    const [mail] = await system<{ subject: string; text_body: string }>(
      sql`SELECT subject, text_body FROM mail_outbox WHERE ${invitee.email.toLowerCase()} = ANY (recipients)`,
    );
    expect(mail!.subject).toContain(world.firm.name);
    expect(mail!.text_body).toContain(`/main/network/${world.firm.id}?invitation=${invitation.id}`);
    const pending = await world
      .as(world.owner)
      .ok(endpoints.networkUserAdminEndpoints.invitations, { params: firmParams() });
    expect(pending.items.map((item) => item.id)).toContain(invitation.id);
    expect((await inviteUser(invitee.email.toUpperCase())).statusCode).toBe(409);
    expect((await inviteUser('inte-en-adress')).json().errors['body.email']).toBeDefined();
  });

  it('shows the invitee the firm’s name, and lets nobody else into the firm’s network paths', async () => {
    const invitee = await person();
    const invitation = (await inviteUser(invitee.email)).json();
    const mine = await world
      .as(invitee)
      .ok(endpoints.networkEndpoints.userInvitations, { params: firmParams() });
    expect(mine.items).toEqual([
      expect.objectContaining({ id: invitation.id, tenant: { id: world.firm.id, name: world.firm.name } }),
    ]);
    expect(mine.items[0]).not.toHaveProperty('status');
    const stranger = await person('Sara Främling');
    const refused = await world
      .as(stranger)
      .send(endpoints.networkEndpoints.userInvitations, { params: firmParams() });
    expect(refused.statusCode).toBe(403);
    // An unverified address matches nothing.
    const unverified = await buildUser(world.app, { email: invitee.email, emailVerified: false });
    expect((await acceptUser(unverified, invitation.id)).statusCode).toBe(403);
    const network = await world.as(invitee).ok(endpoints.myNetworkEndpoints.get, {});
    expect(network.invitations.map((item) => item.tenant.name)).toEqual([world.firm.name]);
  });

  it('is bound to its address: someone else’s invitation answers 404 and stays pending', async () => {
    const first = await person();
    const second = await person();
    const invitationOfFirst = (await inviteUser(first.email)).json();
    await inviteUser(second.email);
    expect((await acceptUser(second, invitationOfFirst.id)).statusCode).toBe(404);
    expect(
      (
        await world.as(second).send(endpoints.networkEndpoints.denyUser, {
          params: { ...firmParams(), id: invitationOfFirst.id },
        })
      ).statusCode,
    ).toBe(404);
    expect((await acceptUser(first, invitationOfFirst.id)).statusCode).toBe(204);
  });

  it('is answered once: accepted, it makes a partner and cannot be answered again', async () => {
    const invitee = await person('Agnes Accepterar');
    const invitation = (await inviteUser(invitee.email)).json();
    expect((await acceptUser(invitee, invitation.id)).statusCode).toBe(204);
    expect((await acceptUser(invitee, invitation.id)).statusCode).toBe(404);
    const partners = await world
      .as(world.owner)
      .ok(endpoints.networkUserAdminEndpoints.list, { params: firmParams() });
    expect(partners.items).toContainEqual(
      expect.objectContaining({
        kind: 'user',
        name: 'Agnes Accepterar',
        email: invitee.email.toLowerCase(),
        shares: 0,
      }),
    );
    const pending = await world
      .as(world.owner)
      .ok(endpoints.networkUserAdminEndpoints.invitations, { params: firmParams() });
    expect(pending.items.map((item) => item.id)).not.toContain(invitation.id);
    expect((await inviteUser(invitee.email)).statusCode).toBe(409);
    const network = await world.as(invitee).ok(endpoints.myNetworkEndpoints.get, {});
    expect(network.partnerOf).toEqual([{ id: world.firm.id, name: world.firm.name }]);
  });

  it('declined, makes no partner and cannot be accepted after', async () => {
    const invitee = await person();
    const invitation = (await inviteUser(invitee.email)).json();
    const denied = await world
      .as(invitee)
      .send(endpoints.networkEndpoints.denyUser, { params: { ...firmParams(), id: invitation.id } });
    expect(denied.statusCode, denied.body).toBe(204);
    expect((await acceptUser(invitee, invitation.id)).statusCode).toBe(403);
  });

  it('expires after its days: the invitee can no longer answer it, the firm sees it expired and may invite again', async () => {
    const invitee = await person();
    const invitation = (await inviteUser(invitee.email)).json();
    await system(
      sql`UPDATE network_invitations SET expires_at = now() - interval '1 minute' WHERE id = ${invitation.id}`,
    );
    expect((await acceptUser(invitee, invitation.id)).statusCode).toBe(403);
    const pending = await world
      .as(world.owner)
      .ok(endpoints.networkUserAdminEndpoints.invitations, { params: firmParams() });
    expect(pending.items.find((item) => item.id === invitation.id)?.expired).toBe(true);
    const again = await inviteUser(invitee.email);
    expect(again.statusCode).toBe(201);
    expect((await acceptUser(invitee, invitation.id)).statusCode).toBe(404);
    expect((await acceptUser(invitee, again.json().id)).statusCode).toBe(204);
  });

  it('withdrawn by the firm, is gone; another firm’s administrator withdraws nothing', async () => {
    const invitee = await person();
    const invitation = (await inviteUser(invitee.email)).json();
    const params = { ...firmParams(), id: invitation.id };
    expect(
      (await world.as(world.stranger).send(endpoints.networkUserAdminEndpoints.withdraw, { params }))
        .statusCode,
    ).toBe(403);
    const inOwnFirm = { tenant: world.otherFirm.id, id: invitation.id };
    expect(
      (
        await world
          .as(world.stranger)
          .send(endpoints.networkUserAdminEndpoints.withdraw, { params: inOwnFirm })
      ).statusCode,
    ).toBe(404);
    expect(
      (await world.as(world.owner).send(endpoints.networkUserAdminEndpoints.withdraw, { params })).statusCode,
    ).toBe(204);
    expect((await acceptUser(invitee, invitation.id)).statusCode).toBe(403);
  });

  it('refuses a plain user the administrators’ paths', async () => {
    expect((await inviteUser('kollega@example.se', world.inspector)).statusCode).toBe(403);
  });
});

describe('external organisations', () => {
  it('joins through its administrator; its members see what is shared, a plain member cannot accept', async () => {
    const admin = await person('Åsa Administratör');
    const colleague = await person('Kalle Kollega');
    const partnerFirm = await buildTenant(world.app, admin, {
      name: 'Partnerbolaget AB',
      members: [{ user: colleague, roles: ['user'] }],
    });
    const invitation = (
      await world.as(world.owner).send(endpoints.networkOrgAdminEndpoints.invite, {
        params: firmParams(),
        body: { email: colleague.email },
      })
    ).json();
    const byMember = await world.as(colleague).send(endpoints.networkEndpoints.acceptOrg, {
      params: { ...firmParams(), id: invitation.id },
      body: { organization: partnerFirm.id },
    });
    expect(byMember.statusCode).toBe(403);
    const toItself = await world.as(colleague).send(endpoints.networkEndpoints.acceptOrg, {
      params: { ...firmParams(), id: invitation.id },
      body: { organization: world.firm.id },
    });
    expect(toItself.statusCode).toBe(400);

    const partnerId = await joinAsOrganization(world.app, world.firm, world.owner, partnerFirm, admin);
    const orgs = await world
      .as(world.owner)
      .ok(endpoints.networkOrgAdminEndpoints.list, { params: firmParams() });
    expect(orgs.items).toContainEqual(
      expect.objectContaining({ id: partnerId, kind: 'org', name: 'Partnerbolaget AB' }),
    );
    const order = await newOrder();
    expect((await shareOrder(order.id, partnerId)).statusCode).toBe(201);
    expect((await sharedOrder(colleague, order.id)).statusCode).toBe(200);
    const listed = await world.as(colleague).ok(endpoints.networkEndpoints.shared, { params: firmParams() });
    expect(listed.items.map((item) => item.id)).toEqual([order.id]);
  });
});

describe('shares', () => {
  let partner: TestUser;
  let partnerId: string;
  let shared: { id: string; number: string };
  let unshared: { id: string; number: string };

  beforeAll(async () => {
    partner = await person('Pia Partner');
    partnerId = await joinAsUser(world.app, world.firm, world.owner, partner);
    shared = await newOrder();
    unshared = await newOrder();
    expect((await shareOrder(shared.id, partnerId)).statusCode).toBe(201);
  });

  it('lets the partner read a shared order with the personnummer masked, and answers 404 for another', async () => {
    const response = await sharedOrder(partner, shared.id);
    expect(response.statusCode).toBe(200);
    const order = response.json();
    expect(order).toMatchObject({ number: shared.number, mayEdit: false, estateNumber: 'Tegsbacken 2:14' });
    expect(order.customer).toEqual({
      type: 'person',
      name: 'Karin Köpsson',
      email: 'karin.kopsson@example.se',
      phone: expect.any(String),
      number: '19811218-****',
    });
    expect(response.body).not.toContain('9876');
    // A company's organisation number is no personal identity: it stays.
    expect(order.owner1.number).toBe('556036-0793');
    expect((await sharedOrder(partner, unshared.id)).statusCode).toBe(404);
    const list = await world.as(partner).ok(endpoints.networkEndpoints.shared, { params: firmParams() });
    expect(list.items).toEqual([
      expect.objectContaining({ kind: 'order', id: shared.id, title: 'Storgatan 12, 903 25 Umeå' }),
    ]);
  });

  it('refuses the partner every write of a read-only share, and the firm’s own paths', async () => {
    const params = { ...firmParams(), id: shared.id };
    const write = await world
      .as(partner)
      .send(endpoints.networkEndpoints.updateOrder, { params, body: { message: 'Ändrat' } });
    expect(write.statusCode).toBe(403);
    expect((await sharedOrder(partner, shared.id)).json().message).toBe('Nyckel finns hos grannen');
    const staffPath = await world.as(partner).send(endpoints.orderShareEndpoints.list, { params });
    expect(staffPath.statusCode).toBe(403);
  });

  it('lets the partner edit what a share allows, once the firm allows it', async () => {
    const again = await shareOrder(shared.id, partnerId, true);
    expect(again.statusCode).toBe(201);
    const params = { ...firmParams(), id: shared.id };
    const write = await world
      .as(partner)
      .send(endpoints.networkEndpoints.updateOrder, { params, body: { message: 'Vi tar den' } });
    expect(write.statusCode).toBe(200);
    expect(write.json()).toMatchObject({ message: 'Vi tar den', mayEdit: true });
    const shares = await world.as(world.owner).ok(endpoints.orderShareEndpoints.list, { params });
    expect(shares.items).toEqual([
      expect.objectContaining({ partner: expect.objectContaining({ id: partnerId }), mayEdit: true }),
    ]);
    await shareOrder(shared.id, partnerId, false);
  });

  it('shares and un-shares assignments, the un-share taking effect at once', async () => {
    const type = await buildInspectionType(world.app, world.firm.id, { name: 'Fuktbesiktning' });
    const inspection = await postInspection(world.app, world.firm.id, world.owner.auth, {
      typeId: type.id,
      description: 'Källaren',
    });
    const params = { ...firmParams(), id: inspection.id };
    const share = await world
      .as(world.owner)
      .ok(endpoints.inspectionShareEndpoints.share, { params, body: { partnerId } });
    const read = await world.as(partner).ok(endpoints.networkEndpoints.inspection, { params });
    expect(read).toMatchObject({ number: inspection.number, description: 'Källaren', mayEdit: false });
    const readOnly = await world.as(partner).send(endpoints.networkEndpoints.updateInspection, {
      params,
      body: { description: 'Vinden också' },
    });
    expect(readOnly.statusCode).toBe(403);
    await world
      .as(world.owner)
      .ok(endpoints.inspectionShareEndpoints.share, { params, body: { partnerId, mayEdit: true } });
    const edited = await world.as(partner).ok(endpoints.networkEndpoints.updateInspection, {
      params,
      body: { description: 'Vinden också' },
    });
    expect(edited).toMatchObject({ description: 'Vinden också', mayEdit: true });
    await world
      .as(world.owner)
      .ok(endpoints.inspectionShareEndpoints.unshare, { params: { ...params, share: share.id } });
    expect((await world.as(partner).send(endpoints.networkEndpoints.inspection, { params })).statusCode).toBe(
      404,
    );
  });

  it('answers another firm’s administrator 403 in the firm and 404 for the firm’s order in their own', async () => {
    const inFirm = await shareOrder(shared.id, partnerId, false, world.stranger);
    expect(inFirm.statusCode).toBe(403);
    const inOwn = await world.as(world.stranger).send(endpoints.orderShareEndpoints.share, {
      params: { tenant: world.otherFirm.id, id: shared.id },
      body: { partnerId },
    });
    expect(inOwn.statusCode).toBe(404);
    const otherPartner = await world.as(world.owner).send(endpoints.orderShareEndpoints.share, {
      params: { tenant: world.firm.id, id: shared.id },
      body: { partnerId: crypto.randomUUID() },
    });
    expect(otherPartner.statusCode).toBe(400);
    expect(otherPartner.json().errors['body.partnerId']).toBeDefined();
  });

  it('writes shares and the partner’s reads to the firm’s events log', async () => {
    const events = await system<{ method: string; route: string; target: string; actor_id: string }>(
      sql`SELECT method, route, target, actor_id FROM events WHERE tenant_id = ${world.firm.id} ORDER BY at`,
    );
    expect(events).toContainEqual(
      expect.objectContaining({
        method: 'POST',
        route: '/v1/vb/admin/order/:id/partners',
        actor_id: world.owner.id,
      }),
    );
    expect(events).toContainEqual({
      method: 'GET',
      route: '/v1/vb/network/order/:id',
      target: shared.id,
      actor_id: partner.id,
    });
  });

  it('keeps the rows apart in the database itself: a partner transaction sees only the shared order', async () => {
    const rows = await world.app.database.withTenant(
      { tenantId: world.firm.id, userId: partner.id },
      async (tx) => {
        await enterPartnerScope(tx, world.firm.id);
        return queryRows<{ id: string }>(tx, sql`SELECT id FROM orders`);
      },
    );
    expect(rows.map((row) => row.id)).toEqual([shared.id]);
    const contacts = world.app.database.withTenant(
      { tenantId: world.firm.id, userId: partner.id },
      async (tx) => {
        await enterPartnerScope(tx, world.firm.id);
        return queryRows(tx, sql`SELECT * FROM contacts`);
      },
    );
    const refusal = await contacts.then(
      () => null,
      (error: Error) => error.cause,
    );
    expect(String(refusal)).toMatch(/permission denied for table contacts/);
  });

  it('removing the partner un-shares everything and shuts the firm’s network to them', async () => {
    const other = await person();
    const otherId = await joinAsUser(world.app, world.firm, world.owner, other);
    const order = await newOrder();
    await shareOrder(order.id, otherId);
    await world
      .as(world.owner)
      .ok(endpoints.networkUserAdminEndpoints.remove, { params: { ...firmParams(), id: otherId } });
    expect((await sharedOrder(other, order.id)).statusCode).toBe(403);
    expect(
      await world
        .as(world.owner)
        .ok(endpoints.orderShareEndpoints.list, { params: { ...firmParams(), id: order.id } }),
    ).toEqual({
      items: [],
      total: 0,
    });
  });
});

describe('API document', () => {
  it('lists every path of SPEC §7 "Network" with its methods', async () => {
    const { paths } = await apiDocument(world.app);
    const methodsOf = (path: string) => Object.keys(paths[`/{tenant}/v1/vb${path}`] ?? {}).sort();
    const expected: [string, string[]][] = [
      ['/admin/network/user', ['get']],
      ['/admin/network/user/{id}', ['delete', 'put']],
      ['/admin/network/user/invitations', ['get', 'post']],
      ['/admin/network/user/invitations/{id}', ['delete']],
      ['/admin/network/org', ['get']],
      ['/admin/network/org/{id}', ['delete', 'put']],
      ['/admin/network/org/invitations', ['get', 'post']],
      ['/admin/network/org/invitations/{id}', ['delete']],
      ['/network/user/invitations', ['get']],
      ['/network/user/invitations/{id}', ['delete', 'post']],
      ['/network/user', ['get']],
      ['/network/org/invitations', ['get']],
      ['/network/org/invitations/{id}', ['delete', 'post']],
    ];
    expect(expected.map(([path]) => [path, methodsOf(path)])).toEqual(expected);
  });
});
