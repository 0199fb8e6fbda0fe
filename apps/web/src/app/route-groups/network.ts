import { partnerHomeRoute, sharedInspectionRoute, sharedOrderRoute } from '@/features/network/routes';

/** The "network" chunk: another firm's network as its partner sees it, outside any organisation of theirs. */
export const networkGroup = {
  home: partnerHomeRoute,
  order: sharedOrderRoute,
  inspection: sharedInspectionRoute,
};
