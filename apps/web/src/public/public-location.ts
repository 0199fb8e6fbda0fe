import { PUBLIC_PAGES_BASE_PATH, TENANT_ID_PATTERN } from '@syna/contracts/constants';
import { calendarDateSchema, timeOfDaySchema } from '@syna/contracts/dates';

export type PublicPage = { tenant: string; page: 'order' | 'calendar' } | { page: 'notFound' };

/** Which public page a path shows; anything else is not found. */
export function publicPageOf(pathname: string): PublicPage {
  if (!pathname.startsWith(`${PUBLIC_PAGES_BASE_PATH}/`)) return { page: 'notFound' };
  const match = /^([^/]+)(\/calendar)?\/?$/.exec(pathname.slice(PUBLIC_PAGES_BASE_PATH.length + 1));
  if (!match) return { page: 'notFound' };
  // A firm id needs no decoding: it is lower-case letters, digits and dashes or no firm at all.
  const tenant = match[1]!;
  if (!TENANT_ID_PATTERN.test(tenant)) return { page: 'notFound' };
  return { tenant, page: match[2] ? 'calendar' : 'order' };
}

/** The choices the order page takes from its address: a calendar slot and the hidden order types. */
export interface OrderPageOptions {
  date: string | null;
  time: string | null;
  hidden: boolean;
}

/** Reads `?date=&time=&hidden=true`; a malformed date or time is ignored, a time needs its date. */
export function orderPageOptionsOf(search: string): OrderPageOptions {
  const query = new URLSearchParams(search);
  const date = calendarDateSchema.safeParse(query.get('date')).data ?? null;
  const time = date ? (timeOfDaySchema.safeParse(query.get('time')).data ?? null) : null;
  return { date, time, hidden: query.get('hidden') === 'true' };
}

export const publicPaths = {
  order: (tenant: string, slot?: { date: string; time: string }) => {
    const path = `${PUBLIC_PAGES_BASE_PATH}/${encodeURIComponent(tenant)}`;
    return slot ? `${path}?${new URLSearchParams(slot).toString()}` : path;
  },
  calendar: (tenant: string) => `${PUBLIC_PAGES_BASE_PATH}/${encodeURIComponent(tenant)}/calendar`,
};
