import type { SvgIconProps } from '@mui/material/SvgIcon';
import BusinessOutlinedIcon from '@mui/icons-material/BusinessOutlined';
import PersonOutlineIcon from '@mui/icons-material/PersonOutline';
import type { ContactType } from '@syna/contracts/contacts';
import { useContactsTexts } from '@/features/contacts/texts';

/** A company's or a person's icon, named for screen readers. */
export function ContactTypeIcon({ type, ...props }: { type: ContactType } & SvgIconProps) {
  const { t } = useContactsTexts();
  const Icon = type === 'company' ? BusinessOutlinedIcon : PersonOutlineIcon;
  return <Icon {...props} titleAccess={t(`type.${type}`)} />;
}
