import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { profileEndpoints } from '@syna/contracts/endpoints/profile';
import { contactEndpoints } from '@syna/contracts/endpoints/contacts';
import { useTwoFirms } from './support/two-firms.ts';

const world = useTwoFirms();

describe('API answers on the wire', () => {
  it('compresses a JSON answer as the client accepts, to the same data', async () => {
    const request = { params: { tenant: world.firm.id } };
    const plain = await world.as(world.owner).send(profileEndpoints.initialData, request);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(1024);

    const brotli = await world.as(world.owner).send(profileEndpoints.initialData, request, {
      'accept-encoding': 'gzip, deflate, br',
    });
    expect(brotli.statusCode).toBe(200);
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['vary']).toMatch(/accept-encoding/i);
    expect(brotli.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    expect(JSON.parse(brotliDecompressSync(brotli.rawPayload).toString())).toEqual(plain.json());

    const gzip = await world.as(world.owner).send(profileEndpoints.initialData, request, {
      'accept-encoding': 'gzip',
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(plain.json());
  });

  it('sends a small answer as it is', async () => {
    const missing = await world
      .as(world.owner)
      .send(
        contactEndpoints.get,
        { params: { tenant: world.firm.id, id: '00000000-0000-4000-8000-000000000000' } },
        { 'accept-encoding': 'br' },
      );
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-encoding']).toBeUndefined();
    expect(missing.json()).toMatchObject({ status: 404 });
  });
});
