import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import MailOutlineIcon from '@mui/icons-material/MailOutline';
import PhoneIcon from '@mui/icons-material/Phone';
import { telephoneHref } from './telephone-href';

/** Touch targets a thumb can hit (48 px, as the phone guidelines ask). */
const THUMB_SIZE = 48;

interface ReachProps {
  /** Whom the link reaches, for screen readers ("Ring Karin Köpare, 070-…"). */
  name: string;
}

/** A phone number that dials when tapped; the number itself when it cannot be dialled. */
export function PhoneLink({ name, phone }: ReachProps & { phone: string }) {
  const { t } = useTranslation();
  const href = telephoneHref(phone);
  if (!href) return <span>{phone}</span>;
  return (
    <Button
      href={href}
      startIcon={<PhoneIcon aria-hidden />}
      aria-label={t('reach.call', { name, phone })}
      sx={{ minHeight: THUMB_SIZE, justifyContent: 'flex-start', textTransform: 'none' }}
    >
      {phone}
    </Button>
  );
}

/** An e-mail address that opens the device's mail program when tapped. */
export function EmailLink({ name, email }: ReachProps & { email: string }) {
  const { t } = useTranslation();
  return (
    <Button
      href={`mailto:${email}`}
      startIcon={<MailOutlineIcon aria-hidden />}
      aria-label={t('reach.email', { name, email })}
      sx={{
        minHeight: THUMB_SIZE,
        justifyContent: 'flex-start',
        textTransform: 'none',
        // A long address breaks rather than widening a phone's page.
        overflowWrap: 'anywhere',
        textAlign: 'left',
      }}
    >
      {email}
    </Button>
  );
}

/** How a contact is reached: their phone and e-mail as links, whichever they have. */
export function ReachLinks({
  name,
  phone,
  email,
}: ReachProps & { phone: string | null; email: string | null }) {
  if (!phone && !email) return null;
  return (
    <>
      {phone && <PhoneLink name={name} phone={phone} />}
      {email && <EmailLink name={name} email={email} />}
    </>
  );
}
