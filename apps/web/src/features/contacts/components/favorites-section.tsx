import { Link as RouterLink } from 'react-router';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import StarIcon from '@mui/icons-material/Star';
import type { Contact } from '@syna/contracts/contacts';
import { truncate } from '@syna/contracts/format';
import { appPaths } from '@/lib/navigation/app-paths';
import { useContactsTexts } from '@/features/contacts/texts';
import { useTenantId } from '@/lib/session/use-tenant-id';
import { ContactTypeIcon } from './contact-type-icon';

/** The user's favourite contacts as quick links above the list; nothing when there are none. */
export function FavoritesSection({ favorites }: { favorites: readonly Contact[] }) {
  const tenantId = useTenantId();
  const { t } = useContactsTexts();
  if (favorites.length === 0) return null;
  return (
    <Stack
      component="section"
      aria-labelledby="contact-favorites-title"
      spacing={1}
      data-testid="contact-favorites"
    >
      <Typography
        id="contact-favorites-title"
        variant="h2"
        sx={{ display: 'flex', alignItems: 'center', gap: 0.75, fontSize: '1.1rem' }}
      >
        <StarIcon sx={{ color: 'warning.main' }} aria-hidden />
        {t('favorites.title')}
      </Typography>
      <Stack
        component="ul"
        direction="row"
        useFlexGap
        spacing={1}
        sx={{ flexWrap: 'wrap', listStyle: 'none', p: 0, m: 0 }}
      >
        {favorites.map((contact) => (
          <li key={contact.id}>
            <Chip
              component={RouterLink}
              to={appPaths.contact(tenantId, contact.id)}
              clickable
              variant="outlined"
              icon={<ContactTypeIcon type={contact.type} fontSize="small" />}
              label={truncate(contact.name, 40)}
            />
          </li>
        ))}
      </Stack>
    </Stack>
  );
}
