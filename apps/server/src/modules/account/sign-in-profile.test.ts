import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { accountEndpoints } from '@syna/contracts/endpoints/account';
import { EMBEDDED_CLIENT_ID } from '../../config.ts';
import { queryRows } from '../../platform/db/database.ts';
import { createTestApp, signAccessToken } from '../../../test/support/test-app.ts';
import { callerFactory } from '../../../test/support/api-client.ts';
import { buildUser } from '../../../test/support/factories.ts';
import { useWorld } from '../../../test/support/test-world.ts';

const world = useWorld(async () => {
  const app = await createTestApp();
  const member = await buildUser(app, { name: 'Gammalt Namn', email: 'gammal@example.se' });
  return { app, as: callerFactory(app), member };
});

/** An ID token as the embedded issuer issues it: for the staff app's client, no `at+jwt` type. */
const idToken = (claims: {
  sub: string;
  name?: string;
  email?: string;
  email_verified?: boolean | string;
  picture?: string;
}) => signAccessToken(world.app, claims, { typ: 'JWT', audience: EMBEDDED_CLIENT_ID });

const signedIn = (token: string, authorization = world.member.auth.authorization) =>
  world.as(null).send(accountEndpoints.signedIn, { body: { idToken: token } }, { authorization });

/** The member's row as the database holds it. */
const storedRow = async () => {
  const [row] = await world.app.database.asSystem((tx) =>
    queryRows<{ name: string; email: string | null; picture: string | null; email_verified: boolean }>(
      tx,
      sql`SELECT name, email, picture, email_verified FROM users WHERE id = ${world.member.id}`,
    ),
  );
  return row!;
};
const stored = async () => {
  const { name, email, picture } = await storedRow();
  return { name, email, picture };
};
const emailVerified = async () => (await storedRow()).email_verified;

describe('a completed sign-in', () => {
  it('refreshes name, e-mail and picture from the ID token', async () => {
    const response = await signedIn(
      await idToken({
        sub: world.member.sub,
        name: 'Nytt Namn',
        email: 'ny@example.se',
        picture: 'https://bilder.example.se/ny.png',
      }),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: world.member.id, name: 'Nytt Namn', email: 'ny@example.se' });
    expect(await stored()).toEqual({
      name: 'Nytt Namn',
      email: 'ny@example.se',
      picture: 'https://bilder.example.se/ny.png',
    });
  });

  it('keeps what the ID token does not carry, and never takes a script address as the picture', async () => {
    const response = await signedIn(
      await idToken({ sub: world.member.sub, name: 'Namn Igen', picture: 'javascript:alert(1)' }),
    );
    expect(response.statusCode).toBe(200);
    expect(await stored()).toEqual({
      name: 'Namn Igen',
      email: 'ny@example.se',
      picture: 'https://bilder.example.se/ny.png',
    });
  });

  it('refuses with 400 an ID token of someone else, an access token, or one for another client, and changes nothing', async () => {
    const before = await stored();
    const refused = [
      await idToken({ sub: 'någon-annan', name: 'Kapad' }),
      await signAccessToken(world.app, { sub: world.member.sub, name: 'Kapad' }),
      await signAccessToken(
        world.app,
        { sub: world.member.sub, name: 'Kapad' },
        { typ: 'JWT', audience: 'annan-klient' },
      ),
    ];
    for (const token of refused) {
      const response = await signedIn(token);
      expect(response.statusCode).toBe(400);
      expect(response.headers['content-type']).toContain('application/problem+json');
    }
    expect(await stored()).toEqual(before);
  });

  it('answers 401 without a valid access token, and changes nothing', async () => {
    const before = await stored();
    const token = await idToken({ sub: world.member.sub, name: 'Kapad' });
    expect((await signedIn(token, `Bearer ${token}`)).statusCode).toBe(401);
    expect(await stored()).toEqual(before);
  });

  it('keeps whether the issuer verified the e-mail: only an explicit email_verified counts, for the address it came with', async () => {
    await signedIn(
      await idToken({ sub: world.member.sub, email: 'verifierad@example.se', email_verified: true }),
    );
    expect(await emailVerified()).toBe(true);
    // A name alone leaves the address and its verification as they were.
    await signedIn(await idToken({ sub: world.member.sub, name: 'Bara Namn' }));
    expect(await emailVerified()).toBe(true);
    // An address without the claim is not verified, even the same one.
    await signedIn(await idToken({ sub: world.member.sub, email: 'verifierad@example.se' }));
    expect(await emailVerified()).toBe(false);
  });

  it('reads email_verified given as the string "true" or "false", as some issuers can only send it', async () => {
    await signedIn(
      await idToken({ sub: world.member.sub, email: 'strang@example.se', email_verified: 'true' }),
    );
    expect(await emailVerified()).toBe(true);
    await signedIn(
      await idToken({ sub: world.member.sub, email: 'strang@example.se', email_verified: 'false' }),
    );
    expect(await emailVerified()).toBe(false);
    await signedIn(
      await idToken({ sub: world.member.sub, email: 'strang@example.se', email_verified: 'yes' }),
    );
    expect(await emailVerified()).toBe(false);
  });
});
