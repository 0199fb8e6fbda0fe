import { useRouteError } from 'react-router';
import { ErrorScreen } from './error-screen';

/** The router's error boundary for the whole app (start-up, guard and chunk failures). */
export function RouteErrorScreen() {
  return <ErrorScreen error={useRouteError()} />;
}

/** The error boundary of pages inside the shell: the top bar stays, the page shows the error. */
export function PageErrorScreen() {
  return <ErrorScreen error={useRouteError()} embedded />;
}
