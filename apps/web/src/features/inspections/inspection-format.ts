import type { Attributes } from '@syna/contracts/inspections';

const time = (value: string | null | undefined) => (value ? value.slice(0, 5) : '');

/** `2026-11-23 08:00–10:00`, with whatever parts are set; '' when there is no date or time. */
export function formatWhen(date: string | null, startTime: string | null, stopTime?: string | null): string {
  const start = time(startTime);
  const stop = time(stopTime);
  const hours = start && stop ? `${start}–${stop}` : start || (stop ? `–${stop}` : '');
  return [date ?? '', hours].filter(Boolean).join(' ');
}

/** An attribute's value as text: strings as they are, anything else as compact JSON. */
export function formatAttributeValue(value: Attributes[string]): string {
  return typeof value === 'string' ? value : JSON.stringify(value);
}
