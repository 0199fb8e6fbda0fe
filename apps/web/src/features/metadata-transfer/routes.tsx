import type { RouteObject } from 'react-router';
import { SetUpTransferPage } from './components/set-up-transfer-page';

/** `/:tenant/admin/transfer`: the set-up's file, out and in (administrators only). */
export const setUpTransferAdminRoute = { Component: SetUpTransferPage } satisfies Partial<RouteObject>;
