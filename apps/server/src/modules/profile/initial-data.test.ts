import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { profileEndpoints } from '@syna/contracts/endpoints/profile';
import { tenantEndpoints } from '@syna/contracts/endpoints/tenancy';
import type { ProfileUpdate } from '@syna/contracts/user';
import { callerFactory, type ApiCaller } from '../../../test/support/api-client.ts';
import { createTestApp } from '../../../test/support/test-app.ts';
import { buildTenant, buildUser, type TestUser } from '../../../test/support/factories.ts';

let app: FastifyInstance;
let as: (user: TestUser | null) => ApiCaller;
let owner: TestUser;
let worker: TestUser;
let firm: { id: string; name: string };
let otherFirm: { id: string; name: string };

beforeAll(async () => {
  app = await createTestApp();
  as = callerFactory(app);
  owner = await buildUser(app, { name: 'Olivia Ek' });
  worker = await buildUser(app, { name: 'Ulla Ström' });
  firm = await buildTenant(app, owner, {
    name: 'Norrlands Besiktning AB',
    members: [{ user: worker, roles: ['user'] }],
  });
  otherFirm = await buildTenant(app, owner, { name: 'Sydsvensk Byggkontroll AB' });
});
afterAll(async () => app?.close());

const inFirm = (tenant = firm.id) => ({ params: { tenant } });
const initialData = (user: TestUser | null, tenant = firm.id) =>
  as(user).send(profileEndpoints.initialData, inFirm(tenant));
const profileOf = (user: TestUser) => as(user).send(profileEndpoints.profile, inFirm());
const updateProfile = (user: TestUser, body: ProfileUpdate) =>
  as(user).send(profileEndpoints.updateProfile, { ...inFirm(), body });

describe('GET /{tenant}/v1/vb', () => {
  it('returns tenant, features, accounts, user, roles and permissions for a member', async () => {
    const response = await initialData(worker);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.tenant).toMatchObject({
      id: firm.id,
      name: 'Norrlands Besiktning AB',
      address: { value: null },
    });
    expect(body.tenant.settings['order.calendar.enabled']).toBe(false);
    expect(body.user).toMatchObject({
      name: 'Ulla Ström',
      properties: { darkTheme: false, startView: 'assignments' },
    });
    expect(body.roles).toEqual(['user']);
    expect(body.permissions).toContain('inspections.*');
    expect(body.features).toEqual(['calendar', 'contacts', 'email', 'inspections', 'orders', 'projects']);
    expect(body.accounts.map((account: { tenant: { id: string } }) => account.tenant.id)).toEqual([firm.id]);
  });

  it('lists every organisation of a user who belongs to two, by name', async () => {
    const response = await initialData(owner, otherFirm.id);
    expect(response.statusCode).toBe(200);
    expect(response.json().roles).toEqual(['owner']);
    expect(
      response.json().accounts.map((account: { tenant: { name: string } }) => account.tenant.name),
    ).toEqual(['Norrlands Besiktning AB', 'Sydsvensk Byggkontroll AB']);
  });

  it('answers 404 for an unknown tenant and 403 for a tenant the caller is not a member of', async () => {
    const unknown = await initialData(worker, 'finns-inte');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.headers['content-type']).toContain('application/problem+json');
    const foreign = await initialData(worker, otherFirm.id);
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
    const response = await updateProfile(worker, {
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
    const again = await profileOf(worker);
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
    const profile = (payload?: object) =>
      app.inject({
        method: payload ? 'POST' : 'GET',
        url: `/${firm.id}/v1/vb/admin/profile`,
        headers: worker.auth,
        ...(payload ? { payload } : {}),
      });
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
    const response = await updateProfile(owner, { firstName: 'Olivia', lastName: 'Ek' });
    expect(response.json()).toMatchObject({ firstName: 'Olivia', lastName: 'Ek', name: 'Olivia Ek' });
    const cleared = await updateProfile(owner, { lastName: null });
    expect(cleared.json()).toMatchObject({ firstName: 'Olivia', lastName: null, name: 'Olivia' });
  });

  it('refuses bad input with field errors and changes nothing', async () => {
    const before = await profileOf(worker);
    const response = await updateProfile(worker, {
      firstName: 'Ny',
      properties: { startView: 'kalender', homeAddress: { country: 'XX' } },
    } as never);
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toContain('application/problem+json');
    expect(Object.keys(response.json().errors)).toEqual(
      expect.arrayContaining(['body.properties.startView', 'body.properties.homeAddress.country']),
    );
    expect((await profileOf(worker)).json()).toEqual(before.json());
  });

  it('adds and removes properties on the user profile', async () => {
    const added = await as(worker).send(profileEndpoints.addFeature, {
      ...inFirm(),
      body: { name: 'speech', value: 'sv-SE' },
    });
    expect(added.statusCode).toBe(201);
    const listed = await as(worker).send(profileEndpoints.features, inFirm());
    expect(listed.json().items).toEqual([{ id: added.json().id, name: 'speech', value: 'sv-SE' }]);
    const feature = { params: { tenant: firm.id, id: added.json().id } };
    const removed = await as(worker).send(profileEndpoints.removeFeature, feature);
    expect(removed.statusCode).toBe(204);
    const again = await as(worker).send(profileEndpoints.removeFeature, feature);
    expect(again.statusCode).toBe(404);
  });

  it('lets only administrators read the organisation features', async () => {
    const asUser = await as(worker).send(tenantEndpoints.features, inFirm());
    expect(asUser.statusCode).toBe(403);
    expect(asUser.json().detail).toBe('Du saknar behörighet att utföra operationen');
    const asOwner = await as(owner).send(tenantEndpoints.features, inFirm());
    expect(asOwner.statusCode).toBe(200);
    expect(asOwner.json().items.map((feature: { name: string }) => feature.name)).toContain('inspections');
  });
});
