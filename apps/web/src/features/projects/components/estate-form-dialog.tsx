import { useId } from 'react';
import { useForm, type FieldPath } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { estateCreateSchema, type Estate, type EstateCreate } from '@syna/contracts/projects';
import { FormTextField } from '../../../lib/forms/form-fields';
import { problemFieldErrors } from '../../../lib/forms/problem-field-errors';
import { schemaResolver } from '../../../lib/forms/schema-resolver';
import { isHttpError } from '../../../lib/http/http-error';
import { estateFormValues, toEstateInput, type EstateFormValues } from '../project-form';
import { useProjectsTexts } from '../texts';
import { AddressFields } from './address-fields';

interface EstateFormDialogProps {
  /** The estate to change, or null for a new one. */
  estate: Estate | null;
  /** Saves the body; throws an HttpError when the server refuses it. */
  onSave(body: EstateCreate): Promise<void>;
  onClose(): void;
}

// A valid new estate is also a valid change of one, so one schema validates both.
const resolver = schemaResolver<EstateFormValues, EstateCreate>(estateCreateSchema, toEstateInput);

/** Adds or changes an estate: name, property designation (fastighetsbeteckning) and address. */
export function EstateFormDialog({ estate, onSave, onClose }: EstateFormDialogProps) {
  const { t } = useProjectsTexts();
  const { t: tShell } = useTranslation();
  const titleId = useId();
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const { control, handleSubmit, setError, formState } = useForm<EstateFormValues, unknown, EstateCreate>({
    resolver,
    defaultValues: estateFormValues(estate),
  });

  const submit = handleSubmit(async (body) => {
    try {
      await onSave(body);
    } catch (error) {
      if (!isHttpError(error)) throw error;
      for (const { field, message } of problemFieldErrors(error.fieldErrors)) {
        // A change is sent as `items.0.name`; a new estate as `name`.
        const name = field.replace(/^items\.\d+\./, '');
        const target = name === 'designation' || name.startsWith('address.') ? name : 'name';
        setError(target as FieldPath<EstateFormValues>, { type: 'server', message }, { shouldFocus: true });
      }
    }
  });

  const busy = formState.isSubmitting;
  return (
    <Dialog
      open
      onClose={busy ? undefined : onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
      fullScreen={fullScreen}
      data-testid="estate-form-dialog"
    >
      <form noValidate onSubmit={(event) => void submit(event)}>
        <DialogTitle id={titleId}>{estate ? t('estates.editTitle') : t('estates.createTitle')}</DialogTitle>
        <DialogContent sx={{ pt: '8px !important' }}>
          <Stack spacing={2.5}>
            <FormTextField
              control={control}
              name="name"
              label={t('estates.name')}
              required
              fullWidth
              autoFocus
            />
            <FormTextField
              control={control}
              name="designation"
              label={t('estates.designation')}
              helperText={t('estates.designationHelp')}
              fullWidth
            />
            <AddressFields control={control} />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={busy}>
            {tShell('common.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={busy}>
            {busy ? tShell('common.saving') : tShell('common.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
