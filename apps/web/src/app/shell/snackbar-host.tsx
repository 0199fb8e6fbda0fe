import { lazy, Suspense, useEffect, useState } from 'react';
import { eventBus } from '@/lib/event-bus';
import { afterFirstPage } from '@/lib/first-page';
import {
  resolveErrorSnackbar,
  resolveSnackbar,
  type ResolvedSnackbar,
} from '@/lib/snackbar/snackbar-options';

type QueuedSnackbar = ResolvedSnackbar & { id: number };

let nextId = 1;

function enqueue(queue: QueuedSnackbar[], snackbar: ResolvedSnackbar): QueuedSnackbar[] {
  const last = queue.at(-1);
  // Several calls failing at once report the same thing; one snackbar says it.
  if (last && last.subject === snackbar.subject && last.body === snackbar.body) return queue;
  return [...queue, { ...snackbar, id: nextId++ }];
}

const loadSnackbarView = () => import('./snackbar-view');
// MUI's Snackbar and its transition are not part of the first load.
const SnackbarView = lazy(async () => ({ default: (await loadSnackbarView()).SnackbarView }));

/** Shows the event bus' errors and snackbars one at a time, each for its own duration. */
export function SnackbarHost() {
  const [queue, setQueue] = useState<QueuedSnackbar[]>([]);
  const [closingId, setClosingId] = useState<number | null>(null);

  useEffect(() => {
    const offError = eventBus.on('error', (error) =>
      setQueue((current) => enqueue(current, resolveErrorSnackbar(error.message, error.detail))),
    );
    const offSnackbar = eventBus.on('snackbar', (message) =>
      setQueue((current) => enqueue(current, resolveSnackbar(message))),
    );
    return () => {
      offError();
      offSnackbar();
    };
  }, []);

  // Fetched once the first page has shown, so that a message about a lost connection finds it
  // there; messages wait in the queue meanwhile (and one shown sooner fetches it itself).
  useEffect(() => {
    afterFirstPage(() => void loadSnackbarView().catch(() => undefined));
  }, []);

  const current = queue[0];
  if (!current) return null;
  const close = () => setClosingId(current.id);
  return (
    <Suspense fallback={null}>
      <SnackbarView
        key={current.id}
        snackbar={current}
        open={closingId !== current.id}
        onClose={close}
        onExited={() => setQueue((items) => items.slice(1))}
      />
    </Suspense>
  );
}
