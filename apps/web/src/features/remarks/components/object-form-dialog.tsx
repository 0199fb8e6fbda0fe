import { useId, useMemo } from 'react';
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
import { objectCreateSchema, type InspectionObject, type ObjectCreate } from '@syna/contracts/remarks';
import { FormTextField } from '../../../lib/forms/form-fields';
import { problemFieldErrors } from '../../../lib/forms/problem-field-errors';
import { schemaResolver } from '../../../lib/forms/schema-resolver';
import { isHttpError } from '../../../lib/http/http-error';
import { showError, showSnackbar } from '../../../lib/snackbar/snackbar';
import { useSaveObject } from '../api';
import { useRemarksTexts } from '../texts';

interface ObjectFormValues {
  name: string;
  status: string;
  description: string;
}

const FIELDS = ['name', 'status', 'description'] as const;

interface ObjectFormDialogProps {
  tenantId: string;
  inspectionId: string;
  /** The object to change, or null for a new one. */
  object: InspectionObject | null;
  onClose(): void;
  onObjectCountChange?(): void;
}

/** Adds an object to the inspection, or changes one: name, status and description. */
export function ObjectFormDialog({
  tenantId,
  inspectionId,
  object,
  onClose,
  onObjectCountChange,
}: ObjectFormDialogProps) {
  const { t } = useRemarksTexts();
  const shell = useTranslation();
  const titleId = useId();
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const save = useSaveObject(tenantId, inspectionId, onObjectCountChange);
  const resolver = useMemo(() => schemaResolver<ObjectFormValues, ObjectCreate>(objectCreateSchema), []);
  const { control, handleSubmit, setError, formState } = useForm<ObjectFormValues, unknown, ObjectCreate>({
    resolver,
    defaultValues: {
      name: object?.name ?? '',
      status: object?.status ?? '',
      description: object?.description ?? '',
    },
  });

  const submit = handleSubmit(async (body) => {
    try {
      await save.mutateAsync(object ? { id: object.id, body } : { id: null, body });
    } catch (error) {
      if (!isHttpError(error)) throw error;
      const fieldErrors = problemFieldErrors(error.fieldErrors);
      if (fieldErrors.length === 0) showError(error.message, error.detail ?? undefined);
      for (const { field, message } of fieldErrors) {
        const name = (FIELDS as readonly string[]).includes(field) ? field : 'name';
        setError(name as FieldPath<ObjectFormValues>, { type: 'server', message }, { shouldFocus: true });
      }
      return;
    }
    showSnackbar({ subject: object ? shell.t('message.updated') : t('objects.added', { name: body.name }) });
    onClose();
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
      data-testid="object-form-dialog"
    >
      <form noValidate onSubmit={(event) => void submit(event)}>
        <DialogTitle id={titleId}>{object ? t('objects.editTitle') : t('objects.createTitle')}</DialogTitle>
        <DialogContent sx={{ pt: '8px !important' }}>
          <Stack spacing={2.5}>
            <FormTextField
              control={control}
              name="name"
              label={t('fields.name')}
              helperText={t('fields.nameHelp')}
              required
              fullWidth
              autoFocus
              slotProps={{ htmlInput: { maxLength: 200 } }}
            />
            <FormTextField
              control={control}
              name="status"
              label={t('fields.status')}
              helperText={t('fields.statusHelp')}
              fullWidth
              slotProps={{ htmlInput: { maxLength: 100 } }}
            />
            <FormTextField
              control={control}
              name="description"
              label={t('fields.description')}
              fullWidth
              multiline
              minRows={2}
              maxRows={8}
              slotProps={{ htmlInput: { maxLength: 4000 } }}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={busy}>
            {shell.t('common.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={busy} data-testid="save-object">
            {busy ? shell.t('common.saving') : shell.t('common.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
