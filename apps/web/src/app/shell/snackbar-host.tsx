import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Snackbar from '@mui/material/Snackbar';
import { eventBus } from '@/lib/event-bus';
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

  const current = queue[0];
  if (!current) return null;
  const close = () => setClosingId(current.id);

  return (
    <Snackbar
      key={current.id}
      open={closingId !== current.id}
      autoHideDuration={current.durationMs}
      onClose={(_event, reason) => {
        if (reason !== 'clickaway') close();
      }}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      slotProps={{ transition: { onExited: () => setQueue((items) => items.slice(1)) } }}
    >
      <Alert
        data-testid="snackbar"
        data-color={current.color}
        severity={current.color}
        variant="filled"
        onClose={close}
        sx={{ width: '100%', maxWidth: 560 }}
      >
        {current.body ? <AlertTitle>{current.subject}</AlertTitle> : current.subject}
        {current.body}
      </Alert>
    </Snackbar>
  );
}
