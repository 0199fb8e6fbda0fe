import type { Language } from '@syna/contracts/constants';

/**
 * A route's length and driving time as the dialog shows them: "12 km" (one decimal under 10 km,
 * metres under 1 km) and "18 min", or "1 tim 5 min" / "1 h 5 min" from an hour on.
 */
export function travelParts(
  distanceMeters: number,
  durationSeconds: number,
  language: Language,
): { distance: string; duration: string } {
  const number = (value: number, digits: number) =>
    new Intl.NumberFormat(language === 'sv' ? 'sv-SE' : 'en-GB', { maximumFractionDigits: digits }).format(
      value,
    );
  const distance =
    distanceMeters < 1000
      ? `${number(Math.round(distanceMeters / 10) * 10, 0)} m`
      : `${number(distanceMeters / 1000, distanceMeters < 10_000 ? 1 : 0)} km`;
  return { distance, duration: travelDuration(durationSeconds, language) };
}

/** A driving time: "18 min", or "1 tim 5 min" / "1 h 5 min" from an hour on; at least a minute. */
export function travelDuration(durationSeconds: number, language: Language): string {
  const minutes = Math.max(1, Math.round(durationSeconds / 60));
  const hours = Math.floor(minutes / 60);
  const hourUnit = language === 'sv' ? 'tim' : 'h';
  return hours === 0 ? `${minutes} min` : `${hours} ${hourUnit}${minutes % 60 ? ` ${minutes % 60} min` : ''}`;
}
