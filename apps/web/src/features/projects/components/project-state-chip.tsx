import Chip from '@mui/material/Chip';
import type { ProjectState } from '@syna/contracts/projects';
import { useProjectsTexts } from '@/features/projects/texts';

const COLORS = { active: 'success', completed: 'info', archived: 'default' } as const;

/** A project's or estate's state: Aktivt, Avslutat or Arkiverat. */
export function ProjectStateChip({ state }: { state: ProjectState }) {
  const { t } = useProjectsTexts();
  return (
    <Chip
      size="small"
      label={t(`states.${state}`)}
      color={COLORS[state]}
      variant={state === 'active' ? 'filled' : 'outlined'}
      data-testid="project-state"
      data-state={state}
    />
  );
}
