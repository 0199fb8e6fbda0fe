import { and, eq, sql } from 'drizzle-orm';
import type { UserFeature } from '@syna/contracts/initial-data';
import type { Tx } from '../../platform/db/database.ts';
import { userFeatures } from './users.tables.ts';

const toUserFeature = (row: typeof userFeatures.$inferSelect): UserFeature => ({
  id: row.id,
  name: row.name,
  value: row.value,
});

export async function listUserFeatures(tx: Tx, userId: string): Promise<UserFeature[]> {
  const rows = await tx
    .select()
    .from(userFeatures)
    .where(and(sql`${userFeatures.tenantId} = app_tenant()`, eq(userFeatures.userId, userId)))
    .orderBy(userFeatures.name);
  return rows.map(toUserFeature);
}

/** The value of one property of the user's profile in the firm; null where it has none. */
export async function findUserFeatureValue(tx: Tx, userId: string, name: string): Promise<string | null> {
  const [row] = await tx
    .select({ value: userFeatures.value })
    .from(userFeatures)
    .where(
      and(
        sql`${userFeatures.tenantId} = app_tenant()`,
        eq(userFeatures.userId, userId),
        eq(userFeatures.name, name),
      ),
    );
  return row?.value ?? null;
}

/** Adds a property to the user's profile, or replaces the value of one with the same name. */
export async function upsertUserFeature(
  tx: Tx,
  tenantId: string,
  userId: string,
  feature: { name: string; value: string | null },
): Promise<UserFeature> {
  const [row] = await tx
    .insert(userFeatures)
    .values({ tenantId, userId, ...feature })
    .onConflictDoUpdate({
      target: [userFeatures.tenantId, userFeatures.userId, userFeatures.name],
      set: { value: feature.value },
    })
    .returning();
  return toUserFeature(row!);
}

/** Removes one of the user's own properties; false when there was none with that id. */
export async function deleteUserFeature(tx: Tx, userId: string, id: string): Promise<boolean> {
  const rows = await tx
    .delete(userFeatures)
    .where(
      and(
        sql`${userFeatures.tenantId} = app_tenant()`,
        eq(userFeatures.userId, userId),
        eq(userFeatures.id, id),
      ),
    )
    .returning({ id: userFeatures.id });
  return rows.length > 0;
}
