import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useForm } from 'react-hook-form';
import { Link as RouterLink, useNavigate } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  inspectionCreateSchema,
  type InspectionCreate,
  type InspectionMetadata,
} from '@syna/contracts/inspections';
import { isAdmin } from '@syna/contracts/roles';
import { schemaResolver } from '@/lib/forms/schema-resolver';
import { serverSubmit } from '@/lib/forms/server-submit';
import { useInitialData } from '@/lib/session/session-queries';
import { useTenantId } from '@/lib/session/use-tenant-id';
import { showSnackbar } from '@/lib/snackbar/snackbar';
import { LoadError } from '@/lib/ui/load-error';
import { appPaths } from '@/lib/navigation/app-paths';
import { useCreateInspection, useInspectionMetadata } from '@/features/inspections/api';
import {
  INSPECTION_SERVER_FIELDS,
  newInspectionFormValues,
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

/** `/:tenant/inspections/create`: the new-assignment form. */
export function InspectionCreatePage() {
  const { t } = useInspectionTexts();
  const common = useTranslation();
  const tenantId = useTenantId();
  const metadata = useInspectionMetadata();
  const session = useInitialData();
  return (
    <Stack spacing={2}>
      <Typography id="inspection-create-title" variant="h1">
        {t('create.title')}
      </Typography>
      {metadata.isPending && <FormSkeleton label={common.t('common.loading')} />}
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
      {metadata.data && metadata.data.types.length > 0 && <CreateForm metadata={metadata.data} />}
    </Stack>
  );
}

function CreateForm({ metadata }: { metadata: InspectionMetadata }) {
  const tenantId = useTenantId();
  const { t } = useInspectionTexts();
  const navigate = useNavigate();
  const userId = useInitialData().user.id;
  const create = useCreateInspection();
  const defaultValues = useMemo(() => newInspectionFormValues(metadata, userId), [metadata, userId]);
  const form = useForm<InspectionFormValues, unknown, InspectionCreate>({ resolver, defaultValues });

  const onSubmit = serverSubmit(
    form,
    async (input) => {
      const created = await create.mutateAsync(input);
      showSnackbar({ subject: t('create.created', { number: created.number }) });
      await navigate(appPaths.inspection(tenantId, created.id));
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
      onCancel={() => void navigate(appPaths.inspections(tenantId))}
      testId="inspection-create-form"
      intro={<Typography sx={{ color: 'text.secondary', mb: 2 }}>{t('create.intro')}</Typography>}
    />
  );
}
