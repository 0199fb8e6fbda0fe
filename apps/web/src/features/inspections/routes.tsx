import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { InspectionCreatePage } from './components/inspection-create-page';
import { InspectionListPage } from './components/inspection-list-page';
import { InspectionPage, ProjectInspectionPage } from './components/inspection-pages';
import type { InspectionTabProps, InsuranceSectionSlot } from './components/inspection-view';

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

/** What the app composes into the inspection view: tabs built by other features. */
export interface InspectionViewParts {
  /** The objects and remarks tab; without it the tab is hidden. */
  objectsTab?: ComponentType<InspectionTabProps>;
  /** Sharing with the firm's partners; without it the view shows no "Dela". */
  sharePanel?: ComponentType<{ id: string }>;
  /** The e-mail tab (what was sent about the assignment, and writing more); without it the tab is hidden. */
  emailTab?: ComponentType<{ inspectionId: string }>;
  /** The price tab and the total in the header; without them neither is shown. */
  priceTab?: ComponentType<{ inspectionId: string }>;
  priceTotal?: ComponentType<{ inspectionId: string }>;
  /** The hidden-defect insurance request in the header; without it none is offered. */
  insuranceSection?: InsuranceSectionSlot;
}

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
