import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { SettingsPage } from './components/settings-page';

/**
 * `/:tenant/settings`: the user's profile and settings, then panels of other features about the
 * user (the shell passes them in; features never import each other).
 */
export function settingsRouteWith(panels: readonly ComponentType[]) {
  function SettingsPageWithPanels() {
    return <SettingsPage panels={panels} />;
  }
  return { Component: SettingsPageWithPanels } satisfies Partial<RouteObject>;
}
