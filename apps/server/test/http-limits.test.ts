import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { REQUEST_BODY_MAX_BYTES } from '@syna/contracts/constants';
import { profileEndpoints } from '@syna/contracts/endpoints/profile';
import type { ApiCaller } from './support/api-client.ts';
import { startWithOneFirm } from './support/one-firm.ts';

let app: FastifyInstance;
let asOwner: ApiCaller;
let tenant: string;

beforeAll(async () => {
  const started = await startWithOneFirm();
  ({ app } = started);
  asOwner = started.as(started.owner);
  tenant = started.firm.id;
});
afterAll(async () => app?.close());

const profile = () => asOwner.ok(profileEndpoints.profile, { params: { tenant } });

/** Posts a raw JSON text to the profile, as a client that builds its own bodies would. */
const postProfileText = (text: string) =>
  asOwner.send(
    profileEndpoints.updateProfile,
    { params: { tenant }, body: text as never },
    {
      'content-type': 'application/json',
    },
  );

describe('HTTP limits and error shape', () => {
  it('refuses a body over 31457280 bytes with 413 problem+json and changes nothing', async () => {
    const before = await profile();
    const response = await postProfileText(JSON.stringify({ name: 'x'.repeat(REQUEST_BODY_MAX_BYTES) }));
    expect(response.statusCode).toBe(413);
    expect(response.headers['content-type']).toContain('application/problem+json');
    expect(await profile()).toEqual(before);
  });

  it('answers unknown paths with a 404 problem', async () => {
    const response = await app.inject({ method: 'GET', url: '/v1/finns-inte' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ status: 404, title: 'Hittades inte' });
  });

  it('rejects malformed JSON with 400', async () => {
    const response = await postProfileText('{"firstName": ');
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
