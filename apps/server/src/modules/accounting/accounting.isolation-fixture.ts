import { sql } from 'drizzle-orm';
import { queryRows } from '../../platform/db/database.ts';
import { buildInspectionType, postInspection } from '../../../test/support/inspection-factories.ts';
import type { SeedFirm } from '../../../test/support/isolation-fixture.ts';
import { TEST_ACCOUNTING_TOKEN_KEYS } from '../../../test/support/test-app.ts';
import { parseTokenKeys, TokenKeyRing } from './token-seal.ts';

/**
 * Firm A's connection to Fortnox (its grant sealed as the server seals it, the secret in the
 * tokens and the company's name), a failed invoicing attempt of an assignment and a call in the
 * call log, for the walk: no route of firm B may show or use any of them.
 */
export const seedFirm: SeedFirm = async (app, firm, owner, secret) => {
  const keys = new TokenKeyRing(parseTokenKeys(TEST_ACCOUNTING_TOKEN_KEYS));
  const { keyId, sealed } = keys.seal(
    JSON.stringify({ accessToken: `${secret}-a`, refreshToken: `${secret}-r` }),
  );
  const type = await buildInspectionType(app, firm.id, { name: `${secret} faktureringstyp` });
  const assignment = await postInspection(app, firm.id, owner.auth, { typeId: type.id });
  await app.database.withTenant({ tenantId: firm.id, userId: null }, async (tx) => {
    await queryRows(
      tx,
      sql`INSERT INTO accounting_connections (tenant_id, provider, sealed_tokens, key_id, expires_at, company_name, connected_at)
          VALUES (${firm.id}, 'fortnox', ${sealed}, ${keyId}, now() + interval '1 hour', ${`${secret} AB`}, now())`,
    );
    await queryRows(
      tx,
      sql`INSERT INTO invoice_attempts (tenant_id, inspection_id, provider, attempt, state, external_key, total_ore, message)
          VALUES (${firm.id}, ${assignment.id}, 'fortnox', 1, 'failed', ${`syna-${assignment.id}-1`}, 125000, ${secret})`,
    );
    await queryRows(
      tx,
      sql`INSERT INTO accounting_calls (tenant_id, provider, operation, status, duration_ms, message)
          VALUES (${firm.id}, 'fortnox', 'createInvoice', 400, 12, ${secret})`,
    );
  });
};
