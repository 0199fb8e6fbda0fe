import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useForm } from 'react-hook-form';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  inspectionCreateSchema,
  type InspectionCreate,
  type InspectionMetadata,
} from '@syna/contracts/inspections';
import type { Estate, ProjectDetail } from '@syna/contracts/projects';
import { isAdmin } from '@syna/contracts/roles';
import { schemaResolver } from '@/lib/forms/schema-resolver';
import { serverSubmit } from '@/lib/forms/server-submit';
import { useInitialData } from '@/lib/session/session-queries';
import { useTenantId } from '@/lib/session/use-tenant-id';
import { showSnackbar } from '@/lib/snackbar/snackbar';
import { LoadError } from '@/lib/ui/load-error';
import { appPaths } from '@/lib/navigation/app-paths';
import {
  useCreateInspection,
  useCreateProjectInspection,
  useInspectionMetadata,
  useProjectOf,
} from '@/features/inspections/api';
import {
  INSPECTION_SERVER_FIELDS,
  newInspectionFormValues,
  projectInspectionFormValues,
  toCreateInput,
  type InspectionFormValues,
} from '@/features/inspections/inspection-form';
import { useInspectionTexts } from '@/features/inspections/texts';
import { FormSkeleton } from './form-skeleton';
import { InspectionFormLayout } from './inspection-form-layout';

const resolver = schemaResolver<InspectionFormValues, InspectionCreate>(
  inspectionCreateSchema,
  toCreateInput,
);

/** Where a new assignment goes: a project and, optionally, one of its estates. */
interface Placement {
  project: ProjectDetail;
  estate: Estate | null;
}

/**
 * `/:tenant/inspections/create`: the new-assignment form; with `?project=…&estate=…` (from the
 * project page) it creates the assignment in that project and estate, prefilled from them.
 */
export function InspectionCreatePage() {
  const { t } = useInspectionTexts();
  const common = useTranslation();
  const tenantId = useTenantId();
  const [params] = useSearchParams();
  const projectId = params.get('project');
  const estateId = params.get('estate');
  const metadata = useInspectionMetadata();
  const project = useProjectOf(projectId);
  const session = useInitialData();
  const placement: Placement | null = project.data
    ? {
        project: project.data,
        estate: project.data.estates.find((estate) => estate.id === estateId) ?? null,
      }
    : null;
  const ready = metadata.data && (projectId === null || placement);
  return (
    <Stack spacing={2}>
      <Typography id="inspection-create-title" variant="h1">
        {t('create.title')}
      </Typography>
      {(metadata.isPending || (projectId !== null && project.isPending)) && (
        <FormSkeleton label={common.t('common.loading')} />
      )}
      {project.isError && (
        <LoadError
          title={t('project.loadFailed')}
          detail={project.error.message}
          onRetry={() => void project.refetch()}
        />
      )}
      {metadata.isError && (
        <LoadError
          title={t('create.metadataFailed')}
          detail={metadata.error.message}
          onRetry={() => void metadata.refetch()}
        />
      )}
      {metadata.data && metadata.data.types.length === 0 && (
        <Alert
          severity="info"
          action={
            isAdmin(session.roles) && (
              <Button
                component={RouterLink}
                to={appPaths.adminPage(tenantId, 'inspectionType')}
                color="inherit"
                size="small"
              >
                {t('form.noTypesLink')}
              </Button>
            )
          }
        >
          {t('form.noTypes')}
        </Alert>
      )}
      {ready && metadata.data.types.length > 0 && (
        <CreateForm metadata={metadata.data} placement={placement} />
      )}
    </Stack>
  );
}

function CreateForm({ metadata, placement }: { metadata: InspectionMetadata; placement: Placement | null }) {
  const tenantId = useTenantId();
  const { t } = useInspectionTexts();
  const navigate = useNavigate();
  const userId = useInitialData().user.id;
  const create = useCreateInspection();
  const createInProject = useCreateProjectInspection(placement?.project.id ?? '');
  // The form starts once from what was loaded; later reloads of the project do not reset it.
  const [defaultValues] = useState(() => {
    const blank = newInspectionFormValues(metadata, userId);
    return placement
      ? projectInspectionFormValues(blank, metadata, placement.project, placement.estate)
      : blank;
  });
  const form = useForm<InspectionFormValues, unknown, InspectionCreate>({ resolver, defaultValues });
  const projectPath = placement && appPaths.project(tenantId, placement.project.id);

  const onSubmit = serverSubmit(
    form,
    async (input) => {
      const created = placement
        ? await createInProject.mutateAsync({ ...input, estateId: placement.estate?.id ?? null })
        : await create.mutateAsync(input);
      showSnackbar({ subject: t('create.created', { number: created.number }) });
      await navigate(
        placement
          ? appPaths.projectInspection(tenantId, placement.project.id, created.id)
          : appPaths.inspection(tenantId, created.id),
      );
    },
    INSPECTION_SERVER_FIELDS,
  );

  return (
    <InspectionFormLayout
      form={form}
      metadata={metadata}
      mode="create"
      submitLabel={t('create.submit')}
      submittingLabel={t('create.submitting')}
      onSubmit={(event) => void onSubmit(event)}
      onCancel={() => void navigate(projectPath ?? appPaths.inspections(tenantId))}
      testId="inspection-create-form"
      intro={
        <>
          {placement && (
            <Alert severity="info" sx={{ mb: 2 }} data-testid="inspection-create-project">
              {placement.estate
                ? t('project.createInEstate', {
                    project: placement.project.name,
                    estate: placement.estate.name,
                  })
                : t('project.createIn', { project: placement.project.name })}
            </Alert>
          )}
          <Typography sx={{ color: 'text.secondary', mb: 2 }}>{t('create.intro')}</Typography>
        </>
      }
    />
  );
}
