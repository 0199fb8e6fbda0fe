import { useState } from 'react';
import type { CalendarScope } from '@syna/contracts/activities';
import { readStored, writeStored } from '@/lib/storage';

const LANES_KEY = 'syna.calendar.lanes';
const SCOPE_KEY = 'syna.calendar.scope';

/** A choice kept on the device under `key`: `chosen` while on, nothing stored while off. */
function useStoredChoice(key: string, chosen: string): [boolean, (on: boolean) => void] {
  const [on, setOn] = useState(() => readStored(key) === chosen);
  return [
    on,
    (next) => {
      writeStored(key, next ? chosen : null);
      setOn(next);
    },
  ];
}

/**
 * Whether the week and day views show a lane per inspector: the dispatcher's choice, remembered on
 * the device, since whoever dispatches wants it every time and the others never.
 */
export const useLaneMode = () => useStoredChoice(LANES_KEY, 'inspector');

/**
 * Whose entries the month, week and day show: "Mina" (the default) or "Hela firman", remembered on
 * the device like the lanes.
 */
export function useCalendarScope(): [CalendarScope, (scope: CalendarScope) => void] {
  const [firm, setFirm] = useStoredChoice(SCOPE_KEY, 'firm');
  return [firm ? 'firm' : 'mine', (scope) => setFirm(scope === 'firm')];
}
