import { useState } from 'react';
import AddIcon from '@mui/icons-material/Add';
import HomeWorkOutlinedIcon from '@mui/icons-material/HomeWorkOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { InspectionListItem } from '@syna/contracts/inspections';
import type { Estate, ProjectDetail } from '@syna/contracts/projects';
import { showSnackbar } from '@/lib/snackbar/snackbar';
import { ConfirmDialog } from '@/lib/ui/confirm-dialog';
import { EmptyState } from '@/lib/ui/empty-state';
import {
  useCreateEstate,
  useDeleteEstate,
  useProjectInspections,
  useSetEstateState,
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

type DialogState = { type: 'create' } | { type: 'edit' | 'delete'; estate: Estate } | null;

/** Groups a project's inspections by estate; those without one come under null. */
function byEstate(inspections: InspectionListItem[]): Map<string | null, InspectionListItem[]> {
  const groups = new Map<string | null, InspectionListItem[]>();
  for (const inspection of inspections) {
    const key = inspection.estateId ?? null;
    groups.set(key, [...(groups.get(key) ?? []), inspection]);
  }
  return groups;
}

/** The project's estates (add, change, state, delete), each with its inspections. */
export function EstateSection({ project, canWrite }: EstateSectionProps) {
  const { t } = useProjectsTexts();
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
      {canWrite && (
        <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setDialog({ type: 'create' })}>
            {t('estates.add')}
          </Button>
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
            onAction={canWrite ? (action) => void act(estate, action) : undefined}
          />
        ))}
        {homeless.length > 0 && (
          <EstateCard
            estate={null}
            inspections={homeless}
            inspectionsLoading={false}
            projectId={project.id}
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
