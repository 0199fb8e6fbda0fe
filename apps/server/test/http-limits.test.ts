import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { REQUEST_BODY_MAX_BYTES } from '@syna/contracts/constants';
import { createTestApp } from './support/test-app.ts';
import { buildTenant, buildUser, type TestUser } from './support/factories.ts';

let app: FastifyInstance;
let owner: TestUser;
let firm: { id: string };

beforeAll(async () => {
  app = await createTestApp();
  owner = await buildUser(app);
  firm = await buildTenant(app, owner);
});
afterAll(async () => app?.close());

describe('HTTP limits and error shape', () => {
  it('refuses a body over 31457280 bytes with 413 problem+json and changes nothing', async () => {
    const before = (
      await app.inject({ method: 'GET', url: `/${firm.id}/v1/vb/admin/profile`, headers: owner.auth })
    ).json();
    const oversize = JSON.stringify({ name: 'x'.repeat(REQUEST_BODY_MAX_BYTES) });
    const response = await app.inject({
      method: 'POST',
      url: `/${firm.id}/v1/vb/admin/profile`,
      headers: { ...owner.auth, 'content-type': 'application/json' },
      payload: oversize,
    });
    expect(response.statusCode).toBe(413);
    expect(response.headers['content-type']).toContain('application/problem+json');
    const after = (
      await app.inject({ method: 'GET', url: `/${firm.id}/v1/vb/admin/profile`, headers: owner.auth })
    ).json();
    expect(after).toEqual(before);
  });

  it('answers unknown paths with a 404 problem', async () => {
    const response = await app.inject({ method: 'GET', url: '/v1/finns-inte' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ status: 404, title: 'Hittades inte' });
  });

  it('rejects malformed JSON with 400', async () => {
    const response = await app.inject({
      method: 'POST',
      url: `/${firm.id}/v1/vb/admin/profile`,
      headers: { ...owner.auth, 'content-type': 'application/json' },
      payload: '{"firstName": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toContain('application/problem+json');
  });

  it('serves the OpenAPI document generated from the routes', async () => {
    const response = await app.inject({ method: 'GET', url: '/openapi.json' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toMatch(/^3\./);
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        '/{tenant}/v1/vb',
        '/v1/account/organizations',
        '/{tenant}/v1/vb/notifications',
      ]),
    );
    expect(document.paths['/{tenant}/v1/vb/admin/profile'].post.requestBody).toBeDefined();
  });
});
