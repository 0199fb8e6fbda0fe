import { Writable } from 'node:stream';

/** A log stream for a test app that keeps every JSON line it is given. */
export function captureLogs(): { stream: Writable; lines: string[]; entries(): Record<string, unknown>[] } {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(...chunk.toString().split('\n').filter(Boolean));
      done();
    },
  });
  return {
    stream,
    lines,
    entries: () => lines.map((line) => JSON.parse(line) as Record<string, unknown>),
  };
}
