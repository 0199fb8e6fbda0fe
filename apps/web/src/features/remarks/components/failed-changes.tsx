import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { truncate } from '@syna/contracts/format';
import type { OutboxChange } from '@/lib/offline/outbox-change';
import { heldBack } from '@/lib/offline/outbox-order';
import type { SyncRunner } from '@/lib/offline/sync-runner';
import { ConfirmDialog } from '@/lib/ui/confirm-dialog';
import { OFFLINE_ENDPOINT } from '@/features/remarks/offline-changes';
import { useRemarksTexts } from '@/features/remarks/texts';

type ChangeKind = keyof typeof OFFLINE_ENDPOINT;
const kindOf = (change: OutboxChange) =>
  (Object.keys(OFFLINE_ENDPOINT) as ChangeKind[]).find((kind) => OFFLINE_ENDPOINT[kind] === change.endpoint);

/** What a change is, for the inspector: "Ny anmärkning Fukt i källare". */
function useChangeName() {
  const { t } = useRemarksTexts();
  return (change: OutboxChange) => {
    const body = (change.body ?? {}) as { name?: unknown; title?: unknown };
    const name = String(body.title ?? body.name ?? change.photo?.filename ?? '');
    const kind = kindOf(change);
    return kind ? t(`offline.change.${kind}`, { name: truncate(name) }).trim() : change.endpoint;
  };
}

/** The server's reason: its title, detail and field errors. */
const reasonOf = ({ error }: OutboxChange) =>
  [error?.title, error?.detail, ...Object.values(error?.fields ?? {}).flat()].filter(Boolean).join(' – ');

/** The changes the server refused, each with its reason, "Försök igen" and "Ta bort ändringen". */
export function FailedChanges({ changes, runner }: { changes: OutboxChange[]; runner: SyncRunner }) {
  const { t } = useRemarksTexts();
  const nameOf = useChangeName();
  const [discarding, setDiscarding] = useState<OutboxChange | null>(null);
  const held = heldBack(changes).size;
  const shown = changes.filter((change) => change.state === 'failed');

  return (
    <Stack spacing={1} sx={{ mt: 1 }} data-testid="failed-changes">
      <Typography variant="subtitle2" component="h3">
        {t('offline.failedTitle')}
      </Typography>
      {shown.map((change) => (
        <Alert
          key={change.seq}
          severity="error"
          data-testid="failed-change"
          action={
            <Stack direction="row" sx={{ flexWrap: 'wrap' }}>
              <Button color="inherit" size="small" onClick={() => void runner.retry(change)}>
                {t('offline.retry')}
              </Button>
              <Button color="inherit" size="small" onClick={() => setDiscarding(change)}>
                {t('offline.discard')}
              </Button>
            </Stack>
          }
        >
          <Typography variant="body2" sx={{ fontWeight: 500 }}>
            {nameOf(change)}
          </Typography>
          <Typography variant="body2">
            {t('offline.failedReason', {
              reason: reasonOf(change),
            })}
          </Typography>
        </Alert>
      ))}
      {held > 0 && (
        <Typography variant="body2" color="text.secondary" data-testid="held-changes">
          {t(held === 1 ? 'offline.heldBack_one' : 'offline.heldBack_other', { count: held })}
        </Typography>
      )}
      {discarding && (
        <ConfirmDialog
          open
          title={t('offline.discardTitle')}
          confirmLabel={t('offline.discard')}
          testId="discard-change-dialog"
          onClose={() => setDiscarding(null)}
          onConfirm={() => {
            void runner.discard(discarding);
            setDiscarding(null);
          }}
        >
          <Typography>{t('offline.discardBody', { change: nameOf(discarding) })}</Typography>
        </ConfirmDialog>
      )}
    </Stack>
  );
}
