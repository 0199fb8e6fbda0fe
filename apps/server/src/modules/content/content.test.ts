import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { TOKEN_COOKIE_NAME } from '@syna/contracts/constants';
import { createTestApp } from '../../../test/support/test-app.ts';
import { buildTenant, buildUser, type TestUser } from '../../../test/support/factories.ts';
import {
  addObject,
  addRemark,
  buildInspection,
  remarksUrl,
  uploadToRemark,
} from '../../../test/support/remark-factories.ts';
import { jpegPhoto } from '../../../test/support/test-images.ts';

let app: FastifyInstance;
let owner: TestUser;
let guest: TestUser;
let outsider: TestUser;
let firm: { id: string };
let otherFirm: { id: string };
let image: { name: string; url: string; thumbnailUrl: string };
let otherImage: { name: string; url: string };

async function uploadedImage(target: { id: string }, user: TestUser) {
  const inspection = await buildInspection(app, target, user);
  const object = await addObject(app, target, user, inspection.id);
  const remark = await addRemark(app, target, user, inspection.id, object.id);
  const response = await uploadToRemark(
    app,
    user,
    `${remarksUrl(target, inspection.id, object.id)}/${remark.id}/images`,
    [{ name: 'foto.jpg', type: 'image/jpeg', bytes: await jpegPhoto() }],
  );
  return response.json();
}

beforeAll(async () => {
  app = await createTestApp();
  owner = await buildUser(app);
  guest = await buildUser(app);
  outsider = await buildUser(app);
  firm = await buildTenant(app, owner, { members: [{ user: guest, roles: ['guest'] }] });
  otherFirm = await buildTenant(app, outsider);
  image = await uploadedImage(firm, owner);
  otherImage = await uploadedImage(otherFirm, outsider);
});
afterAll(async () => app?.close());

describe('serving assets', () => {
  it('serves the bytes with the JWT cookie, as an <img src> would ask, privately cacheable', async () => {
    const response = await app.inject({
      method: 'GET',
      url: image.url,
      headers: { cookie: `${TOKEN_COOKIE_NAME}=${guest.token}` },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/jpeg');
    expect(response.headers['cache-control']).toMatch(/^private\b/);
    expect(Number(response.headers['content-length'])).toBe(response.rawPayload.length);
    expect(response.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
  });

  it('serves the thumbnail variant, smaller than the original', async () => {
    const [original, thumbnail] = await Promise.all(
      [image.url, image.thumbnailUrl].map((url) => app.inject({ method: 'GET', url, headers: owner.auth })),
    );
    expect(thumbnail!.statusCode).toBe(200);
    expect(thumbnail!.headers['content-type']).toBe('image/jpeg');
    expect(thumbnail!.rawPayload.length).toBeLessThan(original!.rawPayload.length);
    const unknownVariant = await app.inject({
      method: 'GET',
      url: `${image.url}?variant=stor`,
      headers: owner.auth,
    });
    expect(unknownVariant.statusCode).toBe(400);
  });

  it('answers 404 for unknown names and for another firm’s assets', async () => {
    for (const name of ['20260101-000000-000000.jpg', otherImage.name, '..%2F..%2Fetc%2Fpasswd']) {
      const response = await app.inject({
        method: 'GET',
        url: `/${firm.id}/v1/content/assets/${name}`,
        headers: owner.auth,
      });
      expect([400, 404], name).toContain(response.statusCode);
      expect(response.rawPayload.subarray(0, 2)).not.toEqual(Buffer.from([0xff, 0xd8]));
    }
    const otherName = await app.inject({
      method: 'GET',
      url: `/${firm.id}/v1/content/assets/${otherImage.name}?variant=thumbnail`,
      headers: owner.auth,
    });
    expect(otherName.statusCode).toBe(404);
  });

  it('needs a signed-in member of the firm', async () => {
    expect((await app.inject({ method: 'GET', url: image.url })).statusCode).toBe(401);
    expect((await app.inject({ method: 'GET', url: image.url, headers: outsider.auth })).statusCode).toBe(
      403,
    );
  });
});
