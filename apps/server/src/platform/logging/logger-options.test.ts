import { PassThrough } from 'node:stream';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { loggerOptions } from './logger-options.ts';

/** A logger as the server makes one, and the levels of the lines it wrote. */
function serverLogger() {
  const stream = new PassThrough();
  const lines: { level: number; msg: string }[] = [];
  stream.on('data', (chunk: Buffer) => {
    for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line));
  });
  const options = loggerOptions({ logLevel: 'info', logStream: stream });
  return { log: pino(options, stream), lines };
}

describe('the server’s log', () => {
  it('logs a response its client left mid-way at info, and other errors as errors', async () => {
    const { log, lines } = serverLogger();
    // As @fastify/compress reports a compressed answer whose client closed the connection.
    log.error(new Error('premature close'));
    log.error(new Error('the store did not answer'));
    log.error({ err: new Error('premature close') }, 'a message of its own');
    await new Promise((resolve) => setImmediate(resolve));
    expect(lines.map(({ level, msg }) => [level, msg])).toEqual([
      [30, 'premature close'],
      [50, 'the store did not answer'],
      [50, 'a message of its own'],
    ]);
  });
});
