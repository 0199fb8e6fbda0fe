import { HISTORY_LENGTH } from '@syna/contracts/constants';
import type { PageTitleKey } from '@/app/navigation/route-handle';

/** A visited page of the history drawer. `target` is the path inside the app (with the query). */
export interface Visit {
  target: string;
  titleKey: PageTitleKey;
  tenantName: string | null;
  visitedAt: number;
}

/** Newest first, at most 10 entries, a page visited again moves to the top. */
export function addVisit(history: readonly Visit[], visit: Visit, limit: number = HISTORY_LENGTH): Visit[] {
  return [visit, ...history.filter((entry) => entry.target !== visit.target)].slice(0, limit);
}

/** Keeps only well-formed entries of a stored history (it may come from an older version). */
export function sanitizeHistory(value: unknown): Visit[] {
  if (!Array.isArray(value)) return [];
  return value
    .filter(
      (entry): entry is Visit =>
        typeof entry === 'object' &&
        entry !== null &&
        typeof (entry as Visit).target === 'string' &&
        (entry as Visit).target.startsWith('/') &&
        typeof (entry as Visit).titleKey === 'string' &&
        (entry as Visit).titleKey.startsWith('nav.') &&
        typeof (entry as Visit).visitedAt === 'number',
    )
    .slice(0, HISTORY_LENGTH);
}
