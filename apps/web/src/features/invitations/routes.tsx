import type { RouteObject } from 'react-router';
import { UsersPage } from './components/users-page';

/** `/:tenant/admin/users`: the firm's people and invitations (administrators only). */
export const usersAdminRoute = { Component: UsersPage } satisfies Partial<RouteObject>;
