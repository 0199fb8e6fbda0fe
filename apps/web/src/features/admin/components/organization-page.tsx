import { useMemo, useRef } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import Link from '@mui/material/Link';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { useAdminTexts } from '@/features/admin/texts';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import UploadFileOutlinedIcon from '@mui/icons-material/UploadFileOutlined';
import {
  ORGANIZATION_ADDRESS_MAX,
  ORGANIZATION_INSURANCE_MAX,
  ORGANIZATION_NAME_MAX,
  organizationUpdateSchema,
  type Organization,
  type OrganizationUpdate,
} from '@syna/contracts/organization';
import { FormTextField } from '@/lib/forms/form-fields';
import { useLocalisedResolver } from '@/lib/forms/localised-messages';
import { schemaResolver } from '@/lib/forms/schema-resolver';
import { serverSubmit } from '@/lib/forms/server-submit';
import { showSnackbar } from '@/lib/snackbar/snackbar';
import { EditFormFrame } from '@/lib/ui/edit-form-frame';
import { LoadError } from '@/lib/ui/load-error';
import { describeUploadFailure, MAX_UPLOAD_MEGABYTES } from '@/lib/uploads/upload-failure';
import { HiddenFileInput } from '@/lib/uploads/hidden-file-input';
import {
  LOGO_BOX,
  useOrganization,
  useSaveOrganization,
  useUploadLogo,
} from '@/features/admin/organization-api';
import { appPaths } from '@/lib/navigation/app-paths';
import { useTenantId } from '@/lib/session/use-tenant-id';

/** The logo as the form holds it: the uploaded image to set (`asset`), and what to show. */
interface LogoValue {
  asset: string | null;
  url: string | null;
}

interface OrganizationFormValues {
  name: string;
  email: string;
  address: string;
  insurance: string;
  logo: LogoValue;
}

const LOGO_ACCEPT = 'image/png,image/jpeg,image/webp';

const formValues = (organization: Organization): OrganizationFormValues => ({
  name: organization.name,
  email: organization.email ?? '',
  address: organization.address.value ?? '',
  insurance: organization.insurance ?? '',
  logo: { asset: null, url: organization.logo },
});

/** The change the form asks for: every text field, and the logo only when it was changed. */
const toUpdate =
  (saved: Organization) =>
  ({ logo, ...texts }: OrganizationFormValues) => ({
    ...texts,
    ...(logo.url === saved.logo ? {} : { logo: logo.asset }),
  });

function LogoField({
  form,
}: {
  form: ReturnType<typeof useForm<OrganizationFormValues, unknown, OrganizationUpdate>>;
}) {
  const { t } = useAdminTexts();
  const { t: tApp } = useTranslation();
  const upload = useUploadLogo();
  const input = useRef<HTMLInputElement>(null);
  const logo = useWatch({ control: form.control, name: 'logo' });
  const choose = (file: File) =>
    upload.mutate(file, {
      onSuccess: (asset) =>
        form.setValue('logo', { asset: asset.name, url: asset.url }, { shouldDirty: true }),
    });
  return (
    <Stack spacing={1.5} component="section" aria-labelledby="organization-logo-title">
      <Typography id="organization-logo-title" variant="h3">
        {t('organizationPage.logo')}
      </Typography>
      {logo.url ? (
        <Box
          component="img"
          src={logo.url}
          alt={t('organizationPage.logoAlt')}
          data-testid="organization-logo"
          sx={{
            maxWidth: LOGO_BOX.width / 2,
            maxHeight: LOGO_BOX.height / 2,
            objectFit: 'contain',
            alignSelf: 'start',
          }}
        />
      ) : (
        <Alert severity="info" data-testid="organization-logo-missing">
          {tApp('error.logoMissing')}
        </Alert>
      )}
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {t('organizationPage.logoHelp', { max: MAX_UPLOAD_MEGABYTES })}
      </Typography>
      {upload.isError && (
        <Alert severity="error" data-testid="organization-logo-error">
          {describeUploadFailure(upload.error, {
            failed: t('organizationPage.logoFailed'),
            tooLarge: t('organizationPage.logoTooLarge', { max: MAX_UPLOAD_MEGABYTES }),
          })}
        </Alert>
      )}
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <HiddenFileInput
          ref={input}
          accept={LOGO_ACCEPT}
          testId="organization-logo-input"
          onFiles={([file]) => choose(file)}
        />
        <Button
          variant="outlined"
          startIcon={<UploadFileOutlinedIcon />}
          onClick={() => input.current?.click()}
          disabled={upload.isPending}
        >
          {upload.isPending ? t('organizationPage.logoUploading') : t('organizationPage.logoUpload')}
        </Button>
        {logo.url && (
          <Button
            color="error"
            onClick={() => form.setValue('logo', { asset: null, url: null }, { shouldDirty: true })}
            disabled={upload.isPending}
          >
            {t('organizationPage.logoRemove')}
          </Button>
        )}
      </Stack>
    </Stack>
  );
}

function OrganizationForm({ saved }: { saved: Organization }) {
  const { t } = useAdminTexts();
  const { t: tApp } = useTranslation();
  const save = useSaveOrganization();
  const values = useMemo(() => formValues(saved), [saved]);
  const resolver = useMemo(
    () =>
      schemaResolver<OrganizationFormValues, OrganizationUpdate>(organizationUpdateSchema, toUpdate(saved)),
    [saved],
  );
  const form = useForm<OrganizationFormValues, unknown, OrganizationUpdate>({
    resolver: useLocalisedResolver(resolver),
    values,
  });
  const submit = serverSubmit(
    form,
    async (update) => {
      const stored = await save.mutateAsync(update);
      form.reset(formValues(stored));
      showSnackbar({ subject: t('organizationPage.saved') });
    },
    { fields: ['name', 'email', 'address', 'insurance', 'logo'] },
  );
  return (
    <EditFormFrame
      form={form}
      submit={submit}
      values={values}
      labels={{
        save: tApp('common.save'),
        saving: tApp('common.saving'),
        reset: t('organizationPage.reset'),
      }}
      testId="organization-form"
      saveTestId="organization-save"
    >
      <FormTextField
        control={form.control}
        name="name"
        label={t('organizationPage.name')}
        required
        fullWidth
        autoComplete="organization"
        slotProps={{ htmlInput: { maxLength: ORGANIZATION_NAME_MAX } }}
      />
      <FormTextField
        control={form.control}
        name="email"
        type="email"
        label={t('organizationPage.email')}
        helperText={t('organizationPage.emailHelp')}
        fullWidth
        autoComplete="email"
      />
      <FormTextField
        control={form.control}
        name="address"
        label={t('organizationPage.address')}
        multiline
        minRows={2}
        fullWidth
        autoComplete="street-address"
        slotProps={{ htmlInput: { maxLength: ORGANIZATION_ADDRESS_MAX } }}
      />
      <FormTextField
        control={form.control}
        name="insurance"
        label={t('organizationPage.insurance')}
        helperText={t('organizationPage.insuranceHelp')}
        fullWidth
        slotProps={{ htmlInput: { maxLength: ORGANIZATION_INSURANCE_MAX } }}
      />
      <LogoField form={form} />
    </EditFormFrame>
  );
}

/** `/:tenant/admin/org`: the organisation's name, e-mail, address, insurance and logo. */
export function OrganizationPage() {
  const { t } = useAdminTexts();
  const { t: tApp } = useTranslation();
  const tenantId = useTenantId();
  const organization = useOrganization();
  return (
    <Stack spacing={3} data-testid="organization-page">
      <Typography variant="h1">{t('organizationPage.title')}</Typography>
      {organization.isPending ? (
        <Typography sx={{ color: 'text.secondary' }}>{tApp('common.loading')}</Typography>
      ) : organization.isError ? (
        <LoadError title={t('organizationPage.loadError')} onRetry={() => void organization.refetch()} />
      ) : (
        <OrganizationForm saved={organization.data} />
      )}
      <Stack spacing={1} component="section" aria-labelledby="organization-more-title">
        <Typography id="organization-more-title" variant="h2">
          {t('organizationPage.moreTitle')}
        </Typography>
        <Typography sx={{ color: 'text.secondary' }}>{t('organizationPage.moreSettings')}</Typography>
        <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <Link component={RouterLink} to={appPaths.adminPage(tenantId, 'order')}>
            {t('area.order.title')}
          </Link>
          <Link component={RouterLink} to={appPaths.adminPage(tenantId, 'calendar')}>
            {t('area.calendar.title')}
          </Link>
        </Stack>
      </Stack>
    </Stack>
  );
}
