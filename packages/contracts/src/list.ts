import { z } from 'zod';

/** The envelope of every list response: `{ items, total }` (architecture: pagination). */
export const listResponseSchema = <Item extends z.ZodType>(item: Item) =>
  z.object({ items: z.array(item), total: z.number().int().min(0) });

export interface ListResponse<Item> {
  items: Item[];
  total: number;
}
