import { useState } from 'react';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { InspectionMetadata } from '@syna/contracts/inspections';
import { showSnackbar } from '@/lib/snackbar/snackbar';
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
 * them or none; the button names how many change.
 */
export function BulkChangeDialog({ change, ids, metadata, onClose, onDone }: BulkChangeDialogProps) {
  const { t } = useInspectionTexts();
  const label = useLookupLabel();
  const [value, setValue] = useState('');
  const [missing, setMissing] = useState(false);
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
    const changes =
      change === 'status' ? { statusId: value } : { inspectorId: value === NO_INSPECTOR ? null : value };
    bulk.mutate(
      { ids: [...ids], changes },
      {
        onSuccess: (result) => {
          showSnackbar({
            subject: t(result.count === 1 ? 'bulk.doneOne' : 'bulk.doneOther', { count: result.count }),
          });
          onDone();
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
    </FormDialog>
  );
}
