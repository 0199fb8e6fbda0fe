import { createCipheriv, createDecipheriv, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** One key of ACCOUNTING_TOKEN_KEYS: its id (stored beside what it sealed) and its 32 bytes. */
export interface TokenKey {
  id: string;
  key: Buffer;
}

/**
 * The server's token keys, newest first: the first seals, every one opens, so a key is rotated by
 * putting a new one first (what it sealed before stays readable; each grant is sealed again with
 * the newest key when next written).
 */
export class TokenKeyRing {
  constructor(readonly keys: readonly TokenKey[]) {
    if (keys.length === 0) throw new Error('ACCOUNTING_TOKEN_KEYS names no key');
    for (const { id, key } of keys) {
      if (key.length !== 32) throw new Error(`Accounting token key ${id} is not 32 bytes`);
    }
  }

  get current(): TokenKey {
    return this.keys[0]!;
  }

  private byId(id: string): TokenKey {
    const found = this.keys.find((key) => key.id === id);
    if (!found) throw new Error(`Accounting token key ${id} is no longer configured`);
    return found;
  }

  /** AES-256-GCM with a fresh 96-bit nonce: `iv.ciphertext.tag`, base64url, under the current key. */
  seal(plaintext: string): { keyId: string; sealed: string } {
    const { id, key } = this.current;
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', key, iv);
    cipher.setAAD(Buffer.from(id));
    const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
    const parts = [iv, body, cipher.getAuthTag()].map((part) => part.toString('base64url'));
    return { keyId: id, sealed: parts.join('.') };
  }

  open(keyId: string, sealed: string): string {
    const [iv, body, tag] = sealed.split('.').map((part) => Buffer.from(part, 'base64url'));
    if (!iv || !body || !tag) throw new Error('Sealed accounting tokens are malformed');
    const decipher = createDecipheriv('aes-256-gcm', this.byId(keyId).key, iv);
    decipher.setAAD(Buffer.from(keyId));
    decipher.setAuthTag(tag);
    return Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8');
  }

  /** An HMAC-SHA-256 of `data` under a key derived from the named key (states are signed with it). */
  sign(data: string, keyId = this.current.id): string {
    const derived = createHmac('sha256', this.byId(keyId).key).update('syna accounting state').digest();
    return createHmac('sha256', derived).update(data).digest('base64url');
  }

  verify(data: string, keyId: string, signature: string): boolean {
    if (!this.keys.some((key) => key.id === keyId)) return false;
    const expected = Buffer.from(this.sign(data, keyId));
    const given = Buffer.from(signature);
    return expected.length === given.length && timingSafeEqual(expected, given);
  }
}

/** Reads `keyId:base64,keyId:base64` (ACCOUNTING_TOKEN_KEYS). */
export function parseTokenKeys(text: string): TokenKey[] {
  return text
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => {
      const colon = entry.indexOf(':');
      if (colon < 1) throw new Error('ACCOUNTING_TOKEN_KEYS: each key is keyId:base64-of-32-bytes');
      const key = Buffer.from(entry.slice(colon + 1), 'base64');
      if (key.length !== 32)
        throw new Error(`ACCOUNTING_TOKEN_KEYS: key ${entry.slice(0, colon)} is not 32 bytes`);
      return { id: entry.slice(0, colon), key };
    });
}
