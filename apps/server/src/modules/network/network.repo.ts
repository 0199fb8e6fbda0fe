import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import type {
  MyNetworkInvitation,
  NetworkInvitation,
  NetworkKind,
  NetworkPartner,
} from '@syna/contracts/network';
import { queryRows, type Tx } from '../../platform/db/database.ts';
import { listTenantNames, withTenantNames } from '../tenancy/index.ts';
import { networkInvitations, networkPartners, networkShares } from './network.tables.ts';

/**
 * The firm's side of its network (invitations and partners, in the tenant's scope) and the
 * invitee's (in a partner transaction, where row-level security shows only what is theirs).
 */

type InvitationRow = typeof networkInvitations.$inferSelect;
type PartnerRow = typeof networkPartners.$inferSelect;

const toInvitation = (row: InvitationRow, now: Date): NetworkInvitation => ({
  id: row.id,
  kind: row.kind,
  email: row.email,
  invitedBy: { id: row.invitedBy, name: row.invitedByName },
  createdAt: row.createdAt.toISOString(),
  expiresAt: row.expiresAt.toISOString(),
  expired: row.expiresAt <= now,
});

const toPartner = (row: PartnerRow, shares: number): NetworkPartner => ({
  id: row.id,
  kind: row.kind,
  name: row.name,
  email: row.email,
  note: row.note,
  createdAt: row.createdAt.toISOString(),
  shares,
});

const inTenant = sql`${networkInvitations.tenantId} = app_tenant()`;
const pending = eq(networkInvitations.status, 'created');

/** The tenant's pending invitations of one kind, newest first. */
export async function listPendingInvitations(
  tx: Tx,
  kind: NetworkKind,
  now: Date,
): Promise<NetworkInvitation[]> {
  const rows = await tx
    .select()
    .from(networkInvitations)
    .where(and(inTenant, pending, eq(networkInvitations.kind, kind)))
    .orderBy(desc(networkInvitations.createdAt), desc(networkInvitations.id));
  return rows.map((row) => toInvitation(row, now));
}

export interface NewNetworkInvitation {
  kind: NetworkKind;
  email: string;
  invitedBy: { id: string; name: string };
  expiresAt: Date;
}

/**
 * Adds a pending invitation to the tenant, replacing an expired one to the same address; a
 * pending one that still runs violates uniqueness.
 */
export async function insertNetworkInvitation(
  tx: Tx,
  tenantId: string,
  input: NewNetworkInvitation,
  now: Date,
): Promise<NetworkInvitation> {
  await tx
    .delete(networkInvitations)
    .where(
      and(
        inTenant,
        pending,
        eq(networkInvitations.kind, input.kind),
        eq(networkInvitations.email, input.email),
        sql`${networkInvitations.expiresAt} <= ${now.toISOString()}`,
      ),
    );
  const [row] = await tx
    .insert(networkInvitations)
    .values({
      tenantId,
      kind: input.kind,
      email: input.email,
      invitedBy: input.invitedBy.id,
      invitedByName: input.invitedBy.name,
      expiresAt: input.expiresAt,
    })
    .returning();
  return toInvitation(row!, now);
}

/** Removes one of the tenant's pending invitations of a kind; false when it has none with the id. */
export async function deletePendingInvitation(tx: Tx, kind: NetworkKind, id: string): Promise<boolean> {
  const rows = await tx
    .delete(networkInvitations)
    .where(and(inTenant, pending, eq(networkInvitations.kind, kind), eq(networkInvitations.id, id)))
    .returning({ id: networkInvitations.id });
  return rows.length > 0;
}

/** Whether a partner of the kind was invited at `email` (any case) and is in the network. */
export async function isPartnerByEmail(tx: Tx, kind: NetworkKind, email: string): Promise<boolean> {
  const rows = await tx
    .select({ id: networkPartners.id })
    .from(networkPartners)
    .where(
      and(
        sql`${networkPartners.tenantId} = app_tenant()`,
        eq(networkPartners.kind, kind),
        sql`lower(${networkPartners.email}) = ${email}`,
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/** The tenant's partners of a kind by name, each with how many things are shared with it. */
export async function listPartners(tx: Tx, kind: NetworkKind): Promise<NetworkPartner[]> {
  const rows = await tx
    .select({
      partner: networkPartners,
      shares: sql<number>`(SELECT count(*)::int FROM ${networkShares}
        WHERE ${networkShares.tenantId} = ${networkPartners.tenantId}
          AND ${networkShares.partnerId} = ${networkPartners.id})`,
    })
    .from(networkPartners)
    .where(and(sql`${networkPartners.tenantId} = app_tenant()`, eq(networkPartners.kind, kind)))
    .orderBy(asc(networkPartners.name), asc(networkPartners.id));
  return rows.map(({ partner, shares }) => toPartner(partner, Number(shares)));
}

/** The firm's partner of a kind with the id. */
const thePartner = (kind: NetworkKind, id: string) =>
  and(
    sql`${networkPartners.tenantId} = app_tenant()`,
    eq(networkPartners.kind, kind),
    eq(networkPartners.id, id),
  );

/** Sets the firm's note on one of its partners of a kind; null when there is none with the id. */
export async function updatePartnerNote(
  tx: Tx,
  kind: NetworkKind,
  id: string,
  note: string | null,
): Promise<boolean> {
  const rows = await tx
    .update(networkPartners)
    .set({ note })
    .where(thePartner(kind, id))
    .returning({ id: networkPartners.id });
  return rows.length > 0;
}

/** Removes a partner of a kind with its shares (the foreign key cascades); false when none. */
export async function deletePartner(tx: Tx, kind: NetworkKind, id: string): Promise<boolean> {
  const rows = await tx
    .delete(networkPartners)
    .where(thePartner(kind, id))
    .returning({ id: networkPartners.id });
  return rows.length > 0;
}

// The invitee's side, in a partner transaction ---------------------------------------------------

/**
 * Whether the firm's network knows the caller of a partner transaction: a partner link of theirs,
 * or an invitation to their verified address that can still be answered. Row-level security
 * shows the partner role nothing else of these tables.
 */
export async function networkKnowsCaller(tx: Tx): Promise<boolean> {
  const [row] = await queryRows<{ known: boolean }>(
    tx,
    sql`SELECT EXISTS (SELECT 1 FROM network_partners)
            OR EXISTS (SELECT 1 FROM network_invitations WHERE status = 'created' AND expires_at > now())
            AS known`,
  );
  return row?.known === true;
}

/** The invitations of a kind to the caller that can still be answered, newest first. */
export async function listCallerInvitations(
  tx: Tx,
  kind: NetworkKind,
  tenant: { id: string; name: string },
): Promise<MyNetworkInvitation[]> {
  const rows = await callerInvitationRows(tx, eq(networkInvitations.kind, kind));
  return rows.map((row) => toCallerInvitation(row, tenant));
}

/** The caller's answerable invitations (to their verified address, pending, unexpired), newest first. */
function callerInvitationRows(tx: Tx, ...conditions: SQL[]) {
  return tx
    .select()
    .from(networkInvitations)
    .where(
      and(
        pending,
        ...conditions,
        sql`${networkInvitations.expiresAt} > now()`,
        sql`${networkInvitations.email} = app_verified_email()`,
      ),
    )
    .orderBy(desc(networkInvitations.createdAt));
}

function toCallerInvitation(
  row: typeof networkInvitations.$inferSelect,
  tenant: { id: string; name: string },
): MyNetworkInvitation {
  return {
    id: row.id,
    kind: row.kind,
    tenant,
    invitedBy: row.invitedByName,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
  };
}

/**
 * Answers one of the caller's invitations of a kind that can still be answered; its address, or
 * null when the caller has none with the id (someone else's, answered, withdrawn, expired).
 */
export async function answerNetworkInvitation(
  tx: Tx,
  kind: NetworkKind,
  id: string,
  status: 'accepted' | 'denied',
): Promise<{ email: string } | null> {
  const [row] = await tx
    .update(networkInvitations)
    .set({ status, answeredAt: sql`now()` })
    .where(
      and(
        eq(networkInvitations.id, id),
        eq(networkInvitations.kind, kind),
        pending,
        sql`${networkInvitations.expiresAt} > now()`,
        sql`${networkInvitations.email} = app_verified_email()`,
      ),
    )
    .returning({ email: networkInvitations.email });
  return row ?? null;
}

export interface NewPartner {
  tenantId: string;
  invitationId: string;
  name: string;
  email: string;
  link: { kind: 'user'; userId: string } | { kind: 'org'; orgId: string };
}

/** Adds the caller (or their firm) to the network; one already in it violates uniqueness. */
export async function insertPartner(tx: Tx, partner: NewPartner): Promise<void> {
  await tx.insert(networkPartners).values({
    tenantId: partner.tenantId,
    invitationId: partner.invitationId,
    name: partner.name,
    email: partner.email,
    kind: partner.link.kind,
    userId: partner.link.kind === 'user' ? partner.link.userId : null,
    orgId: partner.link.kind === 'org' ? partner.link.orgId : null,
  });
}

// Outside any tenant: the pick page ---------------------------------------------------------------

/** The firms whose partner the caller is, as a user or through a firm of theirs, by name. */
export async function listPartnerFirms(tx: Tx): Promise<{ id: string; name: string }[]> {
  const partnerOf = await tx.selectDistinct({ id: networkPartners.tenantId }).from(networkPartners);
  return listTenantNames(
    tx,
    partnerOf.map((firm) => firm.id),
  );
}

/** Every network invitation to the caller's verified address that can still be answered. */
export async function listAllCallerInvitations(tx: Tx): Promise<MyNetworkInvitation[]> {
  const rows = await callerInvitationRows(tx);
  return (await withTenantNames(tx, rows)).map(({ row, tenant }) => toCallerInvitation(row, tenant));
}
