import http from 'node:http';
import { multipartBody, type MultipartFile } from './multipart-body.ts';

/** An upload that has sent half its body and waits to be told to send the rest. */
export interface SlowUpload {
  /** Sends the rest of the body. */
  finish(): void;
  /** Cuts the connection off instead, as a phone leaving the network does. */
  abort(): void;
  /** The server's answer, once the whole body has arrived. */
  answer: Promise<{ status: number; body: string }>;
}

/**
 * Starts a multipart upload over a real connection (inject cannot trickle) and sends half of it,
 * as a member on a slow connection does; resolves once the first half is on its way.
 */
export async function startSlowUpload(
  server: URL,
  path: string,
  headers: Record<string, string>,
  file: MultipartFile,
): Promise<SlowUpload> {
  const body = await multipartBody([file]);
  let finish = (): void => undefined;
  let abort = (): void => undefined;
  const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
    const request = http.request(
      {
        host: server.hostname,
        port: server.port,
        method: 'POST',
        path,
        headers: { ...headers, 'content-type': body.contentType, 'content-length': body.bytes.length },
      },
      (response) => {
        let text = '';
        response.on('data', (chunk: Buffer) => (text += chunk.toString()));
        response.on('end', () => resolve({ status: response.statusCode!, body: text }));
      },
    );
    request.on('error', reject);
    request.write(body.bytes.subarray(0, body.bytes.length / 2));
    finish = () => void request.end(body.bytes.subarray(body.bytes.length / 2));
    abort = () => void request.destroy();
  });
  // The first half has reached the server before the test goes on.
  await new Promise((resolve) => setTimeout(resolve, 300));
  return { finish, abort, answer };
}
