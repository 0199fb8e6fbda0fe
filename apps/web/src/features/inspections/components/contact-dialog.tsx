import { useId } from 'react';
import { Controller, useForm, useWatch, type FieldPath } from 'react-hook-form';
import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import {
  inspectionContactInputSchema,
  type AppointedBy,
  type InspectionContact,
  type InspectionContactInput,
  type InspectionMetadata,
} from '@syna/contracts/inspections';
import { FormTextField } from '../../../lib/forms/form-fields';
import { problemFieldErrors } from '../../../lib/forms/problem-field-errors';
import { schemaResolver } from '../../../lib/forms/schema-resolver';
import { isHttpError } from '../../../lib/http/http-error';
import { showSnackbar } from '../../../lib/snackbar/snackbar';
import { useContactNotes, useSaveContact } from '../api';
import type { ContactChoice } from '../inspection-form';
import { useInspectionTexts } from '../texts';
import { ContactPicker } from './contact-picker';

interface ContactFormValues {
  contact: ContactChoice | null;
  roleId: string;
  appointedBy: AppointedBy | '';
  note: string;
}

const resolver = schemaResolver<ContactFormValues, InspectionContactInput>(
  inspectionContactInputSchema,
  (values) => ({
    contactId: values.contact?.id,
    roleId: values.roleId || null,
    appointedBy: values.appointedBy || null,
    note: values.note,
  }),
);

interface ContactDialogProps {
  tenantId: string;
  inspectionId: string;
  metadata: InspectionMetadata;
  /** The contact being changed; without one a contact is added. */
  editing: InspectionContact | null;
  /** Contacts already on the inspection, not offered again when adding. */
  existingIds: readonly string[];
  onClose(): void;
}

/** Adds a contact from the address book with role, appointed-by and note, or changes one. */
export function ContactDialog({
  tenantId,
  inspectionId,
  metadata,
  editing,
  existingIds,
  onClose,
}: ContactDialogProps) {
  const { t } = useInspectionTexts();
  const titleId = useId();
  const fullScreen = useMediaQuery(useTheme().breakpoints.down('sm'));
  const save = useSaveContact(tenantId, inspectionId);
  const form = useForm<ContactFormValues, unknown, InspectionContactInput>({
    resolver,
    defaultValues: {
      contact: editing?.contact ?? null,
      roleId: editing?.role?.id ?? '',
      appointedBy: editing?.appointedBy ?? '',
      note: editing?.note ?? '',
    },
  });
  const roleId = useWatch({ control: form.control, name: 'roleId' });
  const notes = useContactNotes(tenantId, roleId || null, true);
  const roles =
    metadata.contactRoles.some((role) => role.id === editing?.role?.id) || !editing?.role
      ? metadata.contactRoles
      : [...metadata.contactRoles, editing.role];

  const onSubmit = form.handleSubmit(async (input) => {
    try {
      await save.mutateAsync(input);
      showSnackbar({ subject: t('contacts.saved') });
      onClose();
    } catch (error) {
      if (!isHttpError(error)) throw error;
      for (const { field, message } of problemFieldErrors(error.fieldErrors, 'body.items.0.')) {
        const target = field === 'contactId' ? 'contact' : field;
        form.setError(target as FieldPath<ContactFormValues>, { type: 'server', message });
      }
    }
  });
  const busy = form.formState.isSubmitting;

  return (
    <Dialog
      open
      onClose={busy ? undefined : onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
      fullScreen={fullScreen}
      data-testid="contact-dialog"
    >
      <form noValidate onSubmit={(event) => void onSubmit(event)}>
        <DialogTitle id={titleId}>{editing ? t('contacts.editTitle') : t('contacts.addTitle')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {editing ? (
              <Typography sx={{ fontWeight: 600 }}>{editing.contact.name}</Typography>
            ) : (
              <Controller
                control={form.control}
                name="contact"
                render={({ field, fieldState }) => (
                  <ContactPicker
                    tenantId={tenantId}
                    name={field.name}
                    value={field.value}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                    inputRef={field.ref}
                    label={t('contacts.contact')}
                    required
                    autoFocus
                    excludeIds={existingIds}
                    error={Boolean(fieldState.error)}
                    helperText={fieldState.error?.message ?? t('form.customerHelp')}
                  />
                )}
              />
            )}
            <FormTextField control={form.control} name="roleId" label={t('contacts.role')} select fullWidth>
              <MenuItem value="">
                <em>{t('contacts.noRole')}</em>
              </MenuItem>
              {roles.map((role) => (
                <MenuItem key={role.id} value={role.id}>
                  {role.name}
                </MenuItem>
              ))}
            </FormTextField>
            <FormTextField
              control={form.control}
              name="appointedBy"
              label={t('contacts.appointedBy')}
              select
              fullWidth
            >
              <MenuItem value="">
                <em>{t('contacts.notAppointed')}</em>
              </MenuItem>
              {metadata.appointedByOptions.map((option) => (
                <MenuItem key={option} value={option}>
                  {t(`appointedBy.${option}`)}
                </MenuItem>
              ))}
            </FormTextField>
            <Controller
              control={form.control}
              name="note"
              render={({ field, fieldState }) => (
                <Autocomplete<string, false, false, true>
                  freeSolo
                  options={notes.data ?? []}
                  inputValue={field.value}
                  onInputChange={(_event, next) => field.onChange(next)}
                  renderInput={(params) => (
                    <TextField
                      {...params}
                      name={field.name}
                      inputRef={field.ref}
                      onBlur={field.onBlur}
                      label={t('contacts.note')}
                      error={Boolean(fieldState.error)}
                      helperText={fieldState.error?.message ?? t('contacts.noteHelp')}
                      slotProps={{ htmlInput: { ...params.inputProps, maxLength: 500 } }}
                    />
                  )}
                />
              )}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={busy}>
            {t('actions.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={busy}>
            {busy ? t('actions.saving') : t('actions.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
