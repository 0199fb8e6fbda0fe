import { inArray } from 'drizzle-orm';
import type { Language } from '@syna/contracts/constants';
import { noticeChoicesSchema, type NoticeChoices } from '@syna/contracts/notices';
import type { Tx } from '../../platform/db/database.ts';
import { DEFAULT_LANGUAGE } from '../../platform/http/request-language.ts';
import { users } from './users.tables.ts';

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
    if (!row) return [];
    const stored = noticeChoicesSchema.safeParse(row.properties.notices ?? {});
    return [
      {
        userId,
        language: row.language ?? DEFAULT_LANGUAGE,
        email: row.email,
        choices: stored.success ? stored.data : noticeChoicesSchema.parse({}),
      },
    ];
  });
}
