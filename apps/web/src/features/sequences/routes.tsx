import type { RouteObject } from 'react-router';
import { SequencesPage } from './components/sequences-page';

/** `/:tenant/admin/sequences`: the firm's number sequences (administrators only). */
export const sequencesAdminRoute = { Component: SequencesPage } satisfies Partial<RouteObject>;
