import { mkdtempSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import type { ObjectStoreConfig } from '../../src/config.ts';

/** How the store answers: as itself, 503 to every request, or not at all (connections refused). */
export type StoreState = 'up' | 'unavailable' | 'refusing';

/** A local S3-compatible store for a test, which the test can take down and bring back. */
export interface TestObjectStore {
  /** What the app is configured with (`createTestApp({ objectStore })`). */
  config: ObjectStoreConfig;
  /** Every request the store was sent, as `METHOD /path?query`. */
  requests: string[];
  setState(state: StoreState): Promise<void>;
  close(): Promise<void>;
}

const UNAVAILABLE_ANSWER =
  '<?xml version="1.0" encoding="UTF-8"?><Error><Code>ServiceUnavailable</Code>' +
  '<Message>Service is unable to handle request.</Message></Error>';

const listen = (server: http.Server, port: number) =>
  new Promise<number>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve((server.address() as AddressInfo).port));
  });

/**
 * Starts s3rver (files in a temporary folder, removed when it closes, one bucket) behind a front on its own port that
 * relays every request to it while the store is up, answers 503 while it is unavailable and
 * refuses connections while it is refusing. The SDK finds the credentials s3rver takes in the
 * standard variables, as a server finds its own.
 */
export async function startObjectStore(bucket = 'syna-files'): Promise<TestObjectStore> {
  process.env.AWS_ACCESS_KEY_ID ??= 'S3RVER';
  process.env.AWS_SECRET_ACCESS_KEY ??= 'S3RVER';
  const directory = mkdtempSync(path.join(tmpdir(), 'syna-s3rver-'));
  const store = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    allowMismatchedSignatures: true,
    configureBuckets: [{ name: bucket }],
  });
  const storePort = (await store.run()).port;
  let state: StoreState = 'up';
  const requests: string[] = [];
  const front = http.createServer((request, response) => {
    requests.push(`${request.method} ${request.url}`);
    if (state === 'unavailable') {
      request.resume();
      response.writeHead(503, { 'content-type': 'application/xml' }).end(UNAVAILABLE_ANSWER);
      return;
    }
    const relayed = http.request(
      {
        host: '127.0.0.1',
        port: storePort,
        method: request.method,
        path: request.url,
        headers: request.headers,
      },
      (answer) => {
        response.writeHead(answer.statusCode!, answer.headers);
        answer.pipe(response);
      },
    );
    relayed.on('error', () => response.destroy());
    request.pipe(relayed);
  });
  const port = await listen(front, 0);
  return {
    config: { bucket, endpoint: `http://127.0.0.1:${port}`, region: 'us-east-1', forcePathStyle: true },
    requests,
    async setState(next) {
      if (state === 'refusing' && next !== 'refusing') await listen(front, port);
      if (next === 'refusing' && state !== 'refusing') {
        const closed = new Promise((resolve) => front.close(resolve));
        front.closeAllConnections();
        await closed;
      }
      state = next;
    },
    async close() {
      front.closeAllConnections();
      await new Promise((resolve) => front.close(resolve));
      await store.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
