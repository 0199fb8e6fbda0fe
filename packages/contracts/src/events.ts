import { z } from 'zod';
import type { PAGE_SIZE_OPTIONS } from './constants.ts';
import { cursorSchema } from './list.ts';

/**
 * One entry of a firm's events log: a change made through the API, written in the same
 * transaction as the change itself. `route` is the endpoint's path pattern without its tenant
 * (`/v1/contact/:id`), `target` the id of what changed (the path's id, or a created row's), and
 * `actor` null for a customer's call from a public page.
 */
export const eventSchema = z
  .object({
    id: z.uuid(),
    at: z.iso.datetime({ offset: true }),
    actor: z.object({ id: z.uuid(), name: z.string() }).nullable(),
    method: z.enum(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']),
    route: z.string(),
    target: z.string().nullable(),
    address: z.string().nullable(),
  })
  .meta({ id: 'Event' });
export type Event = z.infer<typeof eventSchema>;

/** The page sizes of the log: those of every list but "all", since the log only grows. */
export const EVENT_PAGE_SIZES = [
  10, 25, 50, 100,
] as const satisfies readonly (typeof PAGE_SIZE_OPTIONS)[number][];

/** `GET /{tenant}/v1/vb/admin/events`: newest first, a page at a time by cursor. */
export const eventListQuerySchema = z.object({
  pageSize: z.coerce.number().pipe(z.literal(EVENT_PAGE_SIZES)).default(25),
  /** The `nextCursor` of the page before: the page after it. */
  cursor: cursorSchema.optional(),
});
export type EventListQuery = z.infer<typeof eventListQuerySchema>;

export const eventListSchema = z
  .object({ items: z.array(eventSchema), nextCursor: cursorSchema.optional() })
  .meta({ id: 'EventList' });
export type EventList = z.infer<typeof eventListSchema>;
