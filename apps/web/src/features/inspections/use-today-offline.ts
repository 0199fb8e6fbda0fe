import { useEffect, useEffectEvent } from 'react';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import type { useOfflineCopies } from '@/lib/offline/offline-copy';
import { useOffline } from '@/lib/offline/offline-holder';
import { useOnline } from '@/lib/pwa/online-status';

/** An assignment of the day list, with the name its offline copy goes by. */
export interface DayAssignment {
  id: string;
  title: string;
}

/**
 * On a phone (a narrow screen or a finger), today's assignments are taken offline without a click
 * while there is a network: each once a day (the offline store remembers the day), so one the
 * inspector removed stays removed until tomorrow, and one kept yesterday is brought up to date.
 */
export function useTodayOffline(
  assignments: readonly DayAssignment[],
  copies: ReturnType<typeof useOfflineCopies>,
  today: string,
) {
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const finger = useMediaQuery('(pointer: coarse)');
  const online = useOnline();
  const offline = useOffline();
  const wanted = (phone || finger) && online && copies.ready && offline !== null;
  // The latest list and copies, without restarting for every render of the same day's list.
  const keepEach = useEffectEvent(async (left: () => boolean) => {
    if (!offline) return;
    for (const assignment of assignments) {
      if (left() || (await offline.store.offeredOn(assignment.id)) === today) continue;
      try {
        await copies.keep(assignment.id, assignment.title);
        await offline.store.markOffered(assignment.id, today);
      } catch (error) {
        // Tried again when the list is next shown; the switch stays in the inspector's hands.
        console.warn(error);
      }
    }
  });
  const ids = assignments.map((assignment) => assignment.id).join(' ');

  useEffect(() => {
    if (!wanted) return;
    let left = false;
    void keepEach(() => left);
    return () => {
      left = true;
    };
  }, [wanted, ids, today]);
}
