import { inArray, sql } from 'drizzle-orm';
import type { Permission } from '@syna/contracts/permissions';
import { hasPermission } from '@syna/contracts/roles';
import type { Language } from '@syna/contracts/constants';
import { noticeChoicesSchema, type NoticeChoices } from '@syna/contracts/notices';
import { queryRows, type Tx } from '../../platform/db/database.ts';
import { DEFAULT_LANGUAGE } from '../../platform/http/request-language.ts';
import { users } from './users.tables.ts';

type UserRow = typeof users.$inferSelect;

/** A person the server tells something of on its own: how, in which language and where to. */
export interface NoticeRecipient {
  userId: string;
  language: Language;
  email: string | null;
  choices: NoticeChoices;
}

/**
 * The people with their notice choices (their settings' `notices`, defaults where they chose
 * nothing), their language (Swedish, the firms' default, when none) and e-mail, in the order
 * asked; a user the firm may not see (row-level security) is left out.
 */
export async function noticeRecipients(tx: Tx, userIds: readonly string[]): Promise<NoticeRecipient[]> {
  if (userIds.length === 0) return [];
  const rows = await tx
    .select({ id: users.id, language: users.language, email: users.email, properties: users.properties })
    .from(users)
    .where(inArray(users.id, [...userIds]));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return userIds.flatMap((userId) => {
    const row = byId.get(userId);
    return row ? [toRecipient(row)] : [];
  });
}

/**
 * The firm's members whose permissions (roles, groups and their own) grant `permission`, as
 * `noticeRecipients` gives them, read in one statement with their permissions.
 */
export async function membersHolding(tx: Tx, permission: Permission): Promise<NoticeRecipient[]> {
  const rows = await queryRows<RecipientRow & { permissions: string[] | null }>(
    tx,
    sql`SELECT u.id, u.language, u.email, u.properties,
               array_agg(DISTINCT granted.permission) FILTER (WHERE granted.permission IS NOT NULL) AS permissions
        FROM accounts a
        JOIN users u ON u.id = a.user_id
        LEFT JOIN member_permissions granted ON granted.tenant_id = a.tenant_id AND granted.account_id = a.id
        WHERE a.tenant_id = app_tenant()
        GROUP BY u.id`,
  );
  return rows.filter((row) => hasPermission(row.permissions ?? [], permission)).map(toRecipient);
}

type RecipientRow = Pick<UserRow, 'id' | 'language' | 'email' | 'properties'>;

function toRecipient(row: RecipientRow): NoticeRecipient {
  const stored = noticeChoicesSchema.safeParse(row.properties.notices ?? {});
  return {
    userId: row.id,
    language: row.language ?? DEFAULT_LANGUAGE,
    email: row.email,
    choices: stored.success ? stored.data : noticeChoicesSchema.parse({}),
  };
}
