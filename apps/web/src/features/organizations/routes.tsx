import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { WelcomePage } from './components/welcome-page';

/**
 * `/welcome`: pick an organisation, or create the first; the user's pending invitations and
 * partner networks (other features', which the shell passes in, as features never import each
 * other) above the list.
 */
export function welcomeRouteWith(panels: readonly ComponentType[]) {
  function WelcomeWithInvitations() {
    return <WelcomePage panels={panels} />;
  }
  return { Component: WelcomeWithInvitations } satisfies Partial<RouteObject>;
}
