import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { InspectionCreatePage } from './components/inspection-create-page';
import { InspectionListPage } from './components/inspection-list-page';
import { InspectionPage, ProjectInspectionPage } from './components/inspection-pages';
import type { InspectionViewParts } from './components/inspection-view';

export type { InspectionViewParts };

/** What the app composes into the list: bulk actions built by other features. */
export interface InspectionListParts {
  /** More actions for the chosen assignments (invoicing); `onDone` clears the choice. */
  bulkAction?: ComponentType<{ ids: readonly string[]; onDone(): void }>;
}

/** `/:tenant/inspections`: the search list (`?q=…&status=…&sort=…&page=…`). */
export function inspectionListRoute(parts: InspectionListParts = {}) {
  return {
    Component: function InspectionListRoute() {
      return <InspectionListPage {...parts} />;
    },
  } satisfies Partial<RouteObject>;
}

/** `/:tenant/inspections/create`: the new-assignment form. */
export const inspectionCreateRoute = { Component: InspectionCreatePage } satisfies Partial<RouteObject>;

/** `/:tenant/inspections/:id` (`?tab=contacts|objects|attributes|related`). */
export function inspectionViewRoute(parts: InspectionViewParts = {}) {
  return {
    Component: function InspectionRoute() {
      return <InspectionPage {...parts} />;
    },
  } satisfies Partial<RouteObject>;
}

/** `/:tenant/projects/:id/:inspection`: the inspection view inside its project. */
export function projectInspectionRoute(parts: InspectionViewParts = {}) {
  return {
    Component: function ProjectInspectionRoute() {
      return <ProjectInspectionPage {...parts} />;
    },
  } satisfies Partial<RouteObject>;
}
