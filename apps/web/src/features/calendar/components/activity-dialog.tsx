import { useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import {
  activityCreateSchema,
  type Activity,
  type ActivityCreate,
  type ActivityProgress,
} from '@syna/contracts/activities';
import { formatAddress } from '@syna/contracts/format';
import { isAdmin } from '@syna/contracts/roles';
import { schemaResolver } from '@/lib/forms/schema-resolver';
import { serverSubmit } from '@/lib/forms/server-submit';
import { useInitialData } from '@/lib/session/session-queries';
import { useTenantId } from '@/lib/session/use-tenant-id';
import { showSnackbar } from '@/lib/snackbar/snackbar';
import { ConfirmDialog } from '@/lib/ui/confirm-dialog';
import { FormDialog } from '@/lib/ui/form-dialog';
import { appPaths } from '@/lib/navigation/app-paths';
import { MapButton } from '@/lib/maps/map-button';
import {
  useActivity,
  useCreateActivity,
  useDeleteActivity,
  useLinkedAssignment,
  useSetActivityProgress,
  useTenantUsers,
  useUpdateActivity,
} from '@/features/calendar/api';
import {
  activityFormValues,
  activityChange,
  toActivityInput,
  type ActivityFormValues,
} from '@/features/calendar/activity-form';
import { progressName } from '@/features/calendar/calendar-entries';
import { useCalendarTexts } from '@/features/calendar/texts';
import { ActivityFields } from './activity-fields';
import { ProgressButtons } from './progress-buttons';

/** What the dialog opens on: an existing activity, or the times of a new one. */
export type ActivityDialogTarget = { id: string } | { times: { start: string; stop: string } };

interface ActivityDialogProps {
  target: ActivityDialogTarget;
  onClose(): void;
}

/** Creates an activity, or loads one and opens it for editing. */
export function ActivityDialog({ target, onClose }: ActivityDialogProps) {
  const { t } = useCalendarTexts();
  const common = useTranslation();
  const activity = useActivity('id' in target ? target.id : null);
  if (!('id' in target)) return <ActivityFormDialog activity={null} times={target.times} onClose={onClose} />;
  if (activity.isSuccess) {
    return <ActivityFormDialog activity={activity.data} times={null} onClose={onClose} />;
  }
  return (
    <Dialog open onClose={onClose} maxWidth="xs" fullWidth data-testid="activity-dialog">
      <DialogContent>
        {activity.isError ? (
          <Alert severity="error" variant="outlined">
            <strong>{t('activity.loadError')}</strong>
            <div>{activity.error.message}</div>
          </Alert>
        ) : (
          <Stack sx={{ alignItems: 'center', py: 3 }}>
            <CircularProgress aria-label={common.t('common.loading')} />
          </Stack>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{common.t('common.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}

interface ActivityFormDialogProps {
  activity: Activity | null;
  /** A new activity's times (null when editing). */
  times: { start: string; stop: string } | null;
  onClose(): void;
}

function ActivityFormDialog({ activity, times, onClose }: ActivityFormDialogProps) {
  const tenantId = useTenantId();
  const { t } = useCalendarTexts();
  const { user: me, roles } = useInitialData();
  // The server refuses a member's changes to another member's calendar; say so rather than fail.
  const mayChangeOthers = isAdmin(roles);
  const readOnly = activity !== null && !mayChangeOthers && activity.user?.id !== me.id;
  const users = useTenantUsers();
  const create = useCreateActivity();
  const update = useUpdateActivity();
  const setProgress = useSetActivityProgress();
  const remove = useDeleteActivity();
  const [confirmDelete, setConfirmDelete] = useState(false);
  const inspectionId = activity?.inspection?.id ?? null;
  // The activity's assignment, for the map of the place it is about.
  const linked = useLinkedAssignment(inspectionId);
  const resolver = useMemo(
    () =>
      schemaResolver<ActivityFormValues, ActivityCreate>(activityCreateSchema, (values) =>
        toActivityInput(values, inspectionId),
      ),
    [inspectionId],
  );
  const form = useForm<ActivityFormValues, unknown, ActivityCreate>({
    resolver,
    defaultValues: activityFormValues(activity, times ?? { start: '', stop: '' }, me.id),
  });
  const progress = useWatch({ control: form.control, name: 'progress' });
  const submit = serverSubmit(
    form,
    async (body) => {
      if (activity) {
        await update.mutateAsync({ id: activity.id, body: activityChange(body, activity) });
        showSnackbar({ subject: t('messages.saved') });
      } else {
        await create.mutateAsync(body);
        showSnackbar({ subject: t('messages.created', { title: body.title }) });
      }
      onClose();
    },
    {
      fields: [
        'title',
        'name',
        'start',
        'stop',
        'location',
        'uri',
        'notes',
        'userId',
        'reminder',
        'repeat',
        'tags',
      ],
      renamed: { startTime: 'start', stopTime: 'stop' },
    },
  );

  // Whose calendars are offered: the members (when the caller may list them), the caller, and the
  // activity's own user, so that a member no longer listed still shows.
  const userOptions = mayChangeOthers ? [...(users.data ?? [])] : [];
  for (const user of [{ id: me.id, name: me.name }, activity?.user]) {
    if (user && !userOptions.some((option) => option.id === user.id)) userOptions.unshift(user);
  }

  const changeProgress = async (value: ActivityProgress) => {
    if (!activity) return;
    await setProgress.mutateAsync({ id: activity.id, value });
    form.setValue('progress', value);
    showSnackbar({
      subject: t('messages.progressChanged', {
        progress: t(`progress.${progressName(value)}`).toLowerCase(),
      }),
    });
  };
  const confirmRemoval = async () => {
    if (!activity) return;
    await remove.mutateAsync(activity.id);
    showSnackbar({ subject: t('messages.deleted', { title: activity.title }) });
    onClose();
  };

  // A failed progress change or delete is reported by the call itself (red snackbar); the dialog
  // just stays open.
  const busy = form.formState.isSubmitting || remove.isPending;
  return (
    <>
      <FormDialog
        title={activity ? t('activity.editTitle') : t('activity.createTitle')}
        onSubmit={submit}
        busy={busy}
        nothingToSave={readOnly}
        onClose={onClose}
        testId="activity-dialog"
        saveTestId="activity-save"
      >
        {readOnly && (
          <Alert severity="info" data-testid="activity-read-only">
            {t('activity.othersReadOnly', { name: activity.user?.name ?? '' })}
          </Alert>
        )}
        {activity && !readOnly && (
          <Stack
            direction="row"
            spacing={1}
            sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', rowGap: 1 }}
          >
            <ProgressButtons
              value={progress}
              disabled={busy || setProgress.isPending}
              onChange={(value) => void changeProgress(value).catch(() => undefined)}
            />
            <Button
              color="error"
              startIcon={<DeleteOutlineIcon aria-hidden />}
              onClick={() => setConfirmDelete(true)}
              disabled={busy}
              data-testid="activity-delete"
            >
              {t('activity.delete')}
            </Button>
          </Stack>
        )}
        {activity?.inspection && (
          <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <Link component={RouterLink} to={appPaths.inspection(tenantId, activity.inspection.id)}>
              {t('activity.inspection', { number: activity.inspection.number })}
            </Link>
            {linked.data && formatAddress(linked.data.address) && (
              <MapButton
                size="small"
                place={{
                  title: t('activity.inspection', { number: activity.inspection.number }),
                  address: linked.data.address,
                }}
              />
            )}
          </Stack>
        )}
        <ActivityFields control={form.control} users={userOptions} meId={me.id} withProgress={!activity} />
      </FormDialog>
      {activity && (
        <ConfirmDialog
          open={confirmDelete}
          title={t('activity.deleteTitle', { title: activity.title })}
          busy={remove.isPending}
          onConfirm={() => void confirmRemoval().catch(() => undefined)}
          onClose={() => setConfirmDelete(false)}
          testId="delete-activity-dialog"
        >
          {activity.repeat === 'none' ? t('activity.deleteBody') : t('activity.deleteRepeatingBody')}
        </ConfirmDialog>
      )}
    </>
  );
}
