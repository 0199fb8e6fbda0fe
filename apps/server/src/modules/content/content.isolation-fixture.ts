import { uploadSessionEndpoints } from '@syna/contracts/endpoints/upload-sessions';
import { UPLOAD_CHUNK_CONTENT_TYPE, UPLOAD_OFFSET_HEADER } from '@syna/contracts/upload-sessions';
import { endpointUrl } from '@syna/contracts/endpoints/endpoint-url';
import { callerFactory } from '../../../test/support/api-client.ts';
import type { SeedFirm } from '../../../test/support/isolation-fixture.ts';

/** Firm A's upload session for the tenant-isolation walk, holding the secret's bytes. */
export const seedFirm: SeedFirm = async (app, firm, owner, secret) => {
  const bytes = Buffer.from(`${secret} ${secret}`);
  const session = await callerFactory(app)(owner).ok(uploadSessionEndpoints.create, {
    params: { tenant: firm.id },
    body: { size: bytes.length * 2 },
  });
  await app.inject({
    method: 'PATCH',
    url: endpointUrl(uploadSessionEndpoints.append, { params: { tenant: firm.id, id: session.id } }),
    headers: { ...owner.auth, 'content-type': UPLOAD_CHUNK_CONTENT_TYPE, [UPLOAD_OFFSET_HEADER]: '0' },
    payload: bytes,
  });
};
