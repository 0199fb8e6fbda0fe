import { Transform } from 'node:stream';

/**
 * Passes bytes on until more than `maxBytes` have gone through, then fails with `tooLong()`:
 * a stream written to disk is cut off there rather than counted after the fact.
 */
export function boundedStream(maxBytes: number, tooLong: () => Error): Transform {
  let seen = 0;
  return new Transform({
    transform(part: Buffer, _encoding, done) {
      seen += part.length;
      if (seen > maxBytes) done(tooLong());
      else done(null, part);
    },
  });
}
