import {
  ERROR_SNACKBAR_TIMEOUT_MS,
  SNACKBAR_DEFAULT_TIMEOUT_MS,
  SNACKBAR_JITTER_MS,
  SNACKBAR_MINIMUM_TIMEOUT_MS,
  SNACKBAR_TIMEOUT_MS,
} from '@syna/contracts/constants';
import type { NotificationCategory } from '@syna/contracts/notification';

export type SnackbarColor = 'success' | 'info' | 'warning' | 'error';
export type NamedTimeout = keyof typeof SNACKBAR_TIMEOUT_MS;

export interface SnackbarMessage {
  subject: string;
  body?: string | null;
  color?: SnackbarColor | null;
  category?: NotificationCategory | null;
  /** A named length or milliseconds. */
  timeout?: NamedTimeout | number | null;
}

function isNamedTimeout(value: string): value is NamedTimeout {
  return Object.hasOwn(SNACKBAR_TIMEOUT_MS, value);
}

/**
 * How long a snackbar stays: short 2 s, normal/medium 5 s, long 10 s, a number with a
 * 1 s minimum, otherwise 5 s; a random 0–99 ms is added so simultaneous snackbars part.
 */
export function snackbarTimeout(
  timeout: SnackbarMessage['timeout'],
  random: () => number = Math.random,
): number {
  let base: number = SNACKBAR_DEFAULT_TIMEOUT_MS;
  if (typeof timeout === 'number' && Number.isFinite(timeout)) {
    base = Math.max(SNACKBAR_MINIMUM_TIMEOUT_MS, timeout);
  } else if (typeof timeout === 'string' && isNamedTimeout(timeout)) {
    base = SNACKBAR_TIMEOUT_MS[timeout];
  }
  return base + Math.floor(random() * SNACKBAR_JITTER_MS);
}

/** Colour: explicit colour, else info for REMINDER, error for ERROR, otherwise success. */
export function snackbarColor(message: Pick<SnackbarMessage, 'color' | 'category'>): SnackbarColor {
  if (message.color) return message.color;
  if (message.category === 'REMINDER') return 'info';
  if (message.category === 'ERROR') return 'error';
  return 'success';
}

/** A snackbar ready to show: text, colour and how long it stays. */
export interface ResolvedSnackbar {
  subject: string;
  body: string | null;
  color: SnackbarColor;
  durationMs: number;
}

export function resolveSnackbar(
  message: SnackbarMessage,
  random: () => number = Math.random,
): ResolvedSnackbar {
  return {
    subject: message.subject,
    body: message.body ?? null,
    color: snackbarColor(message),
    durationMs: snackbarTimeout(message.timeout, random),
  };
}

/** Errors from the event bus: red, the message as subject and the detail as body, 10 s. */
export function resolveErrorSnackbar(message: string, detail?: string): ResolvedSnackbar {
  return { subject: message, body: detail ?? null, color: 'error', durationMs: ERROR_SNACKBAR_TIMEOUT_MS };
}
