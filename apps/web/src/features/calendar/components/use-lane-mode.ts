import { useState } from 'react';
import { readStored, writeStored } from '@/lib/storage';

const LANES_KEY = 'syna.calendar.lanes';

/**
 * Whether the week and day views show a lane per inspector: the dispatcher's choice, remembered on
 * the device, since whoever dispatches wants it every time and the others never.
 */
export function useLaneMode(): [boolean, (lanes: boolean) => void] {
  const [lanes, setLanes] = useState(() => readStored(LANES_KEY) === 'inspector');
  return [
    lanes,
    (next) => {
      writeStored(LANES_KEY, next ? 'inspector' : null);
      setLanes(next);
    },
  ];
}
