import { useState } from 'react';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { InspectionMetadata } from '@syna/contracts/inspections';
import { isHttpError } from '@/lib/http/http-error';
import { showError, showSnackbar } from '@/lib/snackbar/snackbar';
import { ConfirmDialog } from '@/lib/ui/confirm-dialog';
import { useLookupLabel } from '@/lib/i18n/lookup-label';
import { FormDialog } from '@/lib/ui/form-dialog';
import { useBulkUpdateInspections } from '@/features/inspections/api';
import { useInspectionTexts } from '@/features/inspections/texts';

/** What the dialog changes on every chosen inspection. */
export type BulkChange = 'status' | 'inspector';

/** The inspector choice that clears the inspector (a select cannot hold null). */
const NO_INSPECTOR = 'none';

interface BulkChangeDialogProps {
  change: BulkChange;
  ids: readonly string[];
  metadata: InspectionMetadata;
  onClose(): void;
  /** The change is saved on all of them. */
  onDone(): void;
}

/**
 * Sets the status or the inspector of the chosen inspections in one call, which changes all of
 * them or none; the button names how many change. A performed status for assignments planned for
 * later days is asked about once, naming them, and then set on all.
 */
export function BulkChangeDialog({ change, ids, metadata, onClose, onDone }: BulkChangeDialogProps) {
  const { t } = useInspectionTexts();
  const label = useLookupLabel();
  const [value, setValue] = useState('');
  const [missing, setMissing] = useState(false);
  // The numbers of the chosen assignments planned for later days, when the status would mark them performed.
  const [early, setEarly] = useState<string[] | null>(null);
  const bulk = useBulkUpdateInspections();
  const count = ids.length;
  const options =
    change === 'status'
      ? metadata.statuses
      : [{ id: NO_INSPECTOR, name: t('fields.noInspector') }, ...metadata.inspectors];

  const submit = () => {
    if (!value) {
      setMissing(true);
      return;
    }
    save(false);
  };

  /** Changes them all; the server refuses a performed status for assignments planned for later days unless `confirmed`. */
  const save = (confirmed: boolean) => {
    const changes =
      change === 'status' ? { statusId: value } : { inspectorId: value === NO_INSPECTOR ? null : value };
    bulk.mutate(
      { ids: [...ids], changes, ...(confirmed ? { confirmed } : {}) },
      {
        onSuccess: (result) => {
          showSnackbar({
            subject: t(result.count === 1 ? 'bulk.doneOne' : 'bulk.doneOther', { count: result.count }),
          });
          onDone();
        },
        onError: (error) => {
          const numbers = isHttpError(error) && error.status === 409 ? error.problem?.numbers : undefined;
          if (numbers?.length) setEarly(numbers);
          else showError(error.message, isHttpError(error) ? (error.detail ?? undefined) : undefined);
        },
        onSettled: (_result, error) => {
          if (confirmed || !error) setEarly(null);
        },
      },
    );
  };

  return (
    <FormDialog
      title={t(change === 'status' ? 'bulk.statusTitle' : 'bulk.inspectorTitle')}
      busy={bulk.isPending}
      busyLabel={t('bulk.busy')}
      saveLabel={t(count === 1 ? 'bulk.confirmOne' : 'bulk.confirmOther', { count })}
      saveTestId="bulk-change-save"
      testId="bulk-change-dialog"
      onClose={onClose}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Typography>{t('bulk.intro', { count })}</Typography>
      <TextField
        select
        autoFocus
        required
        label={t(change === 'status' ? 'fields.status' : 'fields.inspector')}
        value={value}
        onChange={(event) => {
          setValue(event.target.value);
          setMissing(false);
        }}
        error={missing}
        helperText={
          missing ? t(change === 'status' ? 'bulk.statusRequired' : 'bulk.inspectorRequired') : undefined
        }
        data-testid="bulk-change-value"
      >
        {options.map((option) => (
          <MenuItem key={option.id} value={option.id}>
            {label(option)}
          </MenuItem>
        ))}
      </TextField>
      <ConfirmDialog
        open={early !== null}
        title={t('status.earlyTitle')}
        confirmLabel={t('bulk.earlyConfirm')}
        busy={bulk.isPending}
        onConfirm={() => save(true)}
        onClose={() => setEarly(null)}
        testId="bulk-performed-early-dialog"
      >
        {early &&
          t(early.length === 1 ? 'bulk.earlyQuestion_one' : 'bulk.earlyQuestion_other', {
            numbers: early.join(', '),
            count: early.length,
          })}
      </ConfirmDialog>
    </FormDialog>
  );
}
