import type { RouteObject } from 'react-router';
import { FormCrumb } from './components/form-crumb';
import { FormCreatePage, FormEditorPage } from './components/form-editor-page';
import { FormListPage } from './components/form-list-page';

/** The input form admin pages under `/:tenant/admin/form` (administrators only). */
export const formAdminRoutes = {
  /** `form`: the list. */
  list: { Component: FormListPage } satisfies Partial<RouteObject>,
  /** `form/new`. */
  create: { Component: FormCreatePage } satisfies Partial<RouteObject>,
  /** `form/:id`. */
  detail: { Component: FormEditorPage } satisfies Partial<RouteObject>,
  Crumb: FormCrumb,
};
