import { z } from 'zod';
import type { PAGE_SIZE_OPTIONS } from './constants.ts';
import { calendarDateSchema } from './dates.ts';
import { cursorSchema } from './list.ts';

/**
 * The kinds of record a change is about, named as the API's paths name them (`inspections` is an
 * assignment, `documents` a document template): what an event is filed under, and what the log's
 * sentence calls it.
 */
export const EVENT_RECORD_TYPES = [
  'contact',
  'inspections',
  'order',
  'order-types',
  'activity',
  'projects',
  'remarks',
  'notifications',
  'profile',
  'types',
  'statuses',
  'contact-roles',
  'settings',
  'content',
  'organization',
  'roles',
  'groups',
  'permissions',
  'users',
  'accounts',
  'network',
  'identity-link',
  'features',
  'metadata',
  'documents',
  // An assignment's hidden-defect insurance request (`/admin/dff/:id`), named by the assignment's number.
  'dff',
] as const;
export type EventRecordType = (typeof EVENT_RECORD_TYPES)[number];

/** Segments that say how a path is reached, not what it changes. */
const FRAMING = new Set(['v1', 'vb', 'admin', 'public', 'account', 'user', 'organizations']);

/**
 * The kind of record an event's route changes: the first segment that is not framing
 * (`/v1/vb/admin/order/:id` is an order). The inspections service's own name comes first in its
 * paths (`/v1/inspections/remarks/…`) and is skipped when a resource follows it.
 */
export function eventRecordType(route: string): EventRecordType | null {
  const segments = route
    .split('/')
    .filter((segment) => segment !== '' && segment !== ':tenant' && !FRAMING.has(segment));
  const [first, second] = segments;
  const named = first === 'inspections' && second && !second.startsWith(':') ? second : first;
  return EVENT_RECORD_TYPES.find((type) => type === named) ?? null;
}

export const EVENT_ACTIONS = ['create', 'update', 'delete', 'read'] as const;
export type EventAction = (typeof EVENT_ACTIONS)[number];

/**
 * The action of a change its service did not describe, by the call's method: a POST creates or
 * performs something; a GET is a partner's read, which the log keeps too.
 */
export function eventActionOf(method: Event['method']): EventAction {
  if (method === 'GET') return 'read';
  if (method === 'DELETE') return 'delete';
  return method === 'POST' ? 'create' : 'update';
}

/** The fields whose values a change's sentence names ("ändrade status … från Ny till Bokad"). */
export const EVENT_CHANGED_FIELDS = ['status'] as const;
export const eventFieldChangeSchema = z.object({
  field: z.enum(EVENT_CHANGED_FIELDS),
  /** The values as people read them (a status's name), as they were at the change. */
  from: z.string().nullable(),
  to: z.string().nullable(),
});
export type EventFieldChange = z.infer<typeof eventFieldChangeSchema>;

/**
 * One entry of a firm's events log: a change made through the API, written in the same
 * transaction as the change itself. `action` and `record` say what it did to what, for a
 * sentence: `record.label` is the record's number or name as it was at the change (null for an
 * event older than the labels, or a change its service did not describe), `record.type` null for
 * a route that names no known kind. `route` is the endpoint's path pattern without its tenant
 * (`/v1/contact/:id`), `target` the id of what changed (the path's id, or a created row's), and
 * `actor` null for a customer's call from a public page.
 */
export const eventSchema = z
  .object({
    id: z.uuid(),
    at: z.iso.datetime({ offset: true }),
    actor: z.object({ id: z.uuid(), name: z.string() }).nullable(),
    action: z.enum(EVENT_ACTIONS),
    record: z.object({
      type: z.enum(EVENT_RECORD_TYPES).nullable(),
      id: z.string().nullable(),
      label: z.string().nullable(),
    }),
    changes: z.array(eventFieldChangeSchema),
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

/**
 * `GET /{tenant}/v1/vb/admin/events`: newest first, a page at a time by cursor; of one person, one
 * kind of record, between two Swedish calendar dates (both included) when asked.
 */
export const eventListQuerySchema = z.object({
  pageSize: z.coerce.number().pipe(z.literal(EVENT_PAGE_SIZES)).default(25),
  /** The `nextCursor` of the page before (with the same filters): the page after it. */
  cursor: cursorSchema.optional(),
  actor: z.uuid().optional(),
  recordType: z.enum(EVENT_RECORD_TYPES).optional(),
  from: z.optional(calendarDateSchema),
  to: z.optional(calendarDateSchema),
});
export type EventListQuery = z.infer<typeof eventListQuerySchema>;
export type EventListQueryInput = z.input<typeof eventListQuerySchema>;

export const eventListSchema = z
  .object({ items: z.array(eventSchema), nextCursor: cursorSchema.optional() })
  .meta({ id: 'EventList' });
export type EventList = z.infer<typeof eventListSchema>;

/** `GET /{tenant}/v1/vb/admin/events/actors`: everyone the log names, by name (the person filter's choices). */
export const eventActorListSchema = z
  .object({ items: z.array(z.object({ id: z.uuid(), name: z.string() })), total: z.number().int().min(0) })
  .meta({ id: 'EventActorList' });
export type EventActorList = z.infer<typeof eventActorListSchema>;
