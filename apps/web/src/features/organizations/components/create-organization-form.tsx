import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useForm, type FieldPath } from 'react-hook-form';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { organizationCreateSchema, type OrganizationCreate } from '@syna/contracts/tenant';
import { FormTextField } from '@/lib/forms/form-fields';
import { problemFieldErrors } from '@/lib/forms/problem-field-errors';
import { useLocalisedResolver } from '@/lib/forms/localised-messages';
import { schemaResolver } from '@/lib/forms/schema-resolver';
import { isHttpError } from '@/lib/http/http-error';
import { showSnackbar } from '@/lib/snackbar/snackbar';
import { appPaths } from '@/lib/navigation/app-paths';
import { useCreateOrganization } from '@/features/organizations/api';
import { suggestTenantId } from '@/features/organizations/tenant-id';

interface OrganizationFormValues {
  name: string;
  id: string;
  email: string;
  address: string;
}

const EMPTY: OrganizationFormValues = { name: '', id: '', email: '', address: '' };

/** Blank optional fields are left out; the server then uses the user's own e-mail. */
const toOrganizationCreateInput = (values: OrganizationFormValues) => ({
  name: values.name,
  id: values.id.trim(),
  email: values.email.trim() || undefined,
  address: values.address.trim() || undefined,
});

const resolver = schemaResolver<OrganizationFormValues, OrganizationCreate>(
  organizationCreateSchema,
  toOrganizationCreateInput,
);

export function CreateOrganizationForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const createOrganization = useCreateOrganization();
  const [idEdited, setIdEdited] = useState(false);
  // The contract's own messages (a reserved id) in the user's language.
  const { control, handleSubmit, setValue, setError, formState } = useForm<
    OrganizationFormValues,
    unknown,
    OrganizationCreate
  >({ resolver: useLocalisedResolver(resolver), defaultValues: EMPTY });
  const [previewId, setPreviewId] = useState('');

  const onSubmit = handleSubmit(async (organization) => {
    try {
      const account = await createOrganization.mutateAsync(organization);
      showSnackbar({ subject: t('welcome.created', { name: account.tenant.name }) });
      await navigate(appPaths.home(account.tenant.id));
    } catch (error) {
      if (!isHttpError(error)) throw error;
      if (error.status === 409)
        setError('id', { type: 'server', message: t('welcome.idTaken') }, { shouldFocus: true });
      for (const { field, message } of problemFieldErrors(error.fieldErrors)) {
        setError(field as FieldPath<OrganizationFormValues>, { type: 'server', message });
      }
    }
  });

  return (
    <Paper
      component="form"
      variant="outlined"
      noValidate
      aria-labelledby="create-organization-title"
      onSubmit={(event) => void onSubmit(event)}
      sx={{ p: { xs: 2, sm: 3 } }}
    >
      <Typography id="create-organization-title" variant="h2" sx={{ mb: 2 }}>
        {t('welcome.createTitle')}
      </Typography>
      <Stack spacing={2}>
        <FormTextField
          control={control}
          name="name"
          label={t('welcome.name')}
          autoComplete="organization"
          required
          fullWidth
          onValueChange={(name) => {
            if (idEdited) return;
            const suggestion = suggestTenantId(name);
            setValue('id', suggestion, { shouldDirty: true });
            setPreviewId(suggestion);
          }}
        />
        <FormTextField
          control={control}
          name="id"
          label={t('welcome.id')}
          helperText={t('welcome.idHelp', { id: previewId || 'foretaget' })}
          required
          fullWidth
          onValueChange={(id) => {
            setIdEdited(true);
            setPreviewId(id);
          }}
        />
        <FormTextField
          control={control}
          name="email"
          label={t('welcome.email')}
          helperText={t('welcome.emailHelp')}
          type="email"
          autoComplete="email"
          fullWidth
        />
        <FormTextField
          control={control}
          name="address"
          label={t('welcome.address')}
          autoComplete="street-address"
          fullWidth
        />
        <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
          <Button type="submit" variant="contained" disabled={formState.isSubmitting}>
            {formState.isSubmitting ? t('welcome.creating') : t('welcome.create')}
          </Button>
        </Stack>
      </Stack>
    </Paper>
  );
}
