import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createTestApp } from '../../../test/support/test-app.ts';
import { buildTenant, buildUser, type TestUser } from '../../../test/support/factories.ts';

let app: FastifyInstance;
let owner: TestUser;
let worker: TestUser;
let firm: { id: string; name: string };
let otherFirm: { id: string; name: string };

beforeAll(async () => {
  app = await createTestApp();
  owner = await buildUser(app, { name: 'Olivia Ek' });
  worker = await buildUser(app, { name: 'Ulla Ström' });
  firm = await buildTenant(app, owner, {
    name: 'Norrlands Besiktning AB',
    members: [{ user: worker, roles: ['user'] }],
  });
  otherFirm = await buildTenant(app, owner, { name: 'Sydsvensk Byggkontroll AB' });
});
afterAll(async () => app?.close());

describe('GET /{tenant}/v1/vb', () => {
  it('returns tenant, features, accounts, user, roles and permissions for a member', async () => {
    const response = await app.inject({ method: 'GET', url: `/${firm.id}/v1/vb`, headers: worker.auth });
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
    expect(body.features).toEqual(['calendar', 'contacts', 'inspections', 'orders', 'projects']);
    expect(body.accounts.map((account: { tenant: { id: string } }) => account.tenant.id)).toEqual([firm.id]);
  });

  it('lists every organisation of a user who belongs to two, by name', async () => {
    const response = await app.inject({ method: 'GET', url: `/${otherFirm.id}/v1/vb`, headers: owner.auth });
    expect(response.statusCode).toBe(200);
    expect(response.json().roles).toEqual(['owner']);
    expect(
      response.json().accounts.map((account: { tenant: { name: string } }) => account.tenant.name),
    ).toEqual(['Norrlands Besiktning AB', 'Sydsvensk Byggkontroll AB']);
  });

  it('answers 404 for an unknown tenant and 403 for a tenant the caller is not a member of', async () => {
    const unknown = await app.inject({ method: 'GET', url: '/finns-inte/v1/vb', headers: worker.auth });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.headers['content-type']).toContain('application/problem+json');
    const foreign = await app.inject({ method: 'GET', url: `/${otherFirm.id}/v1/vb`, headers: worker.auth });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json()).toMatchObject({ status: 403, title: 'Behörighet saknas' });
    expect(foreign.body).not.toContain('Sydsvensk');
  });

  it('answers 401 without a token', async () => {
    const response = await app.inject({ method: 'GET', url: `/${firm.id}/v1/vb` });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ status: 401, detail: 'Du är inte inloggad' });
  });
});

describe('profile', () => {
  it('saves name and settings, and a blank address field is stored as null', async () => {
    const response = await app.inject({
      method: 'POST',
      url: `/${firm.id}/v1/vb/admin/profile`,
      headers: worker.auth,
      payload: {
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
      },
    });
    expect(response.statusCode).toBe(200);
    const again = await app.inject({
      method: 'GET',
      url: `/${firm.id}/v1/vb/admin/profile`,
      headers: worker.auth,
    });
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
    const response = await app.inject({
      method: 'POST',
      url: `/${firm.id}/v1/vb/admin/profile`,
      headers: owner.auth,
      payload: { firstName: 'Olivia', lastName: 'Ek' },
    });
    expect(response.json()).toMatchObject({ firstName: 'Olivia', lastName: 'Ek', name: 'Olivia Ek' });
    const cleared = await app.inject({
      method: 'POST',
      url: `/${firm.id}/v1/vb/admin/profile`,
      headers: owner.auth,
      payload: { lastName: null },
    });
    expect(cleared.json()).toMatchObject({ firstName: 'Olivia', lastName: null, name: 'Olivia' });
  });

  it('refuses bad input with field errors and changes nothing', async () => {
    const before = await app.inject({
      method: 'GET',
      url: `/${firm.id}/v1/vb/admin/profile`,
      headers: worker.auth,
    });
    const response = await app.inject({
      method: 'POST',
      url: `/${firm.id}/v1/vb/admin/profile`,
      headers: worker.auth,
      payload: { firstName: 'Ny', properties: { startView: 'kalender', homeAddress: { country: 'XX' } } },
    });
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toContain('application/problem+json');
    expect(Object.keys(response.json().errors)).toEqual(
      expect.arrayContaining(['body.properties.startView', 'body.properties.homeAddress.country']),
    );
    const after = await app.inject({
      method: 'GET',
      url: `/${firm.id}/v1/vb/admin/profile`,
      headers: worker.auth,
    });
    expect(after.json()).toEqual(before.json());
  });

  it('adds and removes properties on the user profile', async () => {
    const added = await app.inject({
      method: 'POST',
      url: `/${firm.id}/v1/vb/admin/profile/features`,
      headers: worker.auth,
      payload: { name: 'speech', value: 'sv-SE' },
    });
    expect(added.statusCode).toBe(201);
    const listed = await app.inject({
      method: 'GET',
      url: `/${firm.id}/v1/vb/admin/profile/features`,
      headers: worker.auth,
    });
    expect(listed.json().items).toEqual([{ id: added.json().id, name: 'speech', value: 'sv-SE' }]);
    const removed = await app.inject({
      method: 'DELETE',
      url: `/${firm.id}/v1/vb/admin/profile/features/${added.json().id}`,
      headers: worker.auth,
    });
    expect(removed.statusCode).toBe(204);
    const again = await app.inject({
      method: 'DELETE',
      url: `/${firm.id}/v1/vb/admin/profile/features/${added.json().id}`,
      headers: worker.auth,
    });
    expect(again.statusCode).toBe(404);
  });

  it('lets only administrators read the organisation features', async () => {
    const asUser = await app.inject({
      method: 'GET',
      url: `/${firm.id}/v1/vb/admin/features`,
      headers: worker.auth,
    });
    expect(asUser.statusCode).toBe(403);
    expect(asUser.json().detail).toBe('Du saknar behörighet att utföra operationen');
    const asOwner = await app.inject({
      method: 'GET',
      url: `/${firm.id}/v1/vb/admin/features`,
      headers: owner.auth,
    });
    expect(asOwner.statusCode).toBe(200);
    expect(asOwner.json().items.map((feature: { name: string }) => feature.name)).toContain('inspections');
  });
});
