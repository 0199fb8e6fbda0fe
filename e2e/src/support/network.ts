import type { CDPSession } from 'playwright-core';

/** A response the browser received, as Chromium's network events tell it. */
export interface Fetched {
  url: string;
  /** Chromium's resource type: Document, Script, Stylesheet, Fetch, Font… */
  type: string;
  status: number;
  headers: Record<string, string>;
  fromCache: boolean;
  /** Bytes on the wire, headers included (0 for a file the cache answered). */
  wireBytes: number;
  /** Of those, the body's: the file as sent, compressed (what the build's budgets count). */
  bodyBytes: number;
  /** When the page asked for it, in epoch milliseconds (as `performance.timeOrigin + performance.now()`). */
  requestedAt: number;
}

/** The staff app's own files (`/main/...`). */
const staffAppFile = (url: string) => new URL(url).pathname.startsWith('/main/');

/** Records every response `include` accepts (the staff app's files unless told) through the DevTools protocol. */
export async function recordFetches(
  session: CDPSession,
  include: (url: string) => boolean = staffAppFile,
): Promise<() => Fetched[]> {
  const byId = new Map<string, Fetched>();
  const servedFromCache = new Set<string>();
  const requestedAt = new Map<string, number>();
  const headerBytes = new Map<string, number>();
  await session.send('Network.enable');
  session.on('Network.requestWillBeSent', ({ requestId, wallTime }) =>
    requestedAt.set(requestId, wallTime * 1000),
  );
  // A file the memory cache answers is announced here, before its response.
  session.on('Network.requestServedFromCache', ({ requestId }) => servedFromCache.add(requestId));
  session.on('Network.responseReceived', ({ requestId, response, type }) => {
    if (!include(response.url)) return;
    const headers = Object.fromEntries(
      Object.entries(response.headers).map(([name, value]) => [name.toLowerCase(), String(value)]),
    );
    // What has arrived with the response: its status line and headers.
    headerBytes.set(requestId, response.encodedDataLength);
    byId.set(requestId, {
      url: response.url,
      type,
      status: response.status,
      headers,
      fromCache: servedFromCache.has(requestId) || Boolean(response.fromDiskCache),
      wireBytes: 0,
      bodyBytes: 0,
      requestedAt: requestedAt.get(requestId) ?? Number.NaN,
    });
  });
  session.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    const fetched = byId.get(requestId);
    if (!fetched || fetched.fromCache) return;
    fetched.wireBytes = encodedDataLength;
    fetched.bodyBytes = encodedDataLength - (headerBytes.get(requestId) ?? 0);
  });
  return () => [...byId.values()];
}

/** A script or style sheet, whoever serves it. */
export const isCode = (fetched: Fetched) => fetched.type === 'Script' || fetched.type === 'Stylesheet';

/** Slow 3G as issue 12 measures it: 400 ms latency, 400 kbit/s each way. */
export const SLOW_3G = {
  offline: false,
  latency: 400,
  downloadThroughput: 51_200,
  uploadThroughput: 51_200,
} as const;
