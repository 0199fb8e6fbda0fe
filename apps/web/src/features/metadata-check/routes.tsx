import type { RouteObject } from 'react-router';
import { MetadataCheckPage } from './components/metadata-check-page';

/** `/:tenant/admin/check`: the metadata check (administrators only). */
export const metadataCheckAdminRoute = { Component: MetadataCheckPage } satisfies Partial<RouteObject>;
