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
import { showSnackbar } from '@/lib/snackbar/snackbar';
import { useChangeStatus } from '@/features/inspections/api';
import { useInspectionTexts } from '@/features/inspections/texts';
import { StatusChip, statusColors } from './status-chip';

interface StatusMenuProps {
  inspection: Inspection;
  statuses: InspectionMetadata['statuses'] | undefined;
  canWrite: boolean;
}

/** The inspection's status as a prominent button in its colour; it opens the list of statuses. */
export function StatusMenu({ inspection, statuses, canWrite }: StatusMenuProps) {
  const { t } = useInspectionTexts();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const change = useChangeStatus(inspection.id);
  const current = inspection.status;
  if (!canWrite || !statuses) return <StatusChip status={current} sx={{ height: 32, fontSize: '0.95rem' }} />;

  const colors = statusColors(current?.color ?? null);
  const choose = (statusId: string, name: string) => {
    setAnchor(null);
    if (statusId === current?.id) return;
    change.mutate(statusId, {
      onSuccess: () => showSnackbar({ subject: t('status.changed', { name }) }),
    });
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
        aria-label={t('status.change', { name: current?.name ?? t('status.none') })}
        data-testid="inspection-status"
        sx={{
          borderRadius: 4,
          textTransform: 'none',
          fontWeight: 600,
          ...(colors ?? {}),
          '&:hover': colors ? { bgcolor: colors.bgcolor, filter: 'brightness(0.92)' } : {},
        }}
      >
        {current?.name ?? t('status.none')}
      </Button>
      <Menu
        id="inspection-status-menu"
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={() => setAnchor(null)}
      >
        {statuses.map((status) => (
          <MenuItem
            key={status.id}
            selected={status.id === current?.id}
            onClick={() => choose(status.id, status.name)}
          >
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
            <ListItemText primary={status.name} secondary={status.final ? t('status.final') : undefined} />
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
