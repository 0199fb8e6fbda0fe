import type { FastifyInstance } from 'fastify';
import { endpointUrl } from '@syna/contracts/endpoints/endpoint-url';
import { uploadSessionEndpoints } from '@syna/contracts/endpoints/upload-sessions';
import { UPLOAD_CHUNK_CONTENT_TYPE, UPLOAD_OFFSET_HEADER } from '@syna/contracts/upload-sessions';
import { callerFactory } from './api-client.ts';
import type { TestUser } from './factories.ts';

/**
 * An upload under way, as a phone leaves one when it loses its network: a session for twice
 * `bytes`, holding `bytes` as its first chunk.
 */
export async function startUpload(
  app: FastifyInstance,
  firm: { id: string },
  user: TestUser,
  bytes: Buffer,
): Promise<void> {
  const session = await callerFactory(app)(user).ok(uploadSessionEndpoints.create, {
    params: { tenant: firm.id },
    body: { size: bytes.length * 2 },
  });
  const chunk = await app.inject({
    method: 'PATCH',
    url: endpointUrl(uploadSessionEndpoints.append, { params: { tenant: firm.id, id: session.id } }),
    headers: { ...user.auth, 'content-type': UPLOAD_CHUNK_CONTENT_TYPE, [UPLOAD_OFFSET_HEADER]: '0' },
    payload: bytes,
  });
  if (chunk.statusCode !== 200) throw new Error(`The first chunk was refused: ${chunk.body}`);
}
