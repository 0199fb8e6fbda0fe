import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { InspectionListItem } from '@syna/contracts/inspections';
import { PROJECT_STATES, type Estate, type ProjectState } from '@syna/contracts/projects';
import { formatAddress } from '@syna/contracts/format';
import { RecordFormsToggle } from '@/lib/forms/record-forms-toggle';
import { useProjectsTexts } from '@/features/projects/texts';
import { InspectionLinks } from './inspection-links';
import { ProjectStateChip } from './project-state-chip';

export type EstateAction = { type: 'edit' | 'delete' } | { type: 'state'; state: ProjectState };

interface EstateCardProps {
  /** Null for the group of inspections without an estate. */
  estate: Estate | null;
  /** Null while they load or when they could not be loaded. */
  inspections: InspectionListItem[] | null;
  inspectionsLoading: boolean;
  projectId: string;
  /** Whether the user may change the project, and so fill in the estate's forms. */
  canWrite: boolean;
  onAction?(action: EstateAction): void;
  /** The form for a new assignment on this estate, when the user may create one. */
  createHref?: string;
  onTakeOut?(inspection: InspectionListItem): void;
}

/** One estate: name, designation, address, state, its actions and its inspections. */
export function EstateCard({
  estate,
  inspections,
  inspectionsLoading,
  projectId,
  canWrite,
  onAction,
  createHref,
  onTakeOut,
}: EstateCardProps) {
  const { t } = useProjectsTexts();
  const [menuAnchor, setMenuAnchor] = useState<HTMLElement | null>(null);
  const name = estate?.name ?? t('estates.withoutEstate');
  const address = estate ? formatAddress(estate.address) : '';
  const choose = (action: EstateAction) => {
    setMenuAnchor(null);
    onAction?.(action);
  };
  return (
    <Box
      component="li"
      data-testid="estate"
      data-id={estate?.id ?? 'none'}
      sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: { xs: 1.5, sm: 2 } }}
    >
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
            <Typography variant="h3" component="h3" sx={{ overflowWrap: 'anywhere' }}>
              {name}
            </Typography>
            {estate && estate.state !== 'active' && <ProjectStateChip state={estate.state} />}
          </Box>
          {estate?.designation && (
            <Typography sx={{ overflowWrap: 'anywhere' }}>{estate.designation}</Typography>
          )}
          {address && (
            <Typography variant="body2" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
              {address}
            </Typography>
          )}
        </Box>
        {estate && onAction && (
          <>
            <IconButton aria-label={t('estates.edit', { name })} onClick={() => onAction({ type: 'edit' })}>
              <EditOutlinedIcon />
            </IconButton>
            <IconButton
              aria-label={t('estates.actionsFor', { name })}
              aria-haspopup="menu"
              onClick={(event) => setMenuAnchor(event.currentTarget)}
            >
              <MoreVertIcon />
            </IconButton>
            <Menu anchorEl={menuAnchor} open={Boolean(menuAnchor)} onClose={() => setMenuAnchor(null)}>
              {PROJECT_STATES.filter((state) => state !== estate.state).map((state) => (
                <MenuItem key={state} onClick={() => choose({ type: 'state', state })}>
                  {t('estates.setState', { state: t(`states.${state}`).toLowerCase() })}
                </MenuItem>
              ))}
              <MenuItem onClick={() => choose({ type: 'delete' })} sx={{ color: 'error.main' }}>
                <ListItemIcon sx={{ color: 'inherit' }}>
                  <DeleteOutlineIcon fontSize="small" />
                </ListItemIcon>
                {t('estates.delete')}
              </MenuItem>
            </Menu>
          </>
        )}
      </Box>
      <Box sx={{ mt: 1.5 }}>
        {inspectionsLoading && (
          <Skeleton variant="rounded" height={32} aria-label={t('inspections.loading')} />
        )}
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 0.5 }}>
          {inspections && (
            <Typography variant="body2" sx={{ color: 'text.secondary', flex: 1 }}>
              {inspections.length === 0
                ? t('inspections.none')
                : t(inspections.length === 1 ? 'inspections.countOne' : 'inspections.countOther', {
                    count: inspections.length,
                  })}
            </Typography>
          )}
          {createHref && (
            <Button
              component={RouterLink}
              to={createHref}
              size="small"
              startIcon={<AddIcon />}
              aria-label={t('inspections.createIn', { name })}
              sx={{ ml: 'auto' }}
            >
              {t('inspections.create')}
            </Button>
          )}
        </Box>
        {inspections && inspections.length > 0 && (
          <InspectionLinks inspections={inspections} projectId={projectId} onTakeOut={onTakeOut} />
        )}
      </Box>
      {estate && (
        <RecordFormsToggle
          record={{ kind: 'estate', id: projectId, estate: estate.id }}
          name={name}
          canWrite={canWrite}
          sx={{ mt: 1 }}
        />
      )}
    </Box>
  );
}
