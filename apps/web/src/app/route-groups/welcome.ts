import { lazy } from 'react';
import { welcomeRouteWith } from '@/features/organizations/routes';
import { loadChunk } from '@/app/navigation/chunk-loading';

// The pick page's pending invitations load on their own, with their texts, once it is shown.
const PendingInvitations = lazy(async () => ({
  default: (
    await loadChunk('invitations', () => import('@/features/invitations/components/pending-invitations'))
  ).PendingInvitations,
}));

// The link code's form, for someone in no organisation, likewise.
const RedeemLinkCode = lazy(async () => ({
  default: (
    await loadChunk('identity-links', () => import('@/features/identity-links/components/redeem-link-code'))
  ).RedeemLinkCode,
}));

// The pick page's partner networks load on their own, with their texts, once it is shown.
const MyNetwork = lazy(async () => ({
  default: (await loadChunk('network', () => import('@/features/network/components/my-network'))).MyNetwork,
}));

/**
 * The "welcome" chunk: the organisation pick page, apart from the dashboard's chunk, which the
 * first load of most people is (its lists are not on the dashboard).
 */
export const welcomeGroup = {
  welcome: welcomeRouteWith([PendingInvitations, MyNetwork], RedeemLinkCode),
};
