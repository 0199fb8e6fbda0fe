import { useState } from 'react';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PROJECT_STATES, type Project, type ProjectState } from '@syna/contracts/projects';
import { showSnackbar } from '@/lib/snackbar/snackbar';
import { useSetProjectState } from '@/features/projects/api';
import { useProjectsTexts } from '@/features/projects/texts';
import { ProjectStateChip } from './project-state-chip';

interface ProjectHeaderProps {
  project: Project;
  canWrite: boolean;
  onEdit(): void;
  onDelete(): void;
}

/** The project's name, number and state, with edit, state and delete. */
export function ProjectHeader({ project, canWrite, onEdit, onDelete }: ProjectHeaderProps) {
  const { t } = useProjectsTexts();
  const setState = useSetProjectState(project.id);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const changeState = async (state: ProjectState) => {
    setAnchor(null);
    try {
      await setState.mutateAsync(state);
    } catch {
      return;
    }
    showSnackbar({ subject: t('messages.stateChanged', { state: t(`states.${state}`).toLowerCase() }) });
  };
  return (
    <Stack
      direction={{ xs: 'column', md: 'row' }}
      spacing={2}
      sx={{ justifyContent: 'space-between', alignItems: { md: 'flex-end' } }}
    >
      <Stack spacing={0.5} sx={{ minWidth: 0 }}>
        <Typography variant="overline" sx={{ color: 'text.secondary', lineHeight: 1.5 }}>
          {project.number ? `${t('project.overline')} ${project.number}` : t('project.overline')}
        </Typography>
        <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography variant="h1" sx={{ overflowWrap: 'anywhere' }}>
            {project.name}
          </Typography>
          <ProjectStateChip state={project.state} />
        </Stack>
      </Stack>
      {canWrite && (
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <Button variant="contained" startIcon={<EditOutlinedIcon />} onClick={onEdit}>
            {t('project.edit')}
          </Button>
          <Button
            variant="outlined"
            endIcon={<ExpandMoreIcon />}
            aria-haspopup="menu"
            disabled={setState.isPending}
            onClick={(event) => setAnchor(event.currentTarget)}
          >
            {t('project.changeState')}
          </Button>
          <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
            {PROJECT_STATES.map((state) => (
              <MenuItem
                key={state}
                selected={state === project.state}
                disabled={state === project.state}
                onClick={() => void changeState(state)}
              >
                {t(`states.${state}`)}
              </MenuItem>
            ))}
          </Menu>
          <Button variant="outlined" color="error" startIcon={<DeleteOutlineIcon />} onClick={onDelete}>
            {t('project.delete')}
          </Button>
        </Stack>
      )}
    </Stack>
  );
}
