import { type Column, type SQL, sql } from 'drizzle-orm';
import { assets } from './content.tables.ts';

/**
 * What another module's list shows of the asset whose id is in `assetId` (its image), read beside
 * its own rows in the same statement: the list stays one query, and the SQL that reads the assets
 * table stays here. The asset is the firm's and exists (the list's key to it says so).
 */
export function assetColumnsOf(assetId: Column | SQL) {
  const column = <T>(read: Column) =>
    sql<T>`(SELECT ${read} FROM ${assets} WHERE ${assets.tenantId} = app_tenant() AND ${assets.id} = ${assetId})`;
  return {
    assetName: column<string>(assets.name),
    width: column<number | null>(assets.width),
    height: column<number | null>(assets.height),
    storageKey: column<string>(assets.storageKey),
  };
}
