import { createElement, lazy } from 'react';
import { dashboardRouteWith } from '@/features/home/routes';
import { ActiveAssignments } from '@/features/inspections/components/active-assignments';
import { TodayAgenda } from '@/features/inspections/components/today-agenda';
import { OrderInbox } from '@/features/orders/components/order-inbox';
import { welcomeRouteWith } from '@/features/organizations/routes';
import { loadChunk } from '@/app/navigation/chunk-loading';
import { assignmentCopy } from '@/app/offline/assignment-copy';

/*
 * The calendar (FullCalendar) is the largest part of the dashboard: it loads as its own chunk the
 * first time the calendar view is shown, so the home group stays small for the other views.
 */
const CalendarPanel = lazy(async () => ({
  default: (await loadChunk('calendar', () => import('@/features/calendar/components/calendar-panel')))
    .CalendarPanel,
}));

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

/** The day list, taking today's assignments offline with the copy the assignment's page keeps. */
const TodayWithOfflineCopies = () => createElement(TodayAgenda, { copySource: assignmentCopy });

/** The "home" chunk: the dashboard and the organisation pick page. */
export const homeGroup = {
  dashboard: dashboardRouteWith({
    Today: TodayWithOfflineCopies,
    Assignments: ActiveAssignments,
    Calendar: CalendarPanel,
    Inbox: OrderInbox,
  }),
  welcome: welcomeRouteWith([PendingInvitations, MyNetwork], RedeemLinkCode),
};
