import type { Event } from '@syna/contracts/events';

/** The resource families of the API, by the path segment that names them. */
const RESOURCES = [
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
] as const;
export type EventResource = (typeof RESOURCES)[number];

/** Segments that say how a path is reached, not what it changes. */
const FRAMING = new Set(['v1', 'vb', 'admin', 'public', 'account', 'user', 'organizations']);

/**
 * What an event's route changed: the first segment that is not framing (`/v1/vb/admin/order/:id`
 * is an order). The inspections service's own name comes first in its paths
 * (`/v1/inspections/remarks/…`) and is skipped when a resource follows it.
 */
export function eventResource(route: string): EventResource | null {
  const segments = route
    .split('/')
    .filter((segment) => segment !== '' && segment !== ':tenant' && !FRAMING.has(segment));
  const [first, second] = segments;
  const named = first === 'inspections' && second && !second.startsWith(':') ? second : first;
  return RESOURCES.find((resource) => resource === named) ?? null;
}

/**
 * The kind of change, by the call's method: a POST creates or performs something; a GET is a
 * partner's read, which the log keeps too.
 */
export function eventChange(method: Event['method']): 'read' | 'create' | 'update' | 'delete' {
  if (method === 'GET') return 'read';
  if (method === 'DELETE') return 'delete';
  return method === 'POST' ? 'create' : 'update';
}
