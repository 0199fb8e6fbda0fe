import { useParams, useSearchParams } from 'react-router';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { CONTACT_TYPES } from '@syna/contracts/contacts';
import { useContact } from '@/features/contacts/api';
import { useContactsTexts } from '@/features/contacts/texts';
import { ContactEditor } from './contact-editor';
import { ContactLoadError, ContactPageSkeleton } from './contact-load-state';

const PAGE_WIDTH = 880;

/** `/:tenant/contact/new` (optionally `?type=person`): a new contact. */
export function ContactCreatePage() {
  const { t } = useContactsTexts();
  const [search] = useSearchParams();
  const initialType = CONTACT_TYPES.find((type) => type === search.get('type'));
  return (
    <Stack spacing={2.5} sx={{ maxWidth: PAGE_WIDTH }}>
      <Typography id="contact-editor-title" variant="h1">
        {t('actions.newContact')}
      </Typography>
      <ContactEditor contact={null} initialType={initialType} />
    </Stack>
  );
}

/** `/:tenant/contact/:id/edit`: changes a contact and its relations. */
export function ContactEditPage() {
  const { t } = useContactsTexts();
  const id = useParams().id ?? '';
  const contact = useContact(id);
  if (contact.isPending) return <ContactPageSkeleton label={t('actions.edit')} />;
  if (contact.isError) {
    return <ContactLoadError error={contact.error} onRetry={() => void contact.refetch()} />;
  }
  return (
    <Stack spacing={2.5} sx={{ maxWidth: PAGE_WIDTH }}>
      <Typography id="contact-editor-title" variant="h1" sx={{ overflowWrap: 'anywhere' }}>
        {t('editor.editTitle', { name: contact.data.name })}
      </Typography>
      <ContactEditor key={contact.data.id} contact={contact.data} />
    </Stack>
  );
}
