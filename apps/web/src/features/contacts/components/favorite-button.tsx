import IconButton, { type IconButtonProps } from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import StarIcon from '@mui/icons-material/Star';
import StarBorderIcon from '@mui/icons-material/StarBorder';
import type { Contact } from '@syna/contracts/contacts';
import { useContactsTexts } from '@/features/contacts/texts';
import { useToggleFavorite } from '@/features/contacts/use-favorites';

interface FavoriteButtonProps {
  contact: Contact;
  favorite: boolean;
  size?: IconButtonProps['size'];
}

/** The star that marks a contact as one of the user's favourites (a toggle button). */
export function FavoriteButton({ contact, favorite, size }: FavoriteButtonProps) {
  const { t } = useContactsTexts();
  const toggle = useToggleFavorite();
  const label = favorite
    ? t('favorites.remove', { name: contact.name })
    : t('favorites.add', { name: contact.name });
  return (
    <Tooltip title={label}>
      <IconButton
        aria-label={label}
        data-favorite={favorite}
        size={size}
        onClick={() => toggle(contact, !favorite)}
        data-testid="contact-favorite"
      >
        {favorite ? <StarIcon sx={{ color: 'warning.main' }} /> : <StarBorderIcon />}
      </IconButton>
    </Tooltip>
  );
}
