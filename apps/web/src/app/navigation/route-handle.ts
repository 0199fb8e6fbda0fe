import type { ComponentType } from 'react';
import { useMatches, type Params } from 'react-router';
import type { Translation } from '@/lib/i18n/translation';

export type PageTitleKey = `nav.${keyof Translation['nav'] & string}`;

/** What a record's breadcrumb component receives: the route's params and its translated title. */
export interface RouteCrumbProps {
  params: Readonly<Params<string>>;
  /** The route's title (`titleKey`, translated), to fall back on or to put before the name. */
  title: string;
}

/** What a route declares about itself for the shell: its title (breadcrumb, history, document title). */
export interface RouteHandle {
  titleKey: PageTitleKey;
  /**
   * Names the record in the breadcrumbs instead of the plain title (e.g. "Projekt Tegsbacken"). It
   * renders text only; the shell makes it a link when a deeper page is shown. Usually a
   * `React.lazy` component from the route's group, so the record's code stays out of the shell.
   */
  Crumb?: ComponentType<RouteCrumbProps>;
}

/** One step of the breadcrumb trail: a matched route that declares a handle. */
export interface RouteCrumb {
  id: string;
  pathname: string;
  params: Readonly<Params<string>>;
  handle: RouteHandle;
}

function isRouteHandle(handle: unknown): handle is RouteHandle {
  return typeof handle === 'object' && handle !== null && 'titleKey' in handle;
}

/** The matched routes that declare a handle, outermost first (the breadcrumb trail). */
export function useRouteCrumbs(): RouteCrumb[] {
  return useMatches().flatMap((match) =>
    isRouteHandle(match.handle)
      ? [{ id: match.id, pathname: match.pathname, params: match.params, handle: match.handle }]
      : [],
  );
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
