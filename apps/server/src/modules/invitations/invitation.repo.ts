import { and, desc, eq, sql } from 'drizzle-orm';
import { INVITATION_TTL_DAYS, type Invitation, type MyInvitation } from '@syna/contracts/invitations';
import type { Tx } from '../../platform/db/database.ts';
import { withTenantNames } from '../tenancy/index.ts';
import { invitations } from './invitations.tables.ts';

type InvitationRow = typeof invitations.$inferSelect;

/** Until when an invitation sent at `createdAt` can be accepted. */
const expiryOf = (createdAt: Date) =>
  new Date(createdAt.getTime() + INVITATION_TTL_DAYS * 86_400_000).toISOString();

/** A pending invitation still within its time: one sent in the last `INVITATION_TTL_DAYS` days. */
const unexpired = sql`${invitations.createdAt} > now() - make_interval(days => ${INVITATION_TTL_DAYS})`;

const toInvitation = (row: InvitationRow): Invitation => ({
  id: row.id,
  email: row.email,
  roles: row.roles,
  status: row.status,
  invitedBy: { id: row.invitedBy, name: row.invitedByName },
  createdAt: row.createdAt.toISOString(),
  answeredAt: row.answeredAt?.toISOString() ?? null,
  expiresAt: expiryOf(row.createdAt),
});

const inTenant = sql`${invitations.tenantId} = app_tenant()`;

/** The transaction tenant's invitations, newest first. */
export async function listInvitations(tx: Tx): Promise<Invitation[]> {
  const rows = await tx
    .select()
    .from(invitations)
    .where(inTenant)
    .orderBy(desc(invitations.createdAt), desc(invitations.id));
  return rows.map(toInvitation);
}

export interface NewInvitation {
  email: string;
  roles: string[];
  invitedBy: { id: string; name: string };
}

/**
 * Adds a pending invitation to the transaction's tenant, in place of an expired one to the same
 * address; a pending one still in its time violates uniqueness.
 */
export async function insertInvitation(tx: Tx, tenantId: string, input: NewInvitation): Promise<Invitation> {
  await tx
    .delete(invitations)
    .where(
      and(
        inTenant,
        eq(invitations.email, input.email),
        eq(invitations.status, 'created'),
        sql`NOT ${unexpired}`,
      ),
    );
  const [row] = await tx
    .insert(invitations)
    .values({
      tenantId,
      email: input.email,
      roles: input.roles,
      invitedBy: input.invitedBy.id,
      invitedByName: input.invitedBy.name,
    })
    .returning();
  return toInvitation(row!);
}

/** Removes one of the tenant's invitations; false when it has none with the id. */
export async function deleteInvitation(tx: Tx, id: string): Promise<boolean> {
  const rows = await tx
    .delete(invitations)
    .where(and(inTenant, eq(invitations.id, id)))
    .returning({ id: invitations.id });
  return rows.length > 0;
}

/**
 * The caller's pending invitations, outside any tenant: row-level security lets through only those
 * to the caller's verified e-mail (`app_verified_email()`), and with them the inviting firms' names.
 */
export async function listPendingForCaller(tx: Tx): Promise<MyInvitation[]> {
  const rows = await tx
    .select()
    .from(invitations)
    .where(
      and(eq(invitations.status, 'created'), unexpired, sql`${invitations.email} = app_verified_email()`),
    )
    .orderBy(desc(invitations.createdAt));
  return (await withTenantNames(tx, rows)).map(({ row: invitation, tenant }) => ({
    id: invitation.id,
    tenant,
    roles: invitation.roles,
    invitedBy: invitation.invitedByName,
    createdAt: invitation.createdAt.toISOString(),
    expiresAt: expiryOf(invitation.createdAt),
  }));
}

/**
 * Answers one of the caller's pending invitations (accepted or denied) and returns its firm, roles
 * and inviter; null when the caller has no pending invitation with the id (someone else's, answered,
 * withdrawn, expired, or an unverified e-mail).
 */
export async function answerInvitation(
  tx: Tx,
  id: string,
  status: 'accepted' | 'denied',
): Promise<{ tenantId: string; roles: string[]; invitedBy: string | null } | null> {
  const [row] = await tx
    .update(invitations)
    .set({ status, answeredAt: sql`now()` })
    .where(
      and(
        eq(invitations.id, id),
        eq(invitations.status, 'created'),
        unexpired,
        sql`${invitations.email} = app_verified_email()`,
      ),
    )
    .returning({
      tenantId: invitations.tenantId,
      roles: invitations.roles,
      invitedBy: invitations.invitedBy,
    });
  return row ?? null;
}
