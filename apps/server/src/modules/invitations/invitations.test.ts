import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { accountEndpoints } from '@syna/contracts/endpoints/account';
import { MAIL_LIMITS_PER_HOUR } from '@syna/contracts/constants';
import { invitationEndpoints, myInvitationEndpoints } from '@syna/contracts/endpoints/invitations';
import { INVITATION_TTL_DAYS } from '@syna/contracts/invitations';
import { queryRows } from '../../platform/db/database.ts';
import { buildUser, type TestUser } from '../../../test/support/factories.ts';
import { useTwoFirms } from '../../../test/support/two-firms.ts';

const world = useTwoFirms({ name: 'member', roles: ['user'] });

const inFirm = () => ({ tenant: world.firm.id });
const invite = (email: string, roles: string[] = ['user'], by: TestUser = world.owner) =>
  world.as(by).send(invitationEndpoints.create, { params: inFirm(), body: { email, roles } });
const firmInvitations = async () =>
  (await world.as(world.owner).ok(invitationEndpoints.list, { params: inFirm() })).items;
const pendingOf = async (user: TestUser) => (await world.as(user).ok(myInvitationEndpoints.list, {})).items;
const accept = (user: TestUser, id: string) =>
  world.as(user).send(myInvitationEndpoints.accept, { params: { id } });
const deny = (user: TestUser, id: string) =>
  world.as(user).send(myInvitationEndpoints.deny, { params: { id } });

/** A signed-in person with a verified address of their own, not yet in any firm. */
const invitee = (name = 'Ingrid Inbjuden', emailVerified = true) =>
  buildUser(world.app, { name, email: `${crypto.randomUUID().slice(0, 8)}@Example.se`, emailVerified });

const system = <T>(query: ReturnType<typeof sql>) =>
  world.app.database.asSystem((tx) => queryRows<T>(tx, query));
const mailTo = (email: string) =>
  system<{ subject: string; text_body: string }>(
    sql`SELECT subject, text_body FROM mail_outbox WHERE ${email} = ANY (recipients)`,
  );
/** What the firm's events log holds of a user's changes: how they answered, and to what. */
const eventsBy = (user: TestUser) =>
  system<{ method: string; route: string; target: string }>(
    sql`SELECT method, route, target FROM events WHERE tenant_id = ${world.firm.id} AND actor_id = ${user.id} ORDER BY at`,
  );
const membershipsOf = (user: TestUser) =>
  system<{ tenant_id: string; roles: string[] }>(
    sql`SELECT tenant_id, roles FROM accounts WHERE user_id = ${user.id}`,
  );

describe('inviting to the firm', () => {
  it('stores the invitation with its address in lower case and e-mails the invitee a link to the pick page', async () => {
    const person = await invitee();
    const response = await invite(`  ${person.email} `, ['user', 'viewer']);
    expect(response.statusCode).toBe(201);
    const invitation = response.json();
    expect(invitation).toMatchObject({
      email: person.email.toLowerCase(),
      roles: ['user', 'viewer'],
      status: 'created',
      invitedBy: { id: world.owner.id, name: world.owner.name },
      answeredAt: null,
    });
    expect((await firmInvitations()).map((listed) => listed.id)).toContain(invitation.id);
    const [mail] = await mailTo(person.email.toLowerCase());
    expect(mail!.subject).toContain(world.firm.name);
    expect(mail!.text_body).toContain(world.owner.name);
    expect(mail!.text_body).toContain(`/main/welcome?invitation=${invitation.id}`);
    expect(mail!.text_body).toContain('has invited you');
  });

  it('refuses a bad address or an unknown role with field errors, and stores and sends nothing', async () => {
    const before = await firmInvitations();
    const bad = await invite('inte-en-adress');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors['body.email']).toBeDefined();
    const unknown = await invite('ny@example.se', ['user', 'kung']);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors['body.roles']).toEqual(['Okänd roll: kung']);
    expect(await firmInvitations()).toEqual(before);
    expect(await mailTo('ny@example.se')).toEqual([]);
  });

  it('answers 409 for a member of the firm and for an address already invited', async () => {
    expect((await invite(world.member.email.toUpperCase())).statusCode).toBe(409);
    const person = await invitee();
    expect((await invite(person.email)).statusCode).toBe(201);
    const again = await invite(person.email.toUpperCase(), ['viewer']);
    expect(again.statusCode).toBe(409);
    expect((await mailTo(person.email.toLowerCase())).length).toBe(1);
  });

  it('refuses a plain member (403) and another firm’s owner (403 for the firm, 404 for its invitation ids)', async () => {
    const person = await invitee();
    const { id } = (await invite(person.email)).json();
    expect((await invite('x@example.se', ['user'], world.member)).statusCode).toBe(403);
    expect(
      (await world.as(world.member).send(invitationEndpoints.list, { params: inFirm() })).statusCode,
    ).toBe(403);
    const withdrawnByOther = await world.as(world.outsider).send(invitationEndpoints.withdraw, {
      params: { tenant: world.otherFirm.id, id },
    });
    expect(withdrawnByOther.statusCode).toBe(404);
    expect((await firmInvitations()).map((listed) => listed.id)).toContain(id);
  });

  it('withdraws an invitation, after which the invitee no longer sees it', async () => {
    const person = await invitee();
    const { id } = (await invite(person.email)).json();
    expect((await pendingOf(person)).map((pending) => pending.id)).toEqual([id]);
    const withdrawn = await world
      .as(world.owner)
      .send(invitationEndpoints.withdraw, { params: { ...inFirm(), id } });
    expect(withdrawn.statusCode).toBe(204);
    expect(await pendingOf(person)).toEqual([]);
    expect((await accept(person, id)).statusCode).toBe(404);
    expect(
      (await world.as(world.owner).send(invitationEndpoints.withdraw, { params: { ...inFirm(), id } }))
        .statusCode,
    ).toBe(404);
  });
});

describe('answering an invitation', () => {
  it('shows the invitee the pending invitation with the firm’s name, and accepting makes them a member', async () => {
    const person = await invitee();
    const { id } = (await invite(person.email, ['viewer'])).json();
    expect(await pendingOf(person)).toEqual([
      expect.objectContaining({ id, tenant: world.firm, roles: ['viewer'], invitedBy: world.owner.name }),
    ]);
    const accepted = await accept(person, id);
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toMatchObject({ tenant: world.firm, roles: ['viewer'] });
    const mine = await world.as(person).ok(accountEndpoints.accounts, {});
    expect(mine.items.map((account) => account.tenant.id)).toEqual([world.firm.id]);
    expect(await pendingOf(person)).toEqual([]);
    expect((await firmInvitations()).find((listed) => listed.id === id)).toMatchObject({
      status: 'accepted',
    });
    // Single use: a second answer finds no pending invitation.
    expect((await accept(person, id)).statusCode).toBe(404);
    expect((await deny(person, id)).statusCode).toBe(404);
    expect(await membershipsOf(person)).toEqual([{ tenant_id: world.firm.id, roles: ['viewer'] }]);
    // The new membership is in the firm's log, by the invitee.
    expect(await eventsBy(person)).toEqual([
      { method: 'POST', route: '/v1/account/user/organization/invitations/:id', target: accepted.json().id },
    ]);
  });

  it('denies an invitation: no membership, the firm sees it declined', async () => {
    const person = await invitee();
    const { id } = (await invite(person.email)).json();
    expect((await deny(person, id)).statusCode).toBe(204);
    expect(await membershipsOf(person)).toEqual([]);
    expect((await firmInvitations()).find((listed) => listed.id === id)).toMatchObject({ status: 'denied' });
    expect(await eventsBy(person)).toEqual([
      { method: 'DELETE', route: '/v1/account/user/organization/invitations/:id', target: id },
    ]);
    expect((await accept(person, id)).statusCode).toBe(404);
    // Once answered, the address may be invited again.
    expect((await invite(person.email)).statusCode).toBe(201);
  });

  it('answers someone else’s invitation with 404 and changes nothing', async () => {
    const person = await invitee();
    const other = await invitee('Otto Annan');
    const { id } = (await invite(person.email)).json();
    expect(await pendingOf(other)).toEqual([]);
    expect((await accept(other, id)).statusCode).toBe(404);
    expect((await deny(other, id)).statusCode).toBe(404);
    expect(
      (await world.as(world.outsider).send(myInvitationEndpoints.accept, { params: { id } })).statusCode,
    ).toBe(404);
    expect(await membershipsOf(other)).toEqual([]);
    expect((await firmInvitations()).find((listed) => listed.id === id)).toMatchObject({ status: 'created' });
  });

  it('never matches an e-mail address the issuer has not verified', async () => {
    const unverified = await invitee('Ulla Overifierad', false);
    const { id } = (await invite(unverified.email)).json();
    expect(await pendingOf(unverified)).toEqual([]);
    expect((await accept(unverified, id)).statusCode).toBe(404);
    expect(await membershipsOf(unverified)).toEqual([]);
  });

  it('refuses to accept for someone already in the firm (409), leaving the invitation pending', async () => {
    const person = await invitee();
    const { id } = (await invite(person.email)).json();
    // The person joins by another way before answering.
    await world.app.database.asSystem((tx) =>
      tx.execute(
        sql`INSERT INTO accounts (tenant_id, user_id, name, roles) VALUES (${world.firm.id}, ${person.id}, ${person.name}, ARRAY['user'])`,
      ),
    );
    expect((await accept(person, id)).statusCode).toBe(409);
    expect(await membershipsOf(person)).toEqual([{ tenant_id: world.firm.id, roles: ['user'] }]);
    expect((await firmInvitations()).find((listed) => listed.id === id)).toMatchObject({ status: 'created' });
  });
});

describe('an invitation’s limits', () => {
  /** Moves an invitation's sending back by `days`. */
  const sentDaysAgo = (id: string, days: number) =>
    system(
      sql`UPDATE invitations SET created_at = now() - make_interval(days => ${days}) WHERE id = ${id} RETURNING id`,
    );

  it('expires after 7 days: the invitee no longer sees or accepts it, and the address may be invited again', async () => {
    const person = await invitee();
    const sent = (await invite(person.email)).json<{ id: string; createdAt: string; expiresAt: string }>();
    expect(Date.parse(sent.expiresAt) - Date.parse(sent.createdAt)).toBe(INVITATION_TTL_DAYS * 86_400_000);
    await sentDaysAgo(sent.id, INVITATION_TTL_DAYS - 1);
    expect((await pendingOf(person)).map((pending) => pending.id)).toEqual([sent.id]);
    await sentDaysAgo(sent.id, INVITATION_TTL_DAYS);
    expect(await pendingOf(person)).toEqual([]);
    expect((await accept(person, sent.id)).statusCode).toBe(404);
    expect(await membershipsOf(person)).toEqual([]);
    const again = await invite(person.email);
    expect(again.statusCode).toBe(201);
    expect((await firmInvitations()).map((listed) => listed.id)).not.toContain(sent.id);
    expect((await accept(person, again.json().id)).statusCode).toBe(200);
  });

  it('is refused with 429 past the hourly mail limit to one address, storing and sending nothing', async () => {
    const person = await invitee();
    for (let sent = 0; sent < MAIL_LIMITS_PER_HOUR.recipient; sent += 1) {
      const { id } = (await invite(person.email)).json();
      await world.as(world.owner).ok(invitationEndpoints.withdraw, { params: { ...inFirm(), id } });
    }
    const refused = await invite(person.email);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().detail).toMatch(/^För många inbjudningar/);
    expect(await mailTo(person.email.toLowerCase())).toHaveLength(MAIL_LIMITS_PER_HOUR.recipient);
    expect((await firmInvitations()).filter((listed) => listed.email === person.email.toLowerCase())).toEqual(
      [],
    );
  });

  it('is refused with 429 past the firm’s hourly mail limit, whatever the address', async () => {
    const [hour] = await system<{ count: number }>(
      sql`SELECT count(*)::int AS count FROM mail_outbox WHERE tenant_id = ${world.firm.id}
            AND created_at > now() - interval '1 hour'`,
    );
    // The firm's mail of the hour so far, filled up to its limit with other messages.
    await system(
      sql`INSERT INTO mail_outbox (tenant_id, recipients, subject, text_body)
          SELECT ${world.firm.id}, ARRAY['fyllnad-' || n || '@example.se'], 'Fyllnad', 'Fyllnad'
            FROM generate_series(1, ${MAIL_LIMITS_PER_HOUR.firm - hour!.count}) AS n RETURNING id`,
    );
    const person = await invitee();
    expect((await invite(person.email)).statusCode).toBe(429);
    expect(await mailTo(person.email.toLowerCase())).toEqual([]);
  });
});
