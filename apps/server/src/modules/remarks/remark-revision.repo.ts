import { and, desc, eq, sql } from 'drizzle-orm';
import type { RemarkRevision } from '@syna/contracts/remarks';
import type { Tx } from '../../platform/db/database.ts';
import { userNameOf } from '../users/index.ts';
import { remarkContentOf } from './remark.repo.ts';
import { remarkRevisions } from './remarks.tables.ts';

type RevisionRow = typeof remarkRevisions.$inferSelect & { changedByName: string | null };

function toRemarkRevision(row: RevisionRow): RemarkRevision {
  return {
    ...remarkContentOf(row),
    changedBy: row.changedBy ? { id: row.changedBy, name: row.changedByName } : null,
    changedAt: row.changedAt.toISOString(),
  };
}

/** A remark's earlier states, newest first, each with the name of who replaced it. */
export async function listRemarkRevisions(tx: Tx, remarkId: string): Promise<RemarkRevision[]> {
  const rows = await tx
    .select({ revision: remarkRevisions, changedByName: userNameOf(remarkRevisions.changedBy) })
    .from(remarkRevisions)
    .where(and(sql`${remarkRevisions.tenantId} = app_tenant()`, eq(remarkRevisions.remarkId, remarkId)))
    .orderBy(desc(remarkRevisions.version));
  return rows.map(({ revision, changedByName }) => toRemarkRevision({ ...revision, changedByName }));
}
