import type { SeedFirm } from '../../../test/support/isolation-fixture.ts';
import {
  addObject,
  addRemark,
  buildInspection,
  remarksUrl,
  uploadToRemark,
} from '../../../test/support/remark-factories.ts';
import { jpegPhoto } from '../../../test/support/test-images.ts';
import { commonRemarkEndpoints } from '@syna/contracts/endpoints/remark-library';
import { callerFactory } from '../../../test/support/api-client.ts';

/**
 * Firm A's remarks for the tenant-isolation walk, with the secret in their texts: an object with
 * a remark and an uploaded photo, and a saved remark. (Few rows: the walk tries every id on every
 * route.)
 */
export const seedFirm: SeedFirm = async (app, firm, owner, secret) => {
  const inspection = await buildInspection(app, firm, owner);
  const object = await addObject(app, firm, owner, inspection.id, {
    name: `Objekt ${secret}`,
    description: secret,
  });
  const remark = await addRemark(app, firm, owner, inspection.id, object.id, {
    title: `Anmärkning ${secret}`,
    text: secret,
    category: secret,
    location: secret,
  });
  const photo = await uploadToRemark(
    app,
    owner,
    `${remarksUrl(firm, inspection.id, object.id)}/${remark.id}/images`,
    [{ name: `${secret}.jpg`, type: 'image/jpeg', bytes: await jpegPhoto({ width: 64, height: 48 }) }],
  );
  if (photo.statusCode !== 201) throw new Error(`photo: ${photo.statusCode} ${photo.body}`);
  await callerFactory(app)(owner).ok(commonRemarkEndpoints.create, {
    params: { tenant: firm.id },
    body: { title: `Sparad ${secret}`, text: secret, category: secret },
  });
};
