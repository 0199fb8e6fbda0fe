import { lazy, Suspense, useEffect, useState } from 'react';
import { eventBus } from '@/lib/event-bus';

// Loaded only when needed: most sessions never see it.
const SessionExpiredDialog = lazy(() => import('./session-expired-dialog'));

/** Shows the "sign in again" message once however many calls were refused together. */
export function SessionExpiredHost() {
  const [expired, setExpired] = useState(false);
  useEffect(() => eventBus.on('sessionExpired', () => setExpired(true)), []);
  if (!expired) return null;
  return (
    <Suspense fallback={null}>
      <SessionExpiredDialog onClose={() => setExpired(false)} />
    </Suspense>
  );
}
