import { z } from 'zod';
import { PAGE_SIZE_DEFAULT, PAGE_SIZE_OPTIONS } from './constants.ts';

/** The envelope of every list response: `{ items, total }` (architecture: pagination). */
export const listResponseSchema = <Item extends z.ZodType>(item: Item) =>
  z.object({ items: z.array(item), total: z.number().int().min(0) });

export interface ListResponse<Item> {
  items: Item[];
  total: number;
}

/** A list that does not page: all its items, counted. */
export const wholeList = <Item>(items: Item[]): ListResponse<Item> => ({ items, total: items.length });

/**
 * Where the next page of a list starts (keyset paging): opaque to the client, which sends it back
 * as `cursor` with the same search to get the page after this one without the database counting
 * its way past every earlier row.
 */
export const cursorSchema = z
  .string()
  // A saved remark's title as sort key may take 500 characters of up to 6 bytes each (as JSON
  // escapes a control character), base64 adds a third.
  .max(4500)
  .regex(/^[\w-]+$/, { error: 'validation.cursor' });

/**
 * The envelope of a list that pages (a search): `total` is exact unless `totalIsExact` is false,
 * which says the count stopped at `LIST_COUNT_CAP` and more than `total` rows match. A list that
 * pages by keyset gives `nextCursor` while rows follow the page.
 */
export const pagedListResponseSchema = <Item extends z.ZodType>(item: Item) =>
  listResponseSchema(item).extend({
    totalIsExact: z.literal(false).optional(),
    nextCursor: cursorSchema.optional(),
  });

export interface PagedListResponse<Item> extends ListResponse<Item> {
  totalIsExact?: false;
  nextCursor?: string;
}

/** Paging of a search (architecture: pagination): `page` counts from 1; `pageSize` -1 means all. */
export const pagingSchema = z.object({
  page: z.int().min(1).max(100_000).default(1),
  pageSize: z.literal(PAGE_SIZE_OPTIONS, { error: 'validation.pageSize' }).default(PAGE_SIZE_DEFAULT),
});
export type Paging = z.infer<typeof pagingSchema>;

/**
 * The paging of a GET list, in its query (text, read as numbers): `pagingSchema`'s page and page
 * size, and the `nextCursor` of the page before, which opens the page after it.
 */
export const pagingQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce
    .number()
    .pipe(z.literal(PAGE_SIZE_OPTIONS, { error: 'validation.pageSize' }))
    .default(PAGE_SIZE_DEFAULT),
  cursor: cursorSchema.optional(),
});
