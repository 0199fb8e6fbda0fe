import type { SeedFirm } from '../../../test/support/isolation-fixture.ts';
import { startUpload } from '../../../test/support/upload-under-way.ts';

/** Firm A's upload session for the tenant-isolation walk, holding the secret's bytes. */
export const seedFirm: SeedFirm = (app, firm, owner, secret) =>
  startUpload(app, firm, owner, Buffer.from(`${secret} ${secret}`));
