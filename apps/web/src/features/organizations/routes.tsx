import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { WelcomePage } from './components/welcome-page';

/**
 * `/welcome`: pick an organisation, or create the first; the user's pending invitations and
 * partner networks above the list, and for someone in none a link code's form (other features',
 * which the shell passes in, as features never import each other).
 */
export function welcomeRouteWith(panels: readonly ComponentType[], LinkCode?: ComponentType) {
  function WelcomeWithInvitations() {
    return <WelcomePage panels={panels} LinkCode={LinkCode} />;
  }
  return { Component: WelcomeWithInvitations } satisfies Partial<RouteObject>;
}
