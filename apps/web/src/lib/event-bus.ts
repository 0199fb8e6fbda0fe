import type { Notification } from '@syna/contracts/notification';
import type { SnackbarMessage } from './snackbar/snackbar-options';

/** An error to show the user: the message is the subject, the detail the body. */
export interface ErrorEvent {
  message: string;
  detail?: string;
}

export interface AppEvents {
  error: ErrorEvent;
  snackbar: SnackbarMessage;
  /** A notification arrived live; features refresh what it is about (e.g. a new order). */
  notification: Notification;
  /** The user is signing out: live connections close before the browser leaves. */
  signOut: undefined;
}

type Listener<Payload> = (payload: Payload) => void;

export interface EventBus<Events> {
  on<Name extends keyof Events>(name: Name, listener: Listener<Events[Name]>): () => void;
  emit<Name extends keyof Events>(name: Name, payload: Events[Name]): void;
}

/** A tiny typed publish/subscribe bus; `on` returns the function that unsubscribes. */
export function createEventBus<Events>(): EventBus<Events> {
  const listeners = new Map<keyof Events, Set<Listener<never>>>();
  return {
    on(name, listener) {
      const set = listeners.get(name) ?? new Set();
      set.add(listener as Listener<never>);
      listeners.set(name, set);
      return () => {
        set.delete(listener as Listener<never>);
      };
    },
    emit(name, payload) {
      for (const listener of [...(listeners.get(name) ?? [])]) {
        (listener as Listener<typeof payload>)(payload);
      }
    },
  };
}

/** The application's bus: the HTTP client and features emit, the shell's snackbar host listens. */
export const eventBus = createEventBus<AppEvents>();
