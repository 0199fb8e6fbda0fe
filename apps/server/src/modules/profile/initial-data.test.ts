import { describe, expect, it } from 'vitest';
import { profileEndpoints } from '@syna/contracts/endpoints/profile';
import { tenantEndpoints } from '@syna/contracts/endpoints/tenancy';
import type { ProfileUpdate } from '@syna/contracts/user';
import { callerFactory } from '../../../test/support/api-client.ts';
import { createTestApp } from '../../../test/support/test-app.ts';
import { buildTenant, buildUser, type TestUser } from '../../../test/support/factories.ts';
import { useWorld } from '../../../test/support/test-world.ts';

const world = useWorld(async () => {
  const app = await createTestApp();
  const as = callerFactory(app);
  const owner = await buildUser(app, { name: 'Olivia Ek' });
  const worker = await buildUser(app, { name: 'Ulla Ström' });
  const firm = await buildTenant(app, owner, {
    name: 'Norrlands Besiktning AB',
    members: [{ user: worker, roles: ['user'] }],
  });
  const otherFirm = await buildTenant(app, owner, { name: 'Sydsvensk Byggkontroll AB' });
  return { app, as, owner, worker, firm, otherFirm };
});

const inFirm = (tenant = world.firm.id) => ({ params: { tenant } });
const initialData = (user: TestUser | null, tenant = world.firm.id) =>
  world.as(user).send(profileEndpoints.initialData, inFirm(tenant));
const profileOf = (user: TestUser) => world.as(user).send(profileEndpoints.profile, inFirm());
const updateProfile = (user: TestUser, body: ProfileUpdate) =>
  world.as(user).send(profileEndpoints.updateProfile, { ...inFirm(), body });

describe('GET /{tenant}/v1/vb', () => {
  it('returns tenant, features, accounts, user, roles and permissions for a member', async () => {
    const response = await initialData(world.worker);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.tenant).toMatchObject({
      id: world.firm.id,
      name: 'Norrlands Besiktning AB',
      address: { value: null },
    });
    expect(body.tenant.settings['order.calendar.enabled']).toBe(false);
    expect(body.user).toMatchObject({
      name: 'Ulla Ström',
      properties: { darkTheme: false, startView: 'assignments' },
    });
    expect(body.roles).toEqual(['user']);
    expect(body.permissions).toContain('inspections.write');
    expect(body.features).toEqual(['calendar', 'contacts', 'email', 'inspections', 'orders', 'projects']);
    expect(body.accounts.map((account: { tenant: { id: string } }) => account.tenant.id)).toEqual([
      world.firm.id,
    ]);
  });

  it('lists every organisation of a user who belongs to two, by name', async () => {
    const response = await initialData(world.owner, world.otherFirm.id);
    expect(response.statusCode).toBe(200);
    expect(response.json().roles).toEqual(['owner']);
    expect(
      response.json().accounts.map((account: { tenant: { name: string } }) => account.tenant.name),
    ).toEqual(['Norrlands Besiktning AB', 'Sydsvensk Byggkontroll AB']);
  });

  it('answers 404 for an unknown tenant and 403 for a tenant the caller is not a member of', async () => {
    const unknown = await initialData(world.worker, 'finns-inte');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.headers['content-type']).toContain('application/problem+json');
    const foreign = await initialData(world.worker, world.otherFirm.id);
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json()).toMatchObject({ status: 403, title: 'Behörighet saknas' });
    expect(foreign.body).not.toContain('Sydsvensk');
  });

  it('answers 401 without a token', async () => {
    const response = await initialData(null);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ status: 401, detail: 'Du är inte inloggad' });
  });
});

describe('profile', () => {
  it('saves name and settings, and a blank address field is stored as null', async () => {
    const response = await updateProfile(world.worker, {
      firstName: 'Ulla',
      lastName: 'Ström-Berg',
      properties: {
        darkTheme: true,
        startView: 'calendar',
        homeAddress: {
          address: 'Storgatan 1',
          postalCode: '903 26',
          city: 'Umeå',
          region: '',
          country: 'SE',
        },
      },
    });
    expect(response.statusCode).toBe(200);
    const again = await profileOf(world.worker);
    expect(again.json()).toMatchObject({
      name: 'Ulla Ström-Berg',
      firstName: 'Ulla',
      lastName: 'Ström-Berg',
      properties: {
        darkTheme: true,
        startView: 'calendar',
        geolocation: false,
        homeAddress: {
          address: 'Storgatan 1',
          postalCode: '903 26',
          city: 'Umeå',
          region: null,
          country: 'SE',
        },
      },
    });
  });

  it('takes only a web address as picture and keeps the old one when refused', async () => {
    const profile = (body?: object) =>
      body ? updateProfile(world.worker, body as ProfileUpdate) : profileOf(world.worker);
    const saved = await profile({ picture: 'https://bilder.example.se/ulla.png' });
    expect(saved.statusCode).toBe(200);
    for (const picture of [
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      'data:text/html,<b>x</b>',
      'vbscript:x',
    ]) {
      const refused = await profile({ picture });
      expect(refused.statusCode, picture).toBe(400);
      expect(Object.keys(refused.json().errors), picture).toEqual(['body.picture']);
    }
    expect((await profile()).json().picture).toBe('https://bilder.example.se/ulla.png');
  });

  it('clears a name part sent as null and keeps parts that are not sent', async () => {
    const response = await updateProfile(world.owner, { firstName: 'Olivia', lastName: 'Ek' });
    expect(response.json()).toMatchObject({ firstName: 'Olivia', lastName: 'Ek', name: 'Olivia Ek' });
    const cleared = await updateProfile(world.owner, { lastName: null });
    expect(cleared.json()).toMatchObject({ firstName: 'Olivia', lastName: null, name: 'Olivia' });
  });

  it('refuses bad input with field errors and changes nothing', async () => {
    const before = await profileOf(world.worker);
    const response = await updateProfile(world.worker, {
      firstName: 'Ny',
      properties: { startView: 'kalender', homeAddress: { country: 'XX' } },
    } as never);
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toContain('application/problem+json');
    expect(Object.keys(response.json().errors)).toEqual(
      expect.arrayContaining(['body.properties.startView', 'body.properties.homeAddress.country']),
    );
    expect((await profileOf(world.worker)).json()).toEqual(before.json());
  });

  it('adds and removes properties on the user profile', async () => {
    const added = await world.as(world.worker).send(profileEndpoints.addFeature, {
      ...inFirm(),
      body: { name: 'speech', value: 'sv-SE' },
    });
    expect(added.statusCode).toBe(201);
    const listed = await world.as(world.worker).send(profileEndpoints.features, inFirm());
    expect(listed.json().items).toEqual([{ id: added.json().id, name: 'speech', value: 'sv-SE' }]);
    const feature = { params: { tenant: world.firm.id, id: added.json().id } };
    const removed = await world.as(world.worker).send(profileEndpoints.removeFeature, feature);
    expect(removed.statusCode).toBe(204);
    const again = await world.as(world.worker).send(profileEndpoints.removeFeature, feature);
    expect(again.statusCode).toBe(404);
  });

  it('lets only administrators read the organisation features', async () => {
    const asUser = await world.as(world.worker).send(tenantEndpoints.features, inFirm());
    expect(asUser.statusCode).toBe(403);
    expect(asUser.json().detail).toBe('Du saknar behörighet att utföra operationen');
    const asOwner = await world.as(world.owner).send(tenantEndpoints.features, inFirm());
    expect(asOwner.statusCode).toBe(200);
    expect(asOwner.json().items.map((feature: { name: string }) => feature.name)).toContain('inspections');
  });
});

const chooseLanguage = (user: TestUser, language: unknown) =>
  updateProfile(user, { language } as ProfileUpdate);
/** A change with an empty name: refused, so that its answer is a problem document. */
const refusedRequest = (user: TestUser, headers: Record<string, string> = {}) =>
  world.as(user).send(profileEndpoints.updateProfile, { ...inFirm(), body: { name: '' } }, headers);

describe('the language in the user’s settings', () => {
  it('is the browser’s (null) until the user chooses one, and is read back once chosen', async () => {
    expect((await initialData(world.owner)).json().user.language).toBeNull();
    const chosen = await chooseLanguage(world.owner, 'en');
    expect(chosen.statusCode).toBe(200);
    expect(chosen.json().language).toBe('en');
    expect((await initialData(world.owner)).json().user.language).toBe('en');
    expect((await profileOf(world.owner)).json().language).toBe('en');
    const cleared = await chooseLanguage(world.owner, null);
    expect(cleared.json().language).toBeNull();
  });

  it('keeps the language when other settings change', async () => {
    await chooseLanguage(world.owner, 'en');
    const response = await updateProfile(world.owner, { properties: { darkTheme: true } });
    expect(response.json()).toMatchObject({ language: 'en', properties: { darkTheme: true } });
    await chooseLanguage(world.owner, null);
  });

  it('refuses a language the app does not speak with a field error and keeps the one chosen', async () => {
    await chooseLanguage(world.worker, 'sv');
    for (const language of ['de', 'EN', '', 7]) {
      const refused = await chooseLanguage(world.worker, language);
      expect(refused.statusCode, String(language)).toBe(400);
      expect(Object.keys(refused.json().errors), String(language)).toEqual(['body.language']);
    }
    expect((await initialData(world.worker)).json().user.language).toBe('sv');
  });

  it('words the user’s later problems in the chosen language whatever the browser asks for', async () => {
    await chooseLanguage(world.worker, 'en');
    const inEnglish = await refusedRequest(world.worker, { 'accept-language': 'sv-SE' });
    expect(inEnglish.statusCode).toBe(400);
    expect(inEnglish.headers['content-language']).toBe('en');
    expect(inEnglish.json()).toMatchObject({ title: 'Bad request' });

    await chooseLanguage(world.worker, 'sv');
    const inSwedish = await refusedRequest(world.worker, { 'accept-language': 'en' });
    expect(inSwedish.headers['content-language']).toBe('sv');
    expect(inSwedish.json()).toMatchObject({ title: 'Ogiltig begäran' });

    await chooseLanguage(world.worker, null);
    const asTheBrowserAsks = await refusedRequest(world.worker, { 'accept-language': 'en-GB' });
    expect(asTheBrowserAsks.json()).toMatchObject({ title: 'Bad request' });
  });
});
