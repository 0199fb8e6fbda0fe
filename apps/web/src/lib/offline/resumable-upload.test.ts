import { describe, expect, it } from 'vitest';
import { UPLOAD_SESSION_CHUNK_BYTES, type UploadSession } from '@syna/contracts/upload-sessions';
import { HttpError } from '@/lib/http/http-error';
import { sendThroughSession, type UploadSessionTransport } from './resumable-upload';

/** A server's sessions in memory, keeping the bytes that arrived; it can drop a chunk's connection midway. */
function fakeServer() {
  const sessions = new Map<string, { size: number; bytes: Uint8Array; held: number }>();
  const sentChunks: { offset: number; length: number }[] = [];
  let dropNext: number | null = null;
  const answer = (id: string): UploadSession => {
    const session = sessions.get(id)!;
    return { id, size: session.size, offset: session.held, expires: '2026-12-01T10:00:00Z' };
  };
  const transport: UploadSessionTransport = {
    async create(size) {
      const id = `session-${sessions.size + 1}`;
      sessions.set(id, { size, bytes: new Uint8Array(size), held: 0 });
      return answer(id);
    },
    async status(id) {
      return sessions.has(id) ? answer(id) : null;
    },
    async append(id, offset, chunk) {
      const session = sessions.get(id)!;
      if (offset !== session.held) {
        throw new HttpError('Konflikt', 'problem', 409, null, { current: answer(id) }, '/uploads');
      }
      const bytes = new Uint8Array(await chunk.arrayBuffer());
      sentChunks.push({ offset, length: bytes.length });
      // A broken connection: part of the chunk arrived, no answer came.
      const arrived = dropNext === null ? bytes : bytes.subarray(0, dropNext);
      session.bytes.set(arrived, offset);
      session.held += arrived.length;
      if (dropNext !== null) {
        dropNext = null;
        throw new HttpError('Ingen anslutning', 'request', null, null, null, '/uploads');
      }
      return answer(id);
    },
  };
  return {
    transport,
    sessions,
    sentChunks,
    dropNextAfter: (bytes: number) => (dropNext = bytes),
  };
}

const photoOf = (size: number) => {
  const bytes = new Uint8Array(size);
  for (let index = 0; index < size; index += 1) bytes[index] = (index * 7) % 251;
  return new Blob([bytes]);
};

/** Whether the bytes are the photo's, byte for byte. */
const sameBytes = async (bytes: Uint8Array, photo: Blob) =>
  Buffer.from(bytes).equals(Buffer.from(await photo.arrayBuffer()));

const noting = () => {
  const remembered: { session: string; sent: number }[] = [];
  return {
    remembered,
    remember: async (session: string, sent: number) => void remembered.push({ session, sent }),
  };
};

describe('sendThroughSession', () => {
  it('sends a photo in chunks and remembers the session and the bytes sent', async () => {
    const server = fakeServer();
    const photo = photoOf(2 * UPLOAD_SESSION_CHUNK_BYTES + 1234);
    const { remembered, remember } = noting();
    const progress: number[] = [];
    const id = await sendThroughSession(photo, server.transport, undefined, {
      remember,
      onProgress: (sent) => progress.push(sent),
    });
    expect(server.sentChunks.map((chunk) => chunk.length)).toEqual([
      UPLOAD_SESSION_CHUNK_BYTES,
      UPLOAD_SESSION_CHUNK_BYTES,
      1234,
    ]);
    expect(remembered[0]).toEqual({ session: id, sent: 0 });
    expect(progress.at(-1)).toBe(photo.size);
    expect(await sameBytes(server.sessions.get(id)!.bytes, photo)).toBe(true);
  });

  it('goes on from the server’s offset after a broken chunk, sending no byte twice', async () => {
    const server = fakeServer();
    const photo = photoOf(3 * UPLOAD_SESSION_CHUNK_BYTES);
    const { remembered, remember } = noting();
    server.dropNextAfter(1000);
    await expect(sendThroughSession(photo, server.transport, undefined, { remember })).rejects.toThrow(
      'Ingen anslutning',
    );
    const session = remembered.at(-1)!.session;
    // The next try asks the server, which kept the 1000 bytes that arrived.
    const id = await sendThroughSession(photo, server.transport, session, { remember });
    expect(id).toBe(session);
    expect(server.sentChunks.map((chunk) => chunk.offset)).toEqual([
      0,
      1000,
      1000 + UPLOAD_SESSION_CHUNK_BYTES,
      1000 + 2 * UPLOAD_SESSION_CHUNK_BYTES,
    ]);
    const sent = server.sentChunks.slice(1).reduce((sum, chunk) => sum + chunk.length, 1000);
    expect(sent).toBe(photo.size);
    expect(await sameBytes(server.sessions.get(id)!.bytes, photo)).toBe(true);
  });

  it('goes on from the offset a refused chunk names', async () => {
    const server = fakeServer();
    const photo = photoOf(UPLOAD_SESSION_CHUNK_BYTES + 10);
    const { remember } = noting();
    const session = await server.transport.create(photo.size);
    await server.transport.append(session.id, 0, photo.slice(0, 500));
    // The last try's answer was lost: the outbox thinks nothing arrived, the status says 500.
    const transport = { ...server.transport, status: async () => ({ ...session, offset: 0 }) };
    await sendThroughSession(photo, transport, session.id, { remember });
    expect(await sameBytes(server.sessions.get(session.id)!.bytes, photo)).toBe(true);
  });

  it('starts a new session when the server no longer has the remembered one', async () => {
    const server = fakeServer();
    const photo = photoOf(1500);
    const { remember } = noting();
    const id = await sendThroughSession(photo, server.transport, 'session-gone', { remember });
    expect(id).toBe('session-1');
    expect(server.sentChunks).toEqual([{ offset: 0, length: 1500 }]);
  });
});
