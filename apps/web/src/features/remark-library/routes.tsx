import type { RouteObject } from 'react-router';
import { RemarkLibraryPage } from './components/remark-library-page';

/** `/:tenant/admin/remarks`: the firm's saved remarks, and their Excel workbook (administrators only). */
export const remarkLibraryAdminRoute = { Component: RemarkLibraryPage } satisfies Partial<RouteObject>;
