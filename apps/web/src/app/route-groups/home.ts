import { createElement, lazy } from 'react';
import { dashboardRouteWith } from '@/features/home/routes';
import { ActiveAssignments } from '@/features/inspections/components/active-assignments';
import { TodayAgenda } from '@/features/inspections/components/today-agenda';
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

// The inbox of new orders, likewise: most people's dashboard opens on their assignments.
const OrderInbox = lazy(async () => ({
  default: (await loadChunk('inbox', () => import('@/features/orders/components/order-inbox'))).OrderInbox,
}));

/** The day list, taking today's assignments offline with the copy the assignment's page keeps. */
const TodayWithOfflineCopies = () => createElement(TodayAgenda, { copySource: assignmentCopy });

/** The "home" chunk: the dashboard (the pick page is a chunk of its own, route-groups/welcome.ts). */
export const homeGroup = {
  dashboard: dashboardRouteWith({
    Today: TodayWithOfflineCopies,
    Assignments: ActiveAssignments,
    Calendar: CalendarPanel,
    Inbox: OrderInbox,
  }),
};
