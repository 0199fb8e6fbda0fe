import { lazy, Suspense } from 'react';
import { useUpdateOffer } from '@/lib/pwa/update-offer';

// MUI's Snackbar is not part of the first load; the offer comes after it anyway.
const UpdateOfferView = lazy(async () => ({
  default: (await import('./update-offer-view')).UpdateOfferView,
}));

/** Shows the offer of a new version while a new service worker waits (src/lib/pwa/service-worker.ts). */
export function UpdateOfferHost() {
  const accept = useUpdateOffer();
  if (!accept) return null;
  return (
    <Suspense fallback={null}>
      <UpdateOfferView onReload={accept} />
    </Suspense>
  );
}
