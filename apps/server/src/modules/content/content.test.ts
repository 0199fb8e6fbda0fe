import { beforeAll, describe, expect, it } from 'vitest';
import { TOKEN_COOKIE_NAME } from '@syna/contracts/constants';
import { contentEndpoints } from '@syna/contracts/endpoints/content';
import type { TestUser } from '../../../test/support/factories.ts';
import { useTwoFirms } from '../../../test/support/two-firms.ts';
import {
  addObject,
  addPhoto,
  addRemark,
  buildInspection,
  followLink,
  remarkAt,
} from '../../../test/support/remark-factories.ts';

const world = useTwoFirms({ name: 'guest', roles: ['guest'] });
let image: { name: string; url: string; thumbnailUrl: string };
let otherImage: { name: string; url: string };

async function uploadedImage(target: { id: string }, user: TestUser) {
  const inspection = await buildInspection(world.app, target, user);
  const object = await addObject(world.app, target, user, inspection.id);
  const remark = await addRemark(world.app, target, user, inspection.id, object.id);
  return addPhoto(world.app, user, remarkAt(target, inspection.id, object.id, remark.id));
}

beforeAll(async () => {
  image = await uploadedImage(world.firm, world.owner);
  otherImage = await uploadedImage(world.otherFirm, world.outsider);
});

/** An asset of the firm under test, by its name. */
const asset = (name: string) => ({ params: { tenant: world.firm.id, name }, query: {} });

describe('serving assets', () => {
  it('serves the bytes with the JWT cookie, as an <img src> would ask, privately cacheable', async () => {
    const response = await world.app.inject({
      method: 'GET',
      url: image.url,
      headers: { cookie: `${TOKEN_COOKIE_NAME}=${world.guest.token}` },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/jpeg');
    expect(response.headers['cache-control']).toMatch(/^private\b/);
    expect(Number(response.headers['content-length'])).toBe(response.rawPayload.length);
    expect(response.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
  });

  it('serves the thumbnail variant, smaller than the original', async () => {
    const [original, thumbnail] = await Promise.all(
      [image.url, image.thumbnailUrl].map((url) => followLink(world.app, world.owner, url)),
    );
    expect(thumbnail!.statusCode).toBe(200);
    expect(thumbnail!.headers['content-type']).toBe('image/jpeg');
    expect(thumbnail!.rawPayload.length).toBeLessThan(original!.rawPayload.length);
    const unknownVariant = await world.as(world.owner).send(contentEndpoints.asset, {
      ...asset(image.name),
      query: { variant: 'stor' as never },
    });
    expect(unknownVariant.statusCode).toBe(400);
  });

  it('answers 404 for unknown names and for another firm’s assets', async () => {
    for (const name of ['20260101-000000-000000.jpg', otherImage.name, '../../etc/passwd']) {
      const response = await world.as(world.owner).send(contentEndpoints.asset, asset(name));
      expect([400, 404], name).toContain(response.statusCode);
      expect(response.rawPayload.subarray(0, 2)).not.toEqual(Buffer.from([0xff, 0xd8]));
    }
    const otherName = await world.as(world.owner).send(contentEndpoints.asset, {
      ...asset(otherImage.name),
      query: { variant: 'thumbnail' },
    });
    expect(otherName.statusCode).toBe(404);
  });

  it('needs a signed-in member of the firm', async () => {
    expect((await world.as(null).send(contentEndpoints.asset, asset(image.name))).statusCode).toBe(401);
    expect((await followLink(world.app, world.outsider, image.url)).statusCode).toBe(403);
  });
});
