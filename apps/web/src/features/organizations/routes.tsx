import type { RouteObject } from 'react-router';
import { WelcomePage } from './components/welcome-page';

/** `/welcome`: pick an organisation, or create the first one. */
export const welcomeRoute = { Component: WelcomePage } satisfies Partial<RouteObject>;
