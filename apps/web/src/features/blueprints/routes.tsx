import type { RouteObject } from 'react-router';
import { BlueprintCrumb } from './components/blueprint-crumb';
import { BlueprintCreatePage, BlueprintEditorPage } from './components/blueprint-editor-page';
import { BlueprintListPage } from './components/blueprint-list-page';

/** The inspection blueprint admin pages under `/:tenant/admin/inspection-template` (administrators only). */
export const blueprintAdminRoutes = {
  /** `inspection-template`: the list. */
  list: { Component: BlueprintListPage } satisfies Partial<RouteObject>,
  /** `inspection-template/new`. */
  create: { Component: BlueprintCreatePage } satisfies Partial<RouteObject>,
  /** `inspection-template/:id`. */
  detail: { Component: BlueprintEditorPage } satisfies Partial<RouteObject>,
  Crumb: BlueprintCrumb,
};
