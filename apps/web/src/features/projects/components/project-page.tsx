import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { hasPermission, isAdmin } from '@syna/contracts/roles';
import { useTenantId } from '@/lib/session/use-tenant-id';
import { showSnackbar } from '@/lib/snackbar/snackbar';
import { ConfirmDialog } from '@/lib/ui/confirm-dialog';
import { useInitialData } from '@/lib/session/session-queries';
import { appPaths } from '@/lib/navigation/app-paths';
import { RecordFormsSection } from '@/lib/forms/record-forms-section';
import { DetailPageFrame } from '@/lib/ui/detail-page-frame';
import { useDeleteProject, useProject, useUpdateProject } from '@/features/projects/api';
import { useProjectsTexts } from '@/features/projects/texts';
import { EstateSection } from './estate-section';
import { ProjectFormDialog } from './project-form-dialog';
import { ProjectHeader } from './project-header';
import { ProjectSummary } from './project-summary';

/** `/:tenant/projects/:id` (show-project): the project, its estates and their inspections. */
export function ProjectPage() {
  const { t } = useProjectsTexts();
  const { t: tShell } = useTranslation();
  const tenantId = useTenantId();
  const { permissions, roles } = useInitialData();
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const project = useProject(id);
  const update = useUpdateProject(id);
  const remove = useDeleteProject(id);
  const [dialog, setDialog] = useState<'edit' | 'delete' | null>(null);
  const canWrite = hasPermission(permissions, 'projects.write');
  // After a delete there is no project list to return to: administrators go to theirs.
  const afterDelete = isAdmin(roles) ? appPaths.admin(tenantId) : appPaths.home(tenantId);

  return (
    <DetailPageFrame
      query={project}
      skeleton={[200, 160]}
      notFound={{
        title: t('project.notFoundTitle'),
        body: t('project.notFoundBody'),
        testId: 'project-missing',
        backTo: afterDelete,
        backLabel: isAdmin(roles) ? t('project.toAdmin') : tShell('notFound.back'),
      }}
      errorTitle={t('project.loadError')}
    >
      {(data) => {
        const confirmDelete = async () => {
          try {
            await remove.mutateAsync();
          } catch {
            return;
          }
          showSnackbar({ subject: t('messages.deleted', { name: data.name }) });
          void navigate(afterDelete);
        };

        return (
          <Stack spacing={3} data-testid="project-page">
            <ProjectHeader
              project={data}
              canWrite={canWrite}
              onEdit={() => setDialog('edit')}
              onDelete={() => setDialog('delete')}
            />
            <Paper
              component="section"
              variant="outlined"
              aria-labelledby="project-details-title"
              sx={{ p: { xs: 2, sm: 3 } }}
            >
              <Typography id="project-details-title" variant="h2" sx={{ mb: 2 }}>
                {t('project.details')}
              </Typography>
              <ProjectSummary project={data} />
            </Paper>
            <RecordFormsSection record={{ kind: 'project', id: data.id }} canWrite={canWrite} hideWhenNone />
            <Paper
              component="section"
              variant="outlined"
              aria-labelledby="project-estates-title"
              sx={{ p: { xs: 1.5, sm: 3 } }}
            >
              <Typography id="project-estates-title" variant="h2" sx={{ mb: 0.5 }}>
                {t('estates.title')}
              </Typography>
              <Typography sx={{ color: 'text.secondary', mb: 2 }}>{t('estates.intro')}</Typography>
              <EstateSection project={data} canWrite={canWrite} />
            </Paper>
            {dialog === 'edit' && (
              <ProjectFormDialog
                project={data}
                onClose={() => setDialog(null)}
                onSave={async (body) => {
                  const { active: _active, attributes: _attributes, ...changes } = body;
                  await update.mutateAsync(changes);
                  showSnackbar({ subject: t('messages.saved') });
                  setDialog(null);
                }}
              />
            )}
            {dialog === 'delete' && (
              <ConfirmDialog
                open
                title={t('project.deleteTitle', { name: data.name })}
                busy={remove.isPending}
                onConfirm={() => void confirmDelete()}
                onClose={() => setDialog(null)}
              >
                <Typography>{t('project.deleteBody')}</Typography>
              </ConfirmDialog>
            )}
          </Stack>
        );
      }}
    </DetailPageFrame>
  );
}
