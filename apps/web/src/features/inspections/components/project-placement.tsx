import { useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CreateNewFolderOutlinedIcon from '@mui/icons-material/CreateNewFolderOutlined';
import FolderOutlinedIcon from '@mui/icons-material/FolderOutlined';
import type { Inspection } from '@syna/contracts/inspections';
import { appPaths } from '@/lib/navigation/app-paths';
import { useTenantId } from '@/lib/session/use-tenant-id';
import { showSnackbar } from '@/lib/snackbar/snackbar';
import { ConfirmDialog } from '@/lib/ui/confirm-dialog';
import { useProjectOf, useTakeOutOfProject } from '@/features/inspections/api';
import { useInspectionTexts } from '@/features/inspections/texts';
import { ProjectPickerDialog } from './project-picker-dialog';

interface ProjectPlacementProps {
  inspection: Inspection;
  canWrite: boolean;
  /** Shown inside its project: once moved or taken out, the page follows the inspection. */
  inProject: boolean;
}

/** The project and estate the inspection belongs to, linking to the project; move it in or out. */
export function ProjectPlacement({ inspection, canWrite, inProject }: ProjectPlacementProps) {
  const { t } = useInspectionTexts();
  const tenantId = useTenantId();
  const navigate = useNavigate();
  const project = useProjectOf(inspection.projectId);
  const takeOut = useTakeOutOfProject(inspection.id);
  const [dialog, setDialog] = useState<'move' | 'takeOut' | null>(null);
  const projectName = project.data?.name ?? (project.isError ? t('project.unknown') : '…');
  const estate = project.data?.estates.find((candidate) => candidate.id === inspection.estateId);

  const confirmTakeOut = (projectId: string) =>
    takeOut.mutate(projectId, {
      onSuccess: () => {
        setDialog(null);
        showSnackbar({ subject: t('project.takenOut') });
        if (inProject) void navigate(appPaths.inspection(tenantId, inspection.id), { replace: true });
      },
    });

  return (
    <Stack
      direction="row"
      spacing={1}
      useFlexGap
      sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}
      data-testid="inspection-project"
    >
      <FolderOutlinedIcon sx={{ fontSize: 20, color: 'text.secondary' }} aria-hidden />
      {inspection.projectId ? (
        <Typography sx={{ overflowWrap: 'anywhere' }}>
          {t('project.label')}:{' '}
          {/* Underlined: inside a line of text, colour alone would not tell the link apart. */}
          <Link
            component={RouterLink}
            to={appPaths.project(tenantId, inspection.projectId)}
            underline="always"
          >
            {projectName}
          </Link>
          {' · '}
          {t('project.estate')}: {estate?.name ?? t('project.noEstate')}
        </Typography>
      ) : (
        <Typography sx={{ color: 'text.secondary' }}>{t('project.none')}</Typography>
      )}
      {canWrite && inspection.projectId && (
        <>
          <Button size="small" onClick={() => setDialog('move')} aria-label={t('project.moveLabel')}>
            {t('project.move')}
          </Button>
          <Button size="small" color="error" onClick={() => setDialog('takeOut')}>
            {t('project.takeOut')}
          </Button>
        </>
      )}
      {canWrite && !inspection.projectId && (
        <Button size="small" startIcon={<CreateNewFolderOutlinedIcon />} onClick={() => setDialog('move')}>
          {t('project.add')}
        </Button>
      )}
      {dialog === 'move' && (
        <ProjectPickerDialog
          inspection={inspection}
          current={project.data ?? null}
          onClose={() => setDialog(null)}
          onMoved={(moved, name) => {
            setDialog(null);
            showSnackbar({ subject: t('project.moved', { name }) });
            if (inProject && moved.projectId) {
              void navigate(appPaths.projectInspection(tenantId, moved.projectId, moved.id), {
                replace: true,
              });
            }
          }}
        />
      )}
      {dialog === 'takeOut' && inspection.projectId && (
        <ConfirmDialog
          open
          title={t('project.takeOutTitle')}
          confirmLabel={t('project.takeOut')}
          busy={takeOut.isPending}
          onConfirm={() => confirmTakeOut(inspection.projectId!)}
          onClose={() => setDialog(null)}
          testId="project-take-out"
        >
          <Typography>
            {t('project.takeOutBody', { number: inspection.number, name: projectName })}
          </Typography>
        </ConfirmDialog>
      )}
    </Stack>
  );
}
