import { Link as RouterLink } from 'react-router';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import Typography from '@mui/material/Typography';
import MailOutlineIcon from '@mui/icons-material/MailOutline';
import PhoneOutlinedIcon from '@mui/icons-material/PhoneOutlined';
import type { SvgIconComponent } from '@mui/icons-material';
import type { Contact } from '@syna/contracts/contacts';
import { truncate } from '@syna/contracts/format';
import { appPaths } from '@/lib/navigation/app-paths';
import { useContactsTexts } from '@/features/contacts/texts';
import { useTenantId } from '@/lib/session/use-tenant-id';
import { ContactTypeIcon } from './contact-type-icon';
import { FavoriteButton } from './favorite-button';

const VISIBLE_TAGS = 3;

function Detail({ icon: Icon, text, label }: { icon: SvgIconComponent; text: string | null; label: string }) {
  if (!text) return <Box sx={{ display: { xs: 'none', md: 'block' } }} />;
  return (
    <Typography
      variant="body2"
      noWrap
      sx={{ color: 'text.secondary', display: 'flex', alignItems: 'center', gap: 0.75, minWidth: 0 }}
    >
      <Icon fontSize="small" titleAccess={label} />
      <Box component="span" sx={{ overflow: 'hidden', textOverflow: 'ellipsis' }}>
        {truncate(text)}
      </Box>
    </Typography>
  );
}

interface ContactRowProps {
  contact: Contact;
  favorite: boolean;
}

/** One contact of the list: a link to it, its number, e-mail, phone and tags, and its star. */
export function ContactRow({ contact, favorite }: ContactRowProps) {
  const tenantId = useTenantId();
  const { t } = useContactsTexts();
  const extraTags = contact.tags.length - VISIBLE_TAGS;
  return (
    <ListItem
      disablePadding
      divider
      data-testid="contact-row"
      secondaryAction={<FavoriteButton contact={contact} favorite={favorite} />}
    >
      <ListItemButton
        component={RouterLink}
        to={appPaths.contact(tenantId, contact.id)}
        sx={{ py: 1.25, pr: 7, alignItems: 'flex-start', gap: 2 }}
      >
        <Avatar sx={{ bgcolor: 'action.selected', color: 'text.primary', mt: 0.25 }}>
          <ContactTypeIcon type={contact.type} />
        </Avatar>
        <Box
          sx={{
            flex: 1,
            minWidth: 0,
            display: 'grid',
            gap: { xs: 0.25, md: 2 },
            alignItems: 'center',
            gridTemplateColumns: {
              xs: '1fr',
              md: 'minmax(0, 2.2fr) minmax(0, 2fr) minmax(0, 1.3fr) minmax(0, 1.6fr)',
            },
          }}
        >
          <Box sx={{ minWidth: 0 }}>
            <Typography sx={{ fontWeight: 500 }} noWrap>
              {truncate(contact.name)}
            </Typography>
            {contact.number && (
              <Typography variant="body2" sx={{ color: 'text.secondary' }} noWrap>
                {contact.number}
              </Typography>
            )}
          </Box>
          <Detail icon={MailOutlineIcon} text={contact.email} label={t('fields.email')} />
          <Detail icon={PhoneOutlinedIcon} text={contact.phone} label={t('fields.phone')} />
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, mt: { xs: 0.5, md: 0 }, minWidth: 0 }}>
            {contact.tags.slice(0, VISIBLE_TAGS).map((tag) => (
              <Chip key={tag} label={truncate(tag, 30)} size="small" variant="outlined" />
            ))}
            {extraTags > 0 && <Chip label={`+${extraTags}`} size="small" title={contact.tags.join(', ')} />}
          </Box>
        </Box>
      </ListItemButton>
    </ListItem>
  );
}
