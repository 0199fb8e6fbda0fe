import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseTokenKeys, TokenKeyRing } from './token-seal.ts';

/** The key made for an install that names none: in the data folder, beside the database. */
export const LOCAL_TOKEN_KEY_FILE = 'accounting-token.key';

/**
 * The keys that seal the firms' accounting tokens: ACCOUNTING_TOKEN_KEYS when set; otherwise one
 * key generated at the first start into `<DATA_DIR>/accounting-token.key` (readable by the
 * server's user alone) and read from there after, never stored in the database.
 */
export function loadTokenKeys(configured: string | null, dataDir: string): TokenKeyRing {
  if (configured) return new TokenKeyRing(parseTokenKeys(configured));
  const file = path.join(dataDir, LOCAL_TOKEN_KEY_FILE);
  try {
    return new TokenKeyRing(parseTokenKeys(readFileSync(file, 'utf8')));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  mkdirSync(dataDir, { recursive: true });
  const line = `local:${randomBytes(32).toString('base64')}\n`;
  // `wx`: of two servers starting at once on one folder, the second reads the first's key.
  try {
    writeFileSync(file, line, { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  return new TokenKeyRing(parseTokenKeys(readFileSync(file, 'utf8')));
}
