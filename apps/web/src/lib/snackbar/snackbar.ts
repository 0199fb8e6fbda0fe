import { eventBus } from '@/lib/event-bus';
import type { SnackbarMessage } from './snackbar-options';

/** Shows a snackbar (success unless a colour or category says otherwise). */
export function showSnackbar(message: SnackbarMessage): void {
  eventBus.emit('snackbar', message);
}

/** Puts an error on the event bus; the shell shows it red for 10 s. */
export function showError(message: string, detail?: string): void {
  eventBus.emit('error', { message, ...(detail ? { detail } : {}) });
}
