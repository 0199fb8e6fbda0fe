import type { RouteObject } from 'react-router';
import { DocumentTemplatesPage } from './components/document-templates-page';

/** `/:tenant/admin/templates/doc`: the firm's Word templates (administrators only). */
export const documentTemplatesRoute = { Component: DocumentTemplatesPage } satisfies Partial<RouteObject>;
