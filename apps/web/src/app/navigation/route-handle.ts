import { useMatches } from 'react-router';
import type { Translation } from '../../lib/i18n/translation';

export type PageTitleKey = `nav.${keyof Translation['nav'] & string}`;

/** What a route declares about itself for the shell: its title (breadcrumb, history, document title). */
export interface RouteHandle {
  titleKey: PageTitleKey;
}

function isRouteHandle(handle: unknown): handle is RouteHandle {
  return typeof handle === 'object' && handle !== null && 'titleKey' in handle;
}

/** The title of the deepest matched route that declares one. */
export function usePageTitleKey(): PageTitleKey | null {
  const matches = useMatches();
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const handle = matches[index]?.handle;
    if (isRouteHandle(handle)) return handle.titleKey;
  }
  return null;
}
