import { useParams } from 'react-router';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { appPaths } from '@/lib/navigation/app-paths';
import { useTenantId } from '@/lib/session/use-tenant-id';
import { EmptyState } from '@/lib/ui/empty-state';
import SearchOffIcon from '@mui/icons-material/SearchOff';
import { useMailContacts } from '@/features/email/api';
import { useEmailTexts } from '@/features/email/texts';
import { SendMailForm } from './send-mail-form';

/** `/:tenant/contact/email/:id`: e-mail to a contact, with its files to attach. */
export function ContactMailPage() {
  const { t } = useEmailTexts();
  const tenantId = useTenantId();
  const id = useParams().id ?? '';
  const mailContacts = useMailContacts([id]);
  const contact = mailContacts.contacts[0];
  if (mailContacts.pending) return <Skeleton variant="rounded" height={320} />;
  if (!contact) {
    return (
      <EmptyState
        icon={SearchOffIcon}
        title={t('send.notFoundTitle')}
        body={t('send.notFoundBody')}
        testId="contact-mail-not-found"
      />
    );
  }
  return (
    <Stack spacing={2} sx={{ maxWidth: 960 }} data-testid="contact-mail-page">
      <Typography variant="h1">{t('send.titleContact', { name: contact.name })}</Typography>
      <SendMailForm
        about={{ contactId: contact.id }}
        recipients={[{ id: contact.id, name: contact.name, email: contact.email }]}
        initialRecipients={[contact.id]}
        files={mailContacts.files.map((file) => ({ ...file, kind: 'contact-file', owner: contact.name }))}
        backTo={appPaths.contact(tenantId, contact.id)}
      />
    </Stack>
  );
}
