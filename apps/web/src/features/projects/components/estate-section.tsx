import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import AddIcon from '@mui/icons-material/Add';
import HomeWorkOutlinedIcon from '@mui/icons-material/HomeWorkOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { InspectionListItem } from '@syna/contracts/inspections';
import type { Estate, ProjectDetail } from '@syna/contracts/projects';
import { hasPermission } from '@syna/contracts/roles';
import { useInitialData } from '@/lib/session/session-queries';
import { appPaths } from '@/lib/navigation/app-paths';
import { useTenantId } from '@/lib/session/use-tenant-id';
import { showSnackbar } from '@/lib/snackbar/snackbar';
import { ConfirmDialog } from '@/lib/ui/confirm-dialog';
import { EmptyState } from '@/lib/ui/empty-state';
import {
  useCreateEstate,
  useDeleteEstate,
  useProjectInspections,
  useSetEstateState,
  useTakeOutOfProject,
  useUpdateEstate,
} from '@/features/projects/api';
import { useProjectsTexts } from '@/features/projects/texts';
import { EstateCard, type EstateAction } from './estate-card';
import { EstateFormDialog } from './estate-form-dialog';

interface EstateSectionProps {
  project: ProjectDetail;
  /** Whether the user may change the project (permission projects.write). */
  canWrite: boolean;
}

type DialogState =
  | { type: 'create' }
  | { type: 'edit' | 'delete'; estate: Estate }
  | { type: 'takeOut'; inspection: InspectionListItem }
  | null;

/** Groups a project's inspections by estate; those without one come under null. */
function byEstate(inspections: InspectionListItem[]): Map<string | null, InspectionListItem[]> {
  const groups = new Map<string | null, InspectionListItem[]>();
  for (const inspection of inspections) {
    const key = inspection.estateId ?? null;
    groups.set(key, [...(groups.get(key) ?? []), inspection]);
  }
  return groups;
}

/**
 * The project's estates (add, change, state, delete), each with its inspections: a new one for the
 * estate, or one taken out of the project.
 */
export function EstateSection({ project, canWrite }: EstateSectionProps) {
  const { t } = useProjectsTexts();
  const tenantId = useTenantId();
  const session = useInitialData();
  const canCreate = hasPermission(session.permissions, 'inspections.write');
  const takeOut = useTakeOutOfProject(project.id);
  const inspections = useProjectInspections(project.id);
  const create = useCreateEstate(project.id);
  const update = useUpdateEstate(project.id);
  const setState = useSetEstateState(project.id);
  const remove = useDeleteEstate(project.id);
  const [dialog, setDialog] = useState<DialogState>(null);
  const groups = inspections.data ? byEstate(inspections.data) : null;
  const known = new Set(project.estates.map((estate) => estate.id));
  // Inspections whose estate is gone (or never set) are listed together at the end.
  const homeless = groups
    ? [...groups].filter(([key]) => key === null || !known.has(key)).flatMap(([, items]) => items)
    : [];

  const act = async (estate: Estate, action: EstateAction) => {
    if (action.type !== 'state') return setDialog({ type: action.type, estate });
    try {
      await setState.mutateAsync({ estateId: estate.id, state: action.state });
    } catch {
      return;
    }
    showSnackbar({
      subject: t('messages.stateChanged', { state: t(`states.${action.state}`).toLowerCase() }),
    });
  };

  const createHref = (estateId: string | null) =>
    canCreate ? appPaths.inspectionCreate(tenantId, { projectId: project.id, estateId }) : undefined;
  const onTakeOut = canCreate
    ? (inspection: InspectionListItem) => setDialog({ type: 'takeOut', inspection })
    : undefined;

  const confirmTakeOut = async (inspection: InspectionListItem) => {
    try {
      await takeOut.mutateAsync(inspection.id);
    } catch {
      return;
    }
    showSnackbar({ subject: t('inspections.takenOut', { number: inspection.number }) });
    setDialog(null);
  };

  const confirmDelete = async (estate: Estate) => {
    try {
      await remove.mutateAsync(estate.id);
    } catch {
      return;
    }
    showSnackbar({ subject: t('messages.estateDeleted', { name: estate.name }) });
    setDialog(null);
  };

  return (
    <Stack spacing={1.5} data-testid="estates">
      {(canWrite || canCreate) && (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'flex-end', gap: 1 }}>
          {canCreate && (
            <Button
              component={RouterLink}
              to={appPaths.inspectionCreate(tenantId, { projectId: project.id, estateId: null })}
              variant="outlined"
              startIcon={<AddIcon />}
            >
              {t('inspections.createInProject')}
            </Button>
          )}
          {canWrite && (
            <Button variant="contained" startIcon={<AddIcon />} onClick={() => setDialog({ type: 'create' })}>
              {t('estates.add')}
            </Button>
          )}
        </Box>
      )}
      {inspections.isError && <Alert severity="warning">{t('inspections.unavailable')}</Alert>}
      {project.estates.length === 0 && homeless.length === 0 && (
        <EmptyState
          icon={HomeWorkOutlinedIcon}
          title={t('estates.emptyTitle')}
          body={t('estates.emptyBody')}
        />
      )}
      <Stack
        component="ul"
        spacing={1.5}
        aria-labelledby="project-estates-title"
        sx={{ listStyle: 'none', m: 0, p: 0 }}
      >
        {project.estates.map((estate) => (
          <EstateCard
            key={estate.id}
            estate={estate}
            inspections={groups ? (groups.get(estate.id) ?? []) : null}
            inspectionsLoading={inspections.isPending}
            projectId={project.id}
            canWrite={canWrite}
            onAction={canWrite ? (action) => void act(estate, action) : undefined}
            createHref={createHref(estate.id)}
            onTakeOut={onTakeOut}
          />
        ))}
        {homeless.length > 0 && (
          <EstateCard
            estate={null}
            inspections={homeless}
            inspectionsLoading={false}
            projectId={project.id}
            canWrite={canWrite}
            onTakeOut={onTakeOut}
          />
        )}
      </Stack>
      {(dialog?.type === 'create' || dialog?.type === 'edit') && (
        <EstateFormDialog
          estate={dialog.type === 'edit' ? dialog.estate : null}
          onClose={() => setDialog(null)}
          onSave={async (body) => {
            if (dialog.type === 'edit') {
              await update.mutateAsync({ id: dialog.estate.id, ...body });
              showSnackbar({ subject: t('messages.saved') });
            } else {
              await create.mutateAsync(body);
              showSnackbar({ subject: t('messages.estateAdded', { name: body.name }) });
            }
            setDialog(null);
          }}
        />
      )}
      {dialog?.type === 'takeOut' && (
        <ConfirmDialog
          open
          title={t('inspections.takeOutTitle', { number: dialog.inspection.number })}
          confirmLabel={t('inspections.takeOutConfirm')}
          busy={takeOut.isPending}
          onConfirm={() => void confirmTakeOut(dialog.inspection)}
          onClose={() => setDialog(null)}
          testId="project-take-out"
        >
          <Typography>{t('inspections.takeOutBody')}</Typography>
        </ConfirmDialog>
      )}
      {dialog?.type === 'delete' && (
        <ConfirmDialog
          open
          title={t('estates.deleteTitle', { name: dialog.estate.name })}
          busy={remove.isPending}
          onConfirm={() => void confirmDelete(dialog.estate)}
          onClose={() => setDialog(null)}
        >
          <Typography>{t('estates.deleteBody')}</Typography>
        </ConfirmDialog>
      )}
    </Stack>
  );
}
