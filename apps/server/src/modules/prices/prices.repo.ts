import { and, asc, eq, sql } from 'drizzle-orm';
import type {
  PriceArticle,
  PriceArticleInput,
  PriceRow,
  PricedTypeKind,
  TypePrice,
} from '@syna/contracts/prices';
import { queryRows, type Tx } from '../../platform/db/database.ts';
import { inspectionPriceRows, priceArticles, typePrices } from './prices.tables.ts';

type ArticleRow = typeof priceArticles.$inferSelect;
type TypePriceRow = typeof typePrices.$inferSelect;
export type StoredArticle = Omit<PriceArticleInput, 'articleNumber'> & { articleNumber: string | null };
export type StoredTypePrice = Pick<TypePrice, 'articleNumber' | 'unitPrice' | 'vatRate'>;

const articleInTenant = sql`${priceArticles.tenantId} = app_tenant()`;

export function toArticle(row: ArticleRow): PriceArticle {
  return {
    id: row.id,
    articleNumber: row.articleNumber,
    name: row.name,
    unit: row.unit,
    unitPrice: row.unitPrice,
    vatRate: row.vatRate,
  };
}

function toTypePrice(row: TypePriceRow): TypePrice {
  const kind: PricedTypeKind = row.inspectionTypeId ? 'inspection' : 'order';
  return {
    kind,
    typeId: (row.inspectionTypeId ?? row.orderTypeId)!,
    articleNumber: row.articleNumber,
    unitPrice: row.unitPrice,
    vatRate: row.vatRate,
  };
}

export async function listArticles(tx: Tx): Promise<PriceArticle[]> {
  const rows = await tx
    .select()
    .from(priceArticles)
    .where(articleInTenant)
    .orderBy(asc(priceArticles.name), asc(priceArticles.id));
  return rows.map(toArticle);
}

export async function listTypePrices(tx: Tx): Promise<TypePrice[]> {
  const rows = await tx
    .select()
    .from(typePrices)
    .where(sql`${typePrices.tenantId} = app_tenant()`);
  return rows.map(toTypePrice);
}

export async function insertArticle(tx: Tx, tenantId: string, article: StoredArticle): Promise<PriceArticle> {
  const [row] = await tx
    .insert(priceArticles)
    .values({ ...article, tenantId })
    .returning();
  return toArticle(row!);
}

export async function updateArticle(
  tx: Tx,
  id: string,
  article: StoredArticle,
): Promise<PriceArticle | null> {
  const [row] = await tx
    .update(priceArticles)
    .set(article)
    .where(and(articleInTenant, eq(priceArticles.id, id)))
    .returning();
  return row ? toArticle(row) : null;
}

export async function deleteArticle(tx: Tx, id: string): Promise<boolean> {
  const rows = await tx
    .delete(priceArticles)
    .where(and(articleInTenant, eq(priceArticles.id, id)))
    .returning({ id: priceArticles.id });
  return rows.length > 0;
}

/** The column that names a type of the kind. */
const typeColumn = (kind: PricedTypeKind) =>
  kind === 'inspection' ? typePrices.inspectionTypeId : typePrices.orderTypeId;
const typeColumnName = (kind: PricedTypeKind) =>
  kind === 'inspection' ? 'inspection_type_id' : 'order_type_id';

/** Sets a type's price (an upsert on the kind's partial unique index). */
export async function upsertTypePrice(
  tx: Tx,
  tenantId: string,
  kind: PricedTypeKind,
  typeId: string,
  price: StoredTypePrice,
): Promise<void> {
  const column = sql.identifier(typeColumnName(kind));
  await tx.execute(
    sql`INSERT INTO type_prices (tenant_id, ${column}, article_number, unit_price, vat_rate)
        VALUES (${tenantId}, ${typeId}, ${price.articleNumber}, ${price.unitPrice}, ${price.vatRate})
        ON CONFLICT (tenant_id, ${column}) WHERE ${column} IS NOT NULL
        DO UPDATE SET article_number = EXCLUDED.article_number, unit_price = EXCLUDED.unit_price,
                      vat_rate = EXCLUDED.vat_rate`,
  );
}

export async function deleteTypePrice(tx: Tx, kind: PricedTypeKind, typeId: string): Promise<boolean> {
  const rows = await tx
    .delete(typePrices)
    .where(and(sql`${typePrices.tenantId} = app_tenant()`, eq(typeColumn(kind), typeId)))
    .returning({ tenantId: typePrices.tenantId });
  return rows.length > 0;
}

/** Whether the firm has a type of the kind with this id. */
export async function typeExists(tx: Tx, kind: PricedTypeKind, typeId: string): Promise<boolean> {
  const table = sql.identifier(kind === 'inspection' ? 'inspection_types' : 'order_types');
  const rows = await queryRows(
    tx,
    sql`SELECT 1 FROM ${table} WHERE tenant_id = app_tenant() AND id = ${typeId}`,
  );
  return rows.length > 0;
}

/** An assignment's rows in order. */
export async function listPriceRows(tx: Tx, inspectionId: string): Promise<PriceRow[]> {
  const rows = await tx
    .select()
    .from(inspectionPriceRows)
    .where(
      and(
        sql`${inspectionPriceRows.tenantId} = app_tenant()`,
        eq(inspectionPriceRows.inspectionId, inspectionId),
      ),
    )
    .orderBy(asc(inspectionPriceRows.position));
  return rows.map((row) => ({
    articleId: row.articleId,
    articleNumber: row.articleNumber,
    description: row.description,
    quantity: Number(row.quantity),
    unitPrice: row.unitPrice,
    vatRate: row.vatRate,
  }));
}

/** Replaces an assignment's rows with `rows`, in their order. */
export async function replacePriceRows(
  tx: Tx,
  tenantId: string,
  inspectionId: string,
  rows: readonly PriceRow[],
): Promise<void> {
  await tx
    .delete(inspectionPriceRows)
    .where(
      and(
        sql`${inspectionPriceRows.tenantId} = app_tenant()`,
        eq(inspectionPriceRows.inspectionId, inspectionId),
      ),
    );
  if (rows.length === 0) return;
  await tx
    .insert(inspectionPriceRows)
    .values(rows.map((row, position) => ({ ...row, tenantId, inspectionId, position })));
}

/** The ids among `ids` that are not articles of the firm. */
export async function unknownArticleIds(tx: Tx, ids: readonly string[]): Promise<Set<string>> {
  const known = new Set((await listArticles(tx)).map((article) => article.id));
  return new Set(ids.filter((id) => !known.has(id)));
}
