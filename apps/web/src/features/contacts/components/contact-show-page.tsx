import { useState, type ComponentType } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import { useTenantId } from '@/lib/session/use-tenant-id';
import { showSnackbar } from '@/lib/snackbar/snackbar';
import { DeleteButton } from '@/lib/ui/delete-button';
import { useContact } from '@/features/contacts/api';
import { appPaths } from '@/lib/navigation/app-paths';
import { useContactsTexts } from '@/features/contacts/texts';
import { useCanWriteContacts } from '@/features/contacts/use-contact-access';
import { useIsFavorite } from '@/features/contacts/use-favorites';
import { ContactAddressesSection } from './contact-addresses-section';
import { ContactDetailsSection } from './contact-details-section';
import { ContactFilesSection } from './contact-files-section';
import { ContactPageFrame } from './contact-page-frame';
import { ContactRelationsSection } from './contact-relations-section';
import { ContactTypeIcon } from './contact-type-icon';
import { DeleteContactDialog } from './delete-contact-dialog';
import { FavoriteButton } from './favorite-button';

/**
 * `/:tenant/contact/:id`: everything about a contact, its favourite star, edit and delete, and the
 * sections other features add (the e-mail sent to the contact).
 */
export function ContactShowPage({
  sections = [],
}: {
  sections?: readonly ComponentType<{ contactId: string }>[];
}) {
  const { t } = useContactsTexts();
  const tenantId = useTenantId();
  const navigate = useNavigate();
  const id = useParams().id ?? '';
  const contact = useContact(id);
  const favorite = useIsFavorite(id, contact.isSuccess);
  const canWrite = useCanWriteContacts();
  const [deleting, setDeleting] = useState(false);

  return (
    <ContactPageFrame query={contact}>
      {(data) => {
        return (
          <Stack spacing={2.5} sx={{ maxWidth: 960 }} data-testid="contact-show">
            <Stack
              direction={{ xs: 'column', sm: 'row' }}
              spacing={2}
              sx={{ justifyContent: 'space-between' }}
            >
              <Stack direction="row" spacing={2} sx={{ alignItems: 'center', minWidth: 0 }}>
                <Avatar sx={{ bgcolor: 'action.selected', color: 'text.primary', width: 52, height: 52 }}>
                  <ContactTypeIcon type={data.type} />
                </Avatar>
                <Box sx={{ minWidth: 0 }}>
                  <Typography variant="h1" sx={{ overflowWrap: 'anywhere' }}>
                    {data.name}
                  </Typography>
                  <Typography sx={{ color: 'text.secondary' }}>
                    {[t(`type.${data.type}`), data.title, data.number].filter(Boolean).join(' · ')}
                  </Typography>
                </Box>
                <FavoriteButton contact={data} favorite={favorite.data ?? false} />
              </Stack>
              {canWrite && (
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexShrink: 0 }}>
                  <Button
                    component={RouterLink}
                    to={appPaths.contactEdit(tenantId, data.id)}
                    variant="contained"
                    startIcon={<EditOutlinedIcon />}
                  >
                    {t('actions.edit')}
                  </Button>
                  <DeleteButton label={t('actions.delete')} onClick={() => setDeleting(true)} />
                </Stack>
              )}
            </Stack>
            <ContactDetailsSection contact={data} />
            <ContactAddressesSection contact={data} />
            <ContactRelationsSection contact={data} />
            <ContactFilesSection contactId={data.id} canWrite={canWrite} />
            {sections.map((Section, index) => (
              <Section key={index} contactId={data.id} />
            ))}
            <DeleteContactDialog
              contact={data}
              open={deleting}
              onClose={() => setDeleting(false)}
              onDeleted={() => {
                showSnackbar({ subject: t('delete.done', { name: data.name }) });
                void navigate(appPaths.contacts(tenantId), { replace: true });
              }}
            />
          </Stack>
        );
      }}
    </ContactPageFrame>
  );
}
