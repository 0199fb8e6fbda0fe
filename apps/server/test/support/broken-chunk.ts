import http from 'node:http';
import { UPLOAD_CHUNK_CONTENT_TYPE, UPLOAD_OFFSET_HEADER } from '@syna/contracts/upload-sessions';

/**
 * Sends a chunk of an upload session over a real connection, announcing `announced` bytes at
 * `offset`, writes `bytes` (fewer), waits for `beforeBreak` and then breaks the connection: a
 * phone losing its network mid-chunk.
 */
export function sendBrokenChunk(chunk: {
  url: string;
  auth: Record<string, string>;
  offset: number;
  announced: number;
  bytes: Buffer;
  beforeBreak: () => Promise<void>;
}): Promise<void> {
  return new Promise<void>((resolve) => {
    const request = http.request(chunk.url, {
      method: 'PATCH',
      headers: {
        ...chunk.auth,
        'content-type': UPLOAD_CHUNK_CONTENT_TYPE,
        'content-length': String(chunk.announced),
        [UPLOAD_OFFSET_HEADER]: String(chunk.offset),
      },
    });
    request.on('error', () => resolve());
    request.write(chunk.bytes, async () => {
      await chunk.beforeBreak();
      request.destroy();
    });
  });
}
