import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { contentEndpoints } from '@syna/contracts/endpoints/content';
import { organizationEndpoints } from '@syna/contracts/endpoints/organization';
import { profileEndpoints } from '@syna/contracts/endpoints/profile';
import { ORGANIZATION_INSURANCE_MAX } from '@syna/contracts/organization';
import { publicOrderEndpoints } from '@syna/contracts/endpoints/public-orders';
import type { UploadedAsset } from '@syna/contracts/content';
import { useTwoFirms } from '../../../test/support/two-firms.ts';
import { jpegPhoto, pngImage } from '../../../test/support/test-images.ts';
import type { TestUser } from '../../../test/support/factories.ts';

const world = useTwoFirms({ name: 'inspector', roles: ['user'] });
const inFirm = () => ({ params: { tenant: world.firm.id } });

/** Uploads an image to the firm's content as the user, with the given form fields. */
async function uploadImage(
  fields: { access?: 'ANONYMOUS' | 'PRIVATE'; width?: number; height?: number },
  bytes: Buffer,
  user: TestUser = world.owner,
  tenant = world.firm.id,
) {
  return world
    .as(user)
    .upload(contentEndpoints.upload, { params: { tenant }, body: fields }, [
      { name: 'logga.png', type: 'image/png', bytes },
    ]);
}

describe('the organisation’s details', () => {
  it('shows every member the organisation and lets an administrator change it, field by field', async () => {
    const before = await world.as(world.inspector).ok(organizationEndpoints.get, inFirm());
    expect(before).toMatchObject({ id: world.firm.id, name: world.firm.name, logo: null });

    const changed = await world.as(world.owner).ok(organizationEndpoints.update, {
      ...inFirm(),
      body: {
        name: '  Norrlands Besiktning AB ',
        email: 'info@norrbesikt.se',
        address: 'Storgatan 1, Umeå',
        insurance: 'If Skadeförsäkring AB, försäkringsnummer SP 123456',
      },
    });
    expect(changed).toMatchObject({
      name: 'Norrlands Besiktning AB',
      email: 'info@norrbesikt.se',
      address: { value: 'Storgatan 1, Umeå' },
      insurance: 'If Skadeförsäkring AB, försäkringsnummer SP 123456',
    });
    const onlyAddress = await world.as(world.owner).ok(organizationEndpoints.update, {
      ...inFirm(),
      body: { address: '' },
    });
    expect(onlyAddress).toMatchObject({
      name: 'Norrlands Besiktning AB',
      email: 'info@norrbesikt.se',
      insurance: 'If Skadeförsäkring AB, försäkringsnummer SP 123456',
    });
    expect(onlyAddress.address.value).toBeNull();

    // The staff app's initial data follows at once.
    const initial = await world.as(world.inspector).ok(profileEndpoints.initialData, inFirm());
    expect(initial.tenant.name).toBe('Norrlands Besiktning AB');
  });

  it('refuses a bad name, e-mail or insurance with field errors, and a member who is no administrator', async () => {
    const bad = await world.as(world.owner).send(organizationEndpoints.update, {
      ...inFirm(),
      body: { name: ' ', email: 'inte-en-adress', insurance: 'x'.repeat(ORGANIZATION_INSURANCE_MAX + 1) },
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['body.email', 'body.insurance', 'body.name']);
    const byMember = await world.as(world.inspector).send(organizationEndpoints.update, {
      ...inFirm(),
      body: { name: 'Kapad AB' },
    });
    expect(byMember.statusCode).toBe(403);
    const unchanged = await world.as(world.owner).ok(organizationEndpoints.get, inFirm());
    expect(unchanged.name).not.toBe('Kapad AB');
  });
});

describe('the logo', () => {
  it('is an image uploaded for anyone, scaled to fit, shown on the public order page without a sign-in', async () => {
    const response = await uploadImage(
      { access: 'ANONYMOUS', width: 400, height: 200 },
      await pngImage(1600, 1200),
    );
    expect(response.statusCode).toBe(201);
    const asset: UploadedAsset = response.json();
    expect(asset).toMatchObject({ access: 'ANONYMOUS', contentType: 'image/png', width: 267, height: 200 });
    expect(asset.url).toBe(`/${world.firm.id}/v1/content/public/${asset.name}`);

    const changed = await world.as(world.owner).ok(organizationEndpoints.update, {
      ...inFirm(),
      body: { logo: asset.name },
    });
    expect(changed.logo).toBe(asset.url);

    const anonymous = await world.app.inject({ method: 'GET', url: asset.url });
    expect(anonymous.statusCode).toBe(200);
    expect(anonymous.headers['content-type']).toBe('image/png');
    expect(anonymous.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await sharp(anonymous.rawPayload).metadata()).width).toBe(267);

    const page = await world.as(null).ok(publicOrderEndpoints.page, { ...inFirm(), query: {} });
    expect(page.tenant.logo).toBe(asset.url);

    const removed = await world.as(world.owner).ok(organizationEndpoints.update, {
      ...inFirm(),
      body: { logo: null },
    });
    expect(removed.logo).toBeNull();
  });

  it('is never a private image, another firm’s, or one that does not exist', async () => {
    const privateImage: UploadedAsset = (await uploadImage({}, await jpegPhoto())).json();
    expect(privateImage.access).toBe('PRIVATE');
    // A private image is not served without a token, however it is named.
    const publicRead = await world.app.inject({
      method: 'GET',
      url: `/${world.firm.id}/v1/content/public/${privateImage.name}`,
    });
    expect(publicRead.statusCode).toBe(404);

    const theirs: UploadedAsset = (
      await uploadImage({ access: 'ANONYMOUS' }, await pngImage(), world.outsider, world.otherFirm.id)
    ).json();
    const acrossFirms = await world.app.inject({
      method: 'GET',
      url: `/${world.firm.id}/v1/content/public/${theirs.name}`,
    });
    expect(acrossFirms.statusCode).toBe(404);

    for (const logo of [privateImage.name, theirs.name, 'finns-inte.png']) {
      const refused = await world.as(world.owner).send(organizationEndpoints.update, {
        ...inFirm(),
        body: { logo },
      });
      expect(refused.statusCode).toBe(400);
      expect(Object.keys(refused.json().errors)).toEqual(['body.logo']);
    }
  });

  it('takes images only, from administrators only', async () => {
    const text = await world
      .as(world.owner)
      .upload(contentEndpoints.upload, { ...inFirm(), body: { access: 'ANONYMOUS' } }, [
        { name: 'logga.png', type: 'image/png', bytes: Buffer.from('inte en bild') },
      ]);
    expect(text.statusCode).toBe(400);
    expect(Object.keys(text.json().errors)).toEqual(['body.file']);
    const byMember = await uploadImage({ access: 'ANONYMOUS' }, await pngImage(), world.inspector);
    expect(byMember.statusCode).toBe(403);
    const tooLarge = await uploadImage({ access: 'ANONYMOUS', width: 100_000 }, await pngImage());
    expect(tooLarge.statusCode).toBe(400);
  });
});
