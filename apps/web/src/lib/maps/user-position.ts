import { useEffect, useState } from 'react';
import type { Position } from '@syna/contracts/maps';

export type UserPosition =
  { state: 'off' | 'waiting' | 'failed'; position: null } | { state: 'found'; position: Position };

/** How long the browser may take to find the user, and how old a position it may answer with. */
const POSITION_OPTIONS: PositionOptions = { timeout: 10_000, maximumAge: 60_000 };

/** The browser's position of the user while `enabled` (the browser asks the user's permission). */
export function useUserPosition(enabled: boolean): UserPosition {
  const [found, setFound] = useState<UserPosition>({ state: 'waiting', position: null });
  const locatable = 'geolocation' in navigator;
  useEffect(() => {
    if (!enabled || !locatable) return;
    let current = true;
    navigator.geolocation.getCurrentPosition(
      ({ coords }) =>
        current && setFound({ state: 'found', position: { lat: coords.latitude, lon: coords.longitude } }),
      () => current && setFound({ state: 'failed', position: null }),
      POSITION_OPTIONS,
    );
    return () => {
      current = false;
    };
  }, [enabled, locatable]);
  if (!enabled) return { state: 'off', position: null };
  return locatable ? found : { state: 'failed', position: null };
}
