import type { ReactNode } from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';

interface ArchivableListToolbarProps {
  showArchived: boolean;
  onShowArchivedChange(showArchived: boolean): void;
  /** "Visa arkiverade", in the list's own words. */
  showArchivedLabel: string;
  /** The list's action, usually its create button; wraps below the switch on a phone. */
  action: ReactNode;
}

/** The head of an administrator's archivable list (lookups, order types): the archived switch and the action. */
export function ArchivableListToolbar({
  showArchived,
  onShowArchivedChange,
  showArchivedLabel,
  action,
}: ArchivableListToolbarProps) {
  return (
    <Stack
      direction="row"
      spacing={2}
      useFlexGap
      sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }}
    >
      <FormControlLabel
        control={
          <Switch checked={showArchived} onChange={(_event, checked) => onShowArchivedChange(checked)} />
        }
        label={showArchivedLabel}
      />
      {action}
    </Stack>
  );
}
