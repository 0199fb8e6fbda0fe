import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import MapOutlinedIcon from '@mui/icons-material/MapOutlined';
import type { Address } from '@syna/contracts/address';
import { formatAddress } from '@syna/contracts/format';

/**
 * The "Karta" button beside an address: opens the address in the device's maps (Google Maps'
 * link opens the maps app on a phone that has it, else the web page). The one place to point at
 * the firm's own map dialog once there is one.
 */
export function AddressMapButton({
  address,
  variant = 'outlined',
}: {
  address: Address | null;
  /** Outlined beside other buttons; text where it stands in a line of links. */
  variant?: 'outlined' | 'text';
}) {
  const { t } = useTranslation();
  const text = formatAddress(address);
  if (!text) return null;
  return (
    <Button
      variant={variant}
      href={`https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(text)}`}
      target="_blank"
      rel="noopener"
      startIcon={<MapOutlinedIcon aria-hidden />}
      aria-label={t('address.mapLabel', { address: text })}
      sx={{ minHeight: 48 }}
    >
      {t('address.map')}
    </Button>
  );
}
