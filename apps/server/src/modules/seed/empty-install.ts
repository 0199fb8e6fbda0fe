import { sql } from 'drizzle-orm';
import { queryRows, type Tx } from '../../platform/db/database.ts';
import { ISSUER_MAIL_TENANT } from '../../idp/account-mail.ts';

/** True while the database has no organisation and no user: nobody can sign in yet (the issuer's mail tenant is none). */
export async function isEmptyInstall(tx: Tx): Promise<boolean> {
  const [row] = await queryRows<{ empty: boolean }>(
    tx,
    sql`SELECT NOT (EXISTS (SELECT 1 FROM tenants WHERE id <> ${ISSUER_MAIL_TENANT}) OR EXISTS (SELECT 1 FROM users)) AS empty`,
  );
  return row!.empty;
}
