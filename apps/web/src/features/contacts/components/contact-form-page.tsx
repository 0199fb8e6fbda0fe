import { useParams, useSearchParams } from 'react-router';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { CONTACT_TYPES } from '@syna/contracts/contacts';
import { useContact } from '@/features/contacts/api';
import { useContactsTexts } from '@/features/contacts/texts';
import { ContactEditor } from './contact-editor';
import { ContactPageFrame } from './contact-page-frame';

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
  return (
    <ContactPageFrame query={contact}>
      {(data) => (
        <Stack spacing={2.5} sx={{ maxWidth: PAGE_WIDTH }}>
          <Typography id="contact-editor-title" variant="h1" sx={{ overflowWrap: 'anywhere' }}>
            {t('editor.editTitle', { name: data.name })}
          </Typography>
          <ContactEditor key={data.id} contact={data} />
        </Stack>
      )}
    </ContactPageFrame>
  );
}
