import { Controller, useForm, useWatch } from 'react-hook-form';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  inspectionContactInputSchema,
  type AppointedBy,
  type InspectionContact,
  type InspectionContactInput,
  type InspectionMetadata,
} from '@syna/contracts/inspections';
import { FormSelectField } from '@/lib/forms/form-fields';
import { schemaResolver } from '@/lib/forms/schema-resolver';
import { serverSubmit } from '@/lib/forms/server-submit';
import { showSnackbar } from '@/lib/snackbar/snackbar';
import { FormDialog } from '@/lib/ui/form-dialog';
import { AddressBookSearch } from '@/lib/address-book/address-book-search';
import { useContactNotes, useSaveContact } from '@/features/inspections/api';
import type { ContactChoice } from '@/features/inspections/inspection-form';
import { useInspectionTexts } from '@/features/inspections/texts';

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
  inspectionId: string;
  metadata: InspectionMetadata;
  /** The contact being changed; without one a contact is added. */
  editing: InspectionContact | null;
  /** Contacts already on the inspection, not offered again when adding. */
  existingIds: readonly string[];
  onClose(): void;
}

/** Adds a contact from the address book with role, appointed-by and note, or changes one. */
export function ContactDialog({ inspectionId, metadata, editing, existingIds, onClose }: ContactDialogProps) {
  const { t } = useInspectionTexts();
  const save = useSaveContact(inspectionId);
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
  const notes = useContactNotes(roleId || null, true);
  const roles =
    metadata.contactRoles.some((role) => role.id === editing?.role?.id) || !editing?.role
      ? metadata.contactRoles
      : [...metadata.contactRoles, editing.role];

  const submit = serverSubmit(
    form,
    async (input) => {
      await save.mutateAsync(input);
      showSnackbar({ subject: t('contacts.saved') });
      onClose();
    },
    {
      fields: ['contact', 'roleId', 'appointedBy', 'note'],
      renamed: { contactId: 'contact' },
      // The contact is sent as the one item of a list.
      prefix: 'body.items.0.',
    },
  );

  return (
    <FormDialog
      title={editing ? t('contacts.editTitle') : t('contacts.addTitle')}
      onSubmit={submit}
      busy={form.formState.isSubmitting}
      onClose={onClose}
      testId="contact-dialog"
    >
      {editing ? (
        <Typography sx={{ fontWeight: 600 }}>{editing.contact.name}</Typography>
      ) : (
        <Controller
          control={form.control}
          name="contact"
          render={({ field, fieldState }) => (
            <AddressBookSearch
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
      <FormSelectField
        control={form.control}
        name="roleId"
        label={t('contacts.role')}
        options={roles}
        noneLabel={t('contacts.noRole')}
        fullWidth
      />
      <FormSelectField
        control={form.control}
        name="appointedBy"
        label={t('contacts.appointedBy')}
        options={metadata.appointedByOptions.map((option) => ({
          id: option,
          name: t(`appointedBy.${option}`),
        }))}
        noneLabel={t('contacts.notAppointed')}
        fullWidth
      />
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
    </FormDialog>
  );
}
