import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatAddress, formatDateTime } from '@syna/contracts/format';
import type { Project } from '@syna/contracts/projects';
import { useProjectsTexts } from '@/features/projects/texts';
import { ProjectStateChip } from './project-state-chip';
import { useLookupLabel } from '@/lib/i18n/lookup-label';

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <>
      <Typography component="dt" sx={{ color: 'text.secondary' }}>
        {term}
      </Typography>
      <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>
        {children}
      </Typography>
    </>
  );
}

/** The project's details as a description list. */
export function ProjectSummary({ project }: { project: Project }) {
  const { t } = useProjectsTexts();
  const label = useLookupLabel();
  const none = t('project.none');
  return (
    <Box
      component="dl"
      data-testid="project-summary"
      sx={{
        m: 0,
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: 'minmax(140px, auto) 1fr' },
        columnGap: 3,
        rowGap: { xs: 0.25, sm: 1 },
        '& dd': { mb: { xs: 1.25, sm: 0 } },
      }}
    >
      <Row term={t('project.number')}>{project.number ?? none}</Row>
      <Row term={t('project.type')}>
        {project.typeName ? label({ name: project.typeName, nameEn: project.typeNameEn }) : none}
      </Row>
      <Row term={t('project.customer')}>{project.customerName ?? none}</Row>
      <Row term={t('project.inspector')}>{project.inspectorName ?? none}</Row>
      <Row term={t('project.address')}>{formatAddress(project.address) || none}</Row>
      <Row term={t('project.state')}>
        <ProjectStateChip state={project.state} />
      </Row>
      {project.description && <Row term={t('project.description')}>{project.description}</Row>}
      <Row term={t('project.created')}>{formatDateTime(project.created)}</Row>
      <Row term={t('project.updated')}>{formatDateTime(project.updated)}</Row>
    </Box>
  );
}
