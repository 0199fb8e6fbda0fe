import { useMemo } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { Link as RouterLink, useNavigate } from 'react-router';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { ContactDetail, ContactInput, ContactType } from '@syna/contracts/contacts';
import { localiseContractMessage } from '@/lib/forms/localised-messages';
import { serverSubmit } from '@/lib/forms/server-submit';
import { isHttpError } from '@/lib/http/http-error';
import { useTenantId } from '@/lib/session/use-tenant-id';
import { showError, showSnackbar } from '@/lib/snackbar/snackbar';
import { useSaveContact, useSetContactRelations } from '@/features/contacts/api';
import {
  CONTACT_FORM_FIELDS,
  contactFormValues,
  formFieldOfProblem,
  relationsChanged,
  toRelationsInput,
  type ContactFormValues,
} from '@/features/contacts/contact-form';
import { appPaths } from '@/lib/navigation/app-paths';
import { contactResolver } from '@/features/contacts/contact-resolver';
import { useContactsTexts } from '@/features/contacts/texts';
import { ContactAddressFields } from './contact-address-fields';
import { ContactChannelFields } from './contact-channel-fields';
import { ContactIdentityFields } from './contact-identity-fields';
import { ContactNotesFields } from './contact-notes-fields';
import { ContactRelationFields } from './contact-relation-fields';

interface ContactEditorProps {
  /** The contact to change, or null to create one. */
  contact: ContactDetail | null;
  initialType?: ContactType;
}

/** Creates or changes a contact (validated with the contract's schema) and then its relations. */
export function ContactEditor({ contact, initialType }: ContactEditorProps) {
  const tenantId = useTenantId();
  const { t } = useContactsTexts();
  const navigate = useNavigate();
  const saveContact = useSaveContact();
  const setRelations = useSetContactRelations();
  const resolver = useMemo(() => contactResolver(), []);
  const defaultValues = useMemo(() => contactFormValues(contact, initialType), [contact, initialType]);
  const form = useForm<ContactFormValues, unknown, ContactInput>({ resolver, defaultValues });
  const { control, getValues, formState } = form;

  const onSubmit = serverSubmit(
    form,
    async (input) => {
      const values = getValues();
      const saved = await saveContact.mutateAsync({ id: contact?.id ?? null, input });
      if (relationsChanged(values, contact)) {
        try {
          await setRelations.mutateAsync({ id: saved.id, input: toRelationsInput(values) });
        } catch (error) {
          if (contact || !isHttpError(error)) throw error;
          // A new contact exists now: go on editing it, so that saving again cannot create it twice.
          showError(error.message, error.detail ?? undefined);
          void navigate(appPaths.contactEdit(tenantId, saved.id), { replace: true });
          return;
        }
      }
      showSnackbar({
        subject: contact ? t('messages.saved') : t('messages.created', { name: saved.name }),
      });
      void navigate(appPaths.contact(tenantId, saved.id), { replace: !contact });
    },
    {
      fields: CONTACT_FORM_FIELDS,
      renamed: (field) => formFieldOfProblem(field, getValues()),
      localise: localiseContractMessage,
    },
  );

  const cancelTarget = contact ? appPaths.contact(tenantId, contact.id) : appPaths.contacts(tenantId);
  return (
    <FormProvider {...form}>
      <Stack
        component="form"
        noValidate
        spacing={2.5}
        onSubmit={(event) => void onSubmit(event)}
        aria-labelledby="contact-editor-title"
        data-testid="contact-form"
      >
        <ContactIdentityFields control={control} autoFocus={!contact} contactId={contact?.id ?? null} />
        <ContactChannelFields control={control} />
        <ContactAddressFields control={control} />
        <ContactNotesFields control={control} />
        <ContactRelationFields control={control} contactId={contact?.id ?? null} />
        <Stack
          direction="row"
          spacing={1.5}
          sx={{
            justifyContent: 'flex-end',
            position: 'sticky',
            bottom: 0,
            py: 1.5,
            bgcolor: 'background.default',
            borderTop: 1,
            borderColor: 'divider',
            zIndex: 2,
          }}
        >
          <Button component={RouterLink} to={cancelTarget} disabled={formState.isSubmitting}>
            {t('actions.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={formState.isSubmitting}>
            {formState.isSubmitting ? t('actions.saving') : contact ? t('actions.save') : t('actions.create')}
          </Button>
        </Stack>
      </Stack>
    </FormProvider>
  );
}
