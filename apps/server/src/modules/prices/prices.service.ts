import {
  priceTotals,
  type AssignmentPrice,
  type AssignmentPriceInput,
  type PriceArticle,
  type PriceArticleInput,
  type PriceList,
  type PricedTypeKind,
  type PriceRow,
  type PriceTotals,
  type TypePrice,
  type TypePriceInput,
} from '@syna/contracts/prices';
import type { MessageRef } from '@syna/contracts/messages';
import { badRequest, notFound, type FieldErrors } from '../../platform/http/problem.ts';
import type { RequestContext } from '../../platform/http/request-context.ts';
import { inspectionExists } from '../inspections/index.ts';
import {
  deleteArticle,
  deleteTypePrice,
  insertArticle,
  listArticles,
  listPriceRows,
  listTypePrices,
  replacePriceRows,
  typeExists,
  unknownArticleIds,
  updateArticle,
  upsertTypePrice,
} from './prices.repo.ts';

const ARTICLE_NOT_FOUND: MessageRef = { key: 'prices.articleMissing' };
const TYPE_NOT_FOUND: MessageRef = { key: 'prices.typeMissing' };
/** The answer for an assignment that is not the firm's. */
export const ASSIGNMENT_NOT_FOUND: MessageRef = { key: 'assignments.assignmentMissing' };

/** The firm's price list. */
export async function getPriceList(context: RequestContext): Promise<PriceList> {
  return { types: await listTypePrices(context.tx), articles: await listArticles(context.tx) };
}

async function requireType(context: RequestContext, kind: PricedTypeKind, typeId: string): Promise<void> {
  if (!(await typeExists(context.tx, kind, typeId))) throw notFound(TYPE_NOT_FOUND);
}

const stored = <Input extends { articleNumber?: string | null | undefined }>(input: Input) => ({
  ...input,
  articleNumber: input.articleNumber ?? null,
});

export async function setTypePrice(
  context: RequestContext,
  kind: PricedTypeKind,
  typeId: string,
  input: TypePriceInput,
): Promise<TypePrice> {
  await requireType(context, kind, typeId);
  const price = stored(input);
  await upsertTypePrice(context.tx, context.tenant.id, kind, typeId, price);
  return { kind, typeId, ...price };
}

export async function removeTypePrice(
  context: RequestContext,
  kind: PricedTypeKind,
  typeId: string,
): Promise<void> {
  await requireType(context, kind, typeId);
  await deleteTypePrice(context.tx, kind, typeId);
}

export function createArticle(context: RequestContext, input: PriceArticleInput): Promise<PriceArticle> {
  return insertArticle(context.tx, context.tenant.id, stored(input));
}

export async function changeArticle(
  context: RequestContext,
  id: string,
  input: PriceArticleInput,
): Promise<PriceArticle> {
  const article = await updateArticle(context.tx, id, stored(input));
  if (!article) throw notFound(ARTICLE_NOT_FOUND);
  return article;
}

export async function removeArticle(context: RequestContext, id: string): Promise<void> {
  if (!(await deleteArticle(context.tx, id))) throw notFound(ARTICLE_NOT_FOUND);
}

async function requireAssignment(context: RequestContext, inspectionId: string): Promise<void> {
  if (!(await inspectionExists(context, inspectionId))) throw notFound(ASSIGNMENT_NOT_FOUND);
}

/**
 * An assignment's price rows in order and their totals (each row's amount and VAT rounded to
 * whole öre, then summed); 404 for an id that is not the firm's assignment. The accounting
 * module invoices from this.
 */
export async function inspectionPricing(
  context: RequestContext,
  inspectionId: string,
): Promise<{ rows: PriceRow[]; totals: PriceTotals }> {
  await requireAssignment(context, inspectionId);
  const rows = await listPriceRows(context.tx, inspectionId);
  return { rows, totals: priceTotals(rows) };
}

/** Replaces all of an assignment's rows; an article a row names must be the firm's (400 on its field). */
export async function setAssignmentPrice(
  context: RequestContext,
  inspectionId: string,
  input: AssignmentPriceInput,
): Promise<AssignmentPrice> {
  await requireAssignment(context, inspectionId);
  const rows = input.rows as PriceRow[];
  const named = rows.flatMap((row) => (row.articleId ? [row.articleId] : []));
  const unknown = await unknownArticleIds(context.tx, named);
  const errors: FieldErrors = {};
  rows.forEach((row, index) => {
    if (row.articleId && unknown.has(row.articleId))
      errors[`body.rows.${index}.articleId`] = [ARTICLE_NOT_FOUND];
  });
  if (Object.keys(errors).length > 0) throw badRequest({ key: 'http.invalidRequest' }, errors);
  await replacePriceRows(context.tx, context.tenant.id, inspectionId, rows);
  return inspectionPricing(context, inspectionId);
}
