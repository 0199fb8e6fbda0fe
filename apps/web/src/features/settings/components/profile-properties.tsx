import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import { CERTIFICATION_PROPERTY, type UserFeature } from '@syna/contracts/initial-data';
import { isHttpError } from '@/lib/http/http-error';
import { showError, showSnackbar } from '@/lib/snackbar/snackbar';
import { ConfirmDialog } from '@/lib/ui/confirm-dialog';
import { LoadError } from '@/lib/ui/load-error';
import { SettingsSection } from './settings-section';
import {
  useAddProfileProperty,
  useProfileProperties,
  useRemoveProfileProperty,
} from '@/features/settings/api';

/** The longest value of a profile property (`userFeatureCreateSchema`). */
const VALUE_MAX = 500;
const NAME_MAX = 60;
const NAME_PATTERN = /^[a-zA-Z0-9_.-]+$/;

/** Runs a property change; a refusal shows at the form's fields, anything else as an error. */
function useRefusal() {
  const [errors, setErrors] = useState<Record<string, string>>({});
  const run = async (change: () => Promise<unknown>) => {
    setErrors({});
    try {
      await change();
      return true;
    } catch (error) {
      if (!isHttpError(error)) throw error;
      const fields = Object.fromEntries(
        Object.entries(error.fieldErrors).map(([key, [message]]) => [
          key.replace(/^body\./, ''),
          message ?? '',
        ]),
      );
      if (Object.keys(fields).length > 0) setErrors(fields);
      else showError(error.message, error.detail ?? undefined);
      return false;
    }
  };
  return { errors, setErrors, run };
}

/** Fields side by side (one under the other on a phone) with the button that saves them. */
function InlineForm({
  onSubmit,
  submitLabel,
  disabled,
  testId,
  children,
}: {
  onSubmit(event: FormEvent<HTMLFormElement>): void;
  submitLabel: string;
  disabled: boolean;
  testId: string;
  children: ReactNode;
}) {
  return (
    <Stack
      component="form"
      noValidate
      onSubmit={onSubmit}
      direction={{ xs: 'column', sm: 'row' }}
      spacing={1.5}
    >
      {children}
      <Button
        type="submit"
        variant="outlined"
        disabled={disabled}
        sx={{ alignSelf: { xs: 'flex-end', sm: 'flex-start' }, mt: { sm: 1 }, flexShrink: 0 }}
        data-testid={testId}
      >
        {submitLabel}
      </Button>
    </Stack>
  );
}

/** The certification the protocol's signature prints: one field, saved on its own. */
function CertificationField({ saved }: { saved: UserFeature | undefined }) {
  const { t } = useTranslation();
  const add = useAddProfileProperty();
  const remove = useRemoveProfileProperty();
  const [value, setValue] = useState(saved?.value ?? '');
  const { errors, run } = useRefusal();
  const unchanged = value.trim() === (saved?.value ?? '');
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const text = value.trim();
    const done = await run(() =>
      text ? add.mutateAsync({ name: CERTIFICATION_PROPERTY, value: text }) : remove.mutateAsync(saved!.id),
    );
    if (done) showSnackbar({ subject: t(text ? 'message.propertyAdded' : 'message.propertyRemoved') });
  };
  return (
    <InlineForm
      onSubmit={submit}
      submitLabel={t('common.save')}
      disabled={unchanged || add.isPending || remove.isPending}
      testId="certification-save"
    >
      <TextField
        value={value}
        onChange={(event) => setValue(event.target.value)}
        label={t('settings.certification')}
        helperText={errors.value ?? t('settings.certificationHelp')}
        error={Boolean(errors.value)}
        fullWidth
        slotProps={{ htmlInput: { maxLength: VALUE_MAX, 'data-testid': 'certification-input' } }}
      />
    </InlineForm>
  );
}

/** A property of the user's own naming: name and value, added with the button. */
function AddPropertyForm() {
  const { t } = useTranslation();
  const add = useAddProfileProperty();
  const [name, setName] = useState('');
  const [value, setValue] = useState('');
  const { errors, setErrors, run } = useRefusal();
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!NAME_PATTERN.test(name.trim())) return setErrors({ name: t('settings.propertyNameInvalid') });
    const done = await run(() => add.mutateAsync({ name: name.trim(), value: value.trim() || null }));
    if (!done) return;
    showSnackbar({ subject: t('message.propertyAdded') });
    setName('');
    setValue('');
  };
  return (
    <InlineForm
      onSubmit={submit}
      submitLabel={t('settings.propertyAdd')}
      disabled={!name.trim() || add.isPending}
      testId="property-add"
    >
      <TextField
        value={name}
        onChange={(event) => setName(event.target.value)}
        label={t('settings.propertyName')}
        helperText={errors.name ?? t('settings.propertyNameHelp')}
        error={Boolean(errors.name)}
        slotProps={{ htmlInput: { maxLength: NAME_MAX, 'data-testid': 'property-name-input' } }}
        sx={{ minWidth: { sm: 220 } }}
      />
      <TextField
        value={value}
        onChange={(event) => setValue(event.target.value)}
        label={t('settings.propertyValue')}
        helperText={errors.value}
        error={Boolean(errors.value)}
        fullWidth
        slotProps={{ htmlInput: { maxLength: VALUE_MAX, 'data-testid': 'property-value-input' } }}
      />
    </InlineForm>
  );
}

/**
 * The properties of the user's profile in this organisation: the certification the report's
 * signature prints, and any others the user names, each removed after asking.
 */
export function ProfileProperties() {
  const { t } = useTranslation();
  const properties = useProfileProperties();
  const remove = useRemoveProfileProperty();
  const [removing, setRemoving] = useState<UserFeature | null>(null);
  const certification = properties.data?.find((property) => property.name === CERTIFICATION_PROPERTY);
  const others = properties.data?.filter((property) => property.name !== CERTIFICATION_PROPERTY) ?? [];
  return (
    <SettingsSection
      titleId="profile-properties-title"
      title={t('settings.properties')}
      testId="profile-properties"
    >
      <Typography sx={{ color: 'text.secondary' }}>{t('settings.propertiesIntro')}</Typography>
      {properties.isPending ? (
        <Typography sx={{ color: 'text.secondary' }}>{t('common.loading')}</Typography>
      ) : properties.isError ? (
        <LoadError title={t('settings.propertiesLoadError')} onRetry={() => void properties.refetch()} />
      ) : (
        <>
          <CertificationField key={certification?.value ?? ''} saved={certification} />
          {others.length === 0 ? (
            <Typography sx={{ color: 'text.secondary' }}>{t('settings.propertiesNone')}</Typography>
          ) : (
            <List dense disablePadding aria-label={t('settings.properties')}>
              {others.map((property) => (
                <ListItem
                  key={property.id}
                  disableGutters
                  data-testid={`property-${property.name}`}
                  secondaryAction={
                    <IconButton
                      edge="end"
                      aria-label={t('settings.propertyRemove', { name: property.name })}
                      onClick={() => setRemoving(property)}
                    >
                      <DeleteOutlineIcon />
                    </IconButton>
                  }
                >
                  <ListItemText
                    primary={property.name}
                    secondary={property.value ?? t('settings.propertyNoValue')}
                    slotProps={{ secondary: { sx: { overflowWrap: 'anywhere' } } }}
                  />
                </ListItem>
              ))}
            </List>
          )}
          <AddPropertyForm />
        </>
      )}
      <ConfirmDialog
        open={removing !== null}
        title={t('settings.propertyRemoveTitle', { name: removing?.name ?? '' })}
        busy={remove.isPending}
        testId="property-remove-dialog"
        onClose={() => setRemoving(null)}
        onConfirm={() =>
          remove.mutate(removing!.id, {
            onSuccess: () => {
              showSnackbar({ subject: t('message.propertyRemoved') });
              setRemoving(null);
            },
          })
        }
      >
        <Typography>{t('settings.propertyRemoveBody')}</Typography>
      </ConfirmDialog>
    </SettingsSection>
  );
}
