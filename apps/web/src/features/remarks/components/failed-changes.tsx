import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { truncate } from '@syna/contracts/format';
import type { OutboxChange } from '@/lib/offline/outbox-change';
import { mergeEdit, type EditMerge } from '@/lib/offline/field-merge';
import { heldBack } from '@/lib/offline/outbox-order';
import type { SyncRunner } from '@/lib/offline/sync-runner';
import { ConfirmDialog } from '@/lib/ui/confirm-dialog';
import { OFFLINE_ENDPOINT } from '@/features/remarks/offline-changes';
import { useRemarksTexts } from '@/features/remarks/texts';
import { EditConflictDialog } from './edit-conflict-dialog';

type ChangeKind = keyof typeof OFFLINE_ENDPOINT;
const kindOf = (change: OutboxChange) =>
  (Object.keys(OFFLINE_ENDPOINT) as ChangeKind[]).find((kind) => OFFLINE_ENDPOINT[kind] === change.endpoint);

/** A change's name from the page it was made on (the assignment's own, "Status: Utförd"); null if not its. */
export type DescribeChange = (change: OutboxChange) => string | null;

/** What a change is, for the inspector: "Ny anmärkning Fukt i källare". */
function useChangeName(describe?: DescribeChange) {
  const { t } = useRemarksTexts();
  return (change: OutboxChange) => {
    const described = describe?.(change);
    if (described) return described;
    const body = (change.body ?? {}) as { name?: unknown; title?: unknown };
    const name = String(body.title ?? body.name ?? change.photo?.filename ?? '');
    const kind = kindOf(change);
    return kind ? t(`offline.change.${kind}`, { name: truncate(name) }).trim() : change.endpoint;
  };
}

/** An edit of a remark or an object: refused for a colleague's change, it is compared field by field. */
const isEdit = ({ endpoint }: OutboxChange) =>
  endpoint === OFFLINE_ENDPOINT.changeRemark || endpoint === OFFLINE_ENDPOINT.changeObject;

/**
 * A remark or object edit refused because a colleague changed the same fields meanwhile: the merge with its
 * fields for the inspector to choose (those only one of them changed merge without asking).
 */
function conflictOf(change: OutboxChange): EditMerge | null {
  const current = change.error?.current;
  if (!isEdit(change) || change.error?.status !== 409) return null;
  if (!change.base || !current) return null;
  type Fields = Record<string, unknown>;
  const merge = mergeEdit(change.base as Fields, change.body as Fields, current as Fields);
  return merge.conflicts.length > 0 ? merge : null;
}

/** A delete refused because a colleague changed the record after it was deleted here: asked again. */
const deletesChanged = (change: OutboxChange) =>
  change.error?.status === 409 &&
  (change.endpoint === OFFLINE_ENDPOINT.removeRemark || change.endpoint === OFFLINE_ENDPOINT.removeObject);

/** The record's name as the server has it now (a remark's title, an object's name), else as edited. */
const nameNow = ({ error, base }: OutboxChange) => {
  type Named = { title?: unknown; name?: unknown } | undefined;
  const current = error?.current as Named;
  const before = base as Named;
  return String(current?.title ?? current?.name ?? before?.title ?? before?.name ?? '');
};

/** The server's reason: its title, detail and field errors. */
const reasonOf = ({ error }: OutboxChange) =>
  [error?.title, error?.detail, ...Object.values(error?.fields ?? {}).flat()].filter(Boolean).join(' – ');

/** What the inspector is asked before a refused change is dropped or its delete sent again. */
type Question = 'discard' | 'deleteAnyway';

/** The changes the server refused, each with its reason, "Försök igen" and "Ta bort ändringen". */
export function FailedChanges({
  changes,
  runner,
  describeChange,
}: {
  changes: OutboxChange[];
  runner: SyncRunner;
  describeChange?: DescribeChange;
}) {
  const { t } = useRemarksTexts();
  const nameOf = useChangeName(describeChange);
  const [asking, setAsking] = useState<{ change: OutboxChange; question: Question } | null>(null);
  const [comparing, setComparing] = useState<{ change: OutboxChange; merge: EditMerge } | null>(null);
  const held = heldBack(changes).size;
  // Both questions end the same way: the change is sent again ("Ta bort ändå") or dropped.
  const questions = {
    deleteAnyway: (change: OutboxChange) => ({
      title: t('offline.deleteAnywayTitle'),
      confirmLabel: t('offline.deleteAnyway'),
      testId: 'delete-anyway-dialog',
      children: <Typography>{t('offline.deleteAnywayBody', { name: nameNow(change) })}</Typography>,
    }),
    discard: (change: OutboxChange) => ({
      title: t('offline.discardTitle'),
      confirmLabel: t('offline.discard'),
      testId: 'discard-change-dialog',
      children: <Typography>{t('offline.discardBody', { change: nameOf(change) })}</Typography>,
    }),
  };
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
              {conflictOf(change) ? (
                <Button
                  color="inherit"
                  size="small"
                  onClick={() => setComparing({ change, merge: conflictOf(change)! })}
                  data-testid="compare-versions"
                >
                  {t('offline.compare')}
                </Button>
              ) : deletesChanged(change) ? (
                <Button
                  color="inherit"
                  size="small"
                  onClick={() => setAsking({ change, question: 'deleteAnyway' })}
                  data-testid="delete-anyway"
                >
                  {t('offline.deleteAnyway')}
                </Button>
              ) : (
                <Button color="inherit" size="small" onClick={() => void runner.retry(change)}>
                  {t('offline.retry')}
                </Button>
              )}
              <Button color="inherit" size="small" onClick={() => setAsking({ change, question: 'discard' })}>
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
      {comparing && (
        <EditConflictDialog
          name={nameNow(comparing.change)}
          kind={comparing.change.endpoint === OFFLINE_ENDPOINT.changeObject ? 'object' : 'remark'}
          merge={comparing.merge}
          onClose={() => setComparing(null)}
          onResolve={(body) => {
            // Nothing of the inspector's chosen: the colleague's version stands as it is.
            void (Object.keys(body).length > 0
              ? runner.retry(comparing.change, body)
              : runner.discard(comparing.change));
            setComparing(null);
          }}
        />
      )}
      {asking && (
        <ConfirmDialog
          open
          {...questions[asking.question](asking.change)}
          onClose={() => setAsking(null)}
          onConfirm={() => {
            void (asking.question === 'discard'
              ? runner.discard(asking.change)
              : runner.retry(asking.change));
            setAsking(null);
          }}
        />
      )}
    </Stack>
  );
}
