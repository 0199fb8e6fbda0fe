import { uploadSessionEndpoints } from '@syna/contracts/endpoints/upload-sessions';
import {
  UPLOAD_CHUNK_CONTENT_TYPE,
  UPLOAD_OFFSET_HEADER,
  UPLOAD_SESSION_CHUNK_BYTES,
  type UploadSession,
} from '@syna/contracts/upload-sessions';
import { endpointUrl } from '@syna/contracts/endpoints/endpoint-url';
import { callEndpoint } from '@/lib/http/endpoint-client';
import { apiRequest } from '@/lib/http/http-client';
import { isHttpError } from '@/lib/http/http-error';

/** The server's side of a resumable upload: a session, its offset, its chunks. */
export interface UploadSessionTransport {
  create(size: number): Promise<UploadSession>;
  /** The session as the server holds it, or null when it is gone (expired, finished, not this user's). */
  status(id: string): Promise<UploadSession | null>;
  /** Appends `chunk` at `offset`; answers the session with the bytes now held. */
  append(id: string, offset: number, chunk: Blob): Promise<UploadSession>;
}

/** What the sending of one photo through a session reports on its way. */
export interface ResumableProgress {
  /** Called with the session as soon as it exists, and after each chunk: the outbox keeps it. */
  remember(session: string, sent: number): Promise<void>;
  onProgress?(sent: number, size: number): void;
}

/** The offset a refusal of a chunk at another offset names (409 with the session as it is). */
function heldOffset(error: unknown): number | null {
  if (!isHttpError(error) || error.status !== 409) return null;
  const offset = (error.problem as { current?: { offset?: unknown } } | null)?.current?.offset;
  return typeof offset === 'number' ? offset : null;
}

/**
 * Sends a photo's bytes through an upload session, in chunks of UPLOAD_SESSION_CHUNK_BYTES, and
 * answers the session's id once the server holds them all. A session remembered from an earlier
 * try is asked for its offset and continued from there, so bytes that arrived are not sent again;
 * one the server no longer has is started anew. A failure (no answer) leaves the session for the
 * next try.
 */
export async function sendThroughSession(
  photo: Blob,
  transport: UploadSessionTransport,
  remembered: string | undefined,
  progress: ResumableProgress,
): Promise<string> {
  let session = remembered ? await transport.status(remembered) : null;
  if (!session) {
    session = await transport.create(photo.size);
    await progress.remember(session.id, session.offset);
  }
  let { offset } = session;
  progress.onProgress?.(offset, photo.size);
  while (offset < photo.size) {
    try {
      offset = (
        await transport.append(session.id, offset, photo.slice(offset, offset + UPLOAD_SESSION_CHUNK_BYTES))
      ).offset;
    } catch (error) {
      // The server holds other bytes than thought (a chunk's answer was lost): go on from there.
      const held = heldOffset(error);
      if (held === null) throw error;
      offset = held;
    }
    await progress.remember(session.id, offset);
    progress.onProgress?.(offset, photo.size);
  }
  return session.id;
}

/** The upload session calls of the organisation `tenantId`, as the server answers them. */
export function uploadSessionTransport(
  tenantId: string,
  options: { signal?: AbortSignal; notify?: boolean } = {},
): UploadSessionTransport {
  const at = (id: string) => ({ params: { tenant: tenantId, id } });
  return {
    create: (size) =>
      callEndpoint(uploadSessionEndpoints.create, { params: { tenant: tenantId }, body: { size } }, options),
    status: async (id) => {
      try {
        return await callEndpoint(uploadSessionEndpoints.status, at(id), { ...options, notify: false });
      } catch (error) {
        if (isHttpError(error) && error.status === 404) return null;
        throw error;
      }
    },
    append: (id, offset, chunk) =>
      apiRequest<UploadSession>(endpointUrl(uploadSessionEndpoints.append, at(id)), {
        ...options,
        method: 'PATCH',
        headers: { [UPLOAD_OFFSET_HEADER]: String(offset) },
        bytes: { body: chunk, contentType: UPLOAD_CHUNK_CONTENT_TYPE },
      }),
  };
}
