import { describe, expect, it } from 'vitest';
import { parseTokenKeys, TokenKeyRing } from './token-seal.ts';

const key = (fill: number) => Buffer.alloc(32, fill).toString('base64');

describe('the accounting token keys', () => {
  it('seals with the first key and opens with any, so a key is rotated by putting a new one first', () => {
    const old = new TokenKeyRing(parseTokenKeys(`k1:${key(1)}`));
    const sealedBefore = old.seal('refresh-token-secret');
    expect(sealedBefore.keyId).toBe('k1');
    expect(sealedBefore.sealed).not.toContain('refresh-token-secret');
    const rotated = new TokenKeyRing(parseTokenKeys(`k2:${key(2)}, k1:${key(1)}`));
    expect(rotated.open(sealedBefore.keyId, sealedBefore.sealed)).toBe('refresh-token-secret');
    const sealedAfter = rotated.seal('refresh-token-secret');
    expect(sealedAfter.keyId).toBe('k2');
    // Once the old key is gone, what it sealed can no longer be read.
    const newOnly = new TokenKeyRing(parseTokenKeys(`k2:${key(2)}`));
    expect(newOnly.open(sealedAfter.keyId, sealedAfter.sealed)).toBe('refresh-token-secret');
    expect(() => newOnly.open(sealedBefore.keyId, sealedBefore.sealed)).toThrow(/k1/);
  });

  it('refuses a sealed text that was altered', () => {
    const ring = new TokenKeyRing(parseTokenKeys(`k1:${key(1)}`));
    const { keyId, sealed } = ring.seal('access');
    const [iv, body, tag] = sealed.split('.');
    const altered = `${iv}.${body!.slice(0, -2)}AA.${tag}`;
    expect(() => ring.open(keyId, altered)).toThrow();
  });

  it('refuses keys that are not 32 bytes or not named', () => {
    expect(() => parseTokenKeys(`k1:${Buffer.alloc(16).toString('base64')}`)).toThrow(/32 bytes/);
    expect(() => parseTokenKeys(key(1))).toThrow(/keyId/);
  });

  it('verifies a signature only under a listed key and for the same data', () => {
    const ring = new TokenKeyRing(parseTokenKeys(`k1:${key(1)}`));
    const signature = ring.sign('payload');
    expect(ring.verify('payload', 'k1', signature)).toBe(true);
    expect(ring.verify('payloaD', 'k1', signature)).toBe(false);
    expect(ring.verify('payload', 'k9', signature)).toBe(false);
  });
});
