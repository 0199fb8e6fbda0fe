import type { RouteObject } from 'react-router';
import { SettingsPage } from './components/settings-page';

/** `/:tenant/settings`: the user's profile and settings. */
export const settingsRoute = { Component: SettingsPage } satisfies Partial<RouteObject>;
