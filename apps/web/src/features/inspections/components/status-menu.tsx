import { useState } from 'react';
import Button from '@mui/material/Button';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Box from '@mui/material/Box';
import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import CheckIcon from '@mui/icons-material/Check';
import type { Inspection, InspectionMetadata } from '@syna/contracts/inspections';
import { zoneToday } from '@syna/contracts/time-zone';
import { ConfirmDialog } from '@/lib/ui/confirm-dialog';
import { useChangeStatus } from '@/features/inspections/api';
import { showFieldChange } from '@/features/inspections/field-change-snackbar';
import { asksBeforeMarkingPerformed, shortDate } from '@/features/inspections/performed-early';
import { useInspectionTexts } from '@/features/inspections/texts';
import { StatusChip, statusColors } from './status-chip';
import { useLookupLabel } from '@/lib/i18n/lookup-label';

interface StatusMenuProps {
  inspection: Inspection;
  statuses: InspectionMetadata['statuses'] | undefined;
  canWrite: boolean;
}

type StatusChoice = NonNullable<StatusMenuProps['statuses']>[number];

/**
 * The inspection's status as a prominent button in its colour; it opens the list of statuses. A
 * performed status before the inspection's day is asked about first.
 */
export function StatusMenu({ inspection, statuses, canWrite }: StatusMenuProps) {
  const { t, language } = useInspectionTexts();
  const label = useLookupLabel();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [asking, setAsking] = useState<StatusChoice | null>(null);
  const change = useChangeStatus(inspection.id);
  const current = inspection.status;
  if (!canWrite || !statuses) return <StatusChip status={current} sx={{ height: 32, fontSize: '0.95rem' }} />;

  const colors = statusColors(current?.color ?? null);
  const apply = (status: StatusChoice, confirmed?: boolean) =>
    change.mutate(
      { statusId: status.id, confirmed },
      {
        onSuccess: (result) =>
          showFieldChange(result, {
            saved: t('status.changed', { name: label(status) }),
            kept: t('status.changedOffline', { name: label(status) }),
          }),
        onSettled: () => setAsking(null),
      },
    );
  const choose = (status: StatusChoice) => {
    setAnchor(null);
    if (status.id === current?.id) return;
    if (asksBeforeMarkingPerformed(status, inspection.date, zoneToday())) setAsking(status);
    else apply(status);
  };

  return (
    <>
      <Button
        variant={colors ? 'contained' : 'outlined'}
        disableElevation
        endIcon={<ArrowDropDownIcon />}
        onClick={(event) => setAnchor(event.currentTarget)}
        disabled={change.isPending}
        aria-haspopup="menu"
        aria-expanded={Boolean(anchor)}
        aria-controls={anchor ? 'inspection-status-menu' : undefined}
        aria-label={t('status.change', { name: current ? label(current) : t('status.none') })}
        data-testid="inspection-status"
        sx={{
          borderRadius: 4,
          textTransform: 'none',
          fontWeight: 600,
          ...(colors ?? {}),
          '&:hover': colors ? { bgcolor: colors.bgcolor, filter: 'brightness(0.92)' } : {},
        }}
      >
        {current ? label(current) : t('status.none')}
      </Button>
      <Menu
        id="inspection-status-menu"
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={() => setAnchor(null)}
      >
        {statuses.map((status) => (
          <MenuItem key={status.id} selected={status.id === current?.id} onClick={() => choose(status)}>
            <ListItemIcon>
              {status.id === current?.id ? (
                <CheckIcon fontSize="small" />
              ) : (
                <Box
                  component="span"
                  aria-hidden
                  sx={{
                    width: 12,
                    height: 12,
                    ml: 0.5,
                    borderRadius: '50%',
                    bgcolor: status.color ?? 'action.disabled',
                  }}
                />
              )}
            </ListItemIcon>
            <ListItemText primary={label(status)} secondary={status.final ? t('status.final') : undefined} />
          </MenuItem>
        ))}
      </Menu>
      <ConfirmDialog
        open={asking !== null}
        title={t('status.earlyTitle')}
        confirmLabel={t('status.earlyConfirm')}
        busy={change.isPending}
        onConfirm={() => asking && apply(asking, true)}
        onClose={() => setAsking(null)}
        testId="performed-early-dialog"
      >
        {inspection.date && t('status.earlyQuestion', { date: shortDate(inspection.date, language) })}
      </ConfirmDialog>
    </>
  );
}
